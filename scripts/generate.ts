/**
 * Generates every reference page from the pinned packages before Docusaurus starts or builds.
 * Each step is a thin I/O wrapper around a pure generator in generators/; steps register below.
 */
import { performance } from 'node:perf_hooks';
import { apiChanges } from './steps/api-changes';
import { graphqlReference } from './steps/graphql-reference';
import { runTypescriptReference } from './steps/typescript-reference';

export interface GenerateStep {
  name: string;
  run: () => Promise<string[]>; // returns human-readable summary lines
}

// The release comparison first: both reference steps mark their entries with its findings
// ("Added in 3.7"). GraphQL before TypeScript: doc comments in the TypeScript reference link into
// the GraphQL pages, and those links only resolve when the pages exist.
const steps: GenerateStep[] = [
  { name: 'What changed (release comparison)', run: apiChanges },
  { name: 'GraphQL API reference', run: graphqlReference },
  { name: 'TypeScript reference (typescript-api, core-plugins, admin-ui-api, dashboard)', run: runTypescriptReference },
];

async function main(): Promise<void> {
  const started = performance.now();
  for (const step of steps) {
    const t0 = performance.now();
    const lines = await step.run();
    const ms = Math.round(performance.now() - t0);
    console.log(`[generate] ${step.name} (${ms} ms)`);
    for (const line of lines) console.log(`[generate]   ${line}`);
  }
  console.log(`[generate] done in ${Math.round(performance.now() - started)} ms`);
}

main().catch((error: unknown) => {
  console.error(`[generate] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
