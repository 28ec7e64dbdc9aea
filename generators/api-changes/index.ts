/**
 * The "What changed" generator: the declarations and final schemas of each release in, the pages
 * of docs/reference/what-changed/ and the marks for the reference entries out. Pure: the generate
 * step reads the packages (with the TypeScript reference's own reader and parser) and writes files.
 */
import type { GraphQLSchema } from 'graphql';
import type { OutputFile } from '../output-file';
import { buildPages } from '../typescript/pages';
import { assignAnchors } from '../typescript/link-resolver';
import type { DocDeclaration } from '../typescript/types';
import { diffSchemas } from './graphql-diff';
import { releaseMarks, type PairChanges } from './marks';
import { landingPage, pairPage, type PageContext } from './pages';
import { linkGraphqlChanges } from './render-graphql';
import type { ReleaseSelection } from './releases';
import { diffDeclarations, memberKey, type TsLinks } from './typescript-diff';
import { tsMarkKey, type ReleaseMarks } from './types';

export interface ReleaseModel {
  /** Documented declarations of every package of the release, parsed alike for every release. */
  declarations: DocDeclaration[];
  /** Final schema per API, or why it could not be built. */
  schemas: Record<string, GraphQLSchema> | { problem: string };
}

export interface ApiChangesInput extends Omit<PageContext, 'graphqlUnavailable'> {
  selection: ReleaseSelection;
  /** Per release version (the pin included). */
  releases: Map<string, ReleaseModel>;
  /** Route of the GraphQL reference, e.g. `/reference/graphql-api`. */
  graphqlBasePath: string;
}

export interface ApiChangesResult {
  files: OutputFile[];
  marks: ReleaseMarks;
  pairs: PairChanges[];
}

/** Links into the TypeScript reference of the pin, looked up by package, name and member. */
function pinnedLinks(pinned: DocDeclaration[]): TsLinks {
  const model = buildPages(pinned, []);
  const anchors = assignAnchors(model.pages);
  const hrefs = new Map<string, string>();
  for (const page of model.pages) {
    for (const d of page.declarations) {
      hrefs.set(tsMarkKey(d.packageName, d.name), `${page.route}#${anchors.declaration.get(d)}`);
      for (const m of d.members) {
        const key = tsMarkKey(d.packageName, d.name, memberKey(m));
        if (!hrefs.has(key)) hrefs.set(key, `${page.route}#${anchors.member.get(m)}`);
      }
    }
  }
  return {
    declaration: (d) => hrefs.get(tsMarkKey(d.packageName, d.name)),
    member: (d, m) => hrefs.get(tsMarkKey(d.packageName, d.name, memberKey(m))),
  };
}

const problemOf = (m: ReleaseModel): string => (typeof m.schemas.problem === 'string' ? m.schemas.problem : '');
const hasSchemas = (m: ReleaseModel): m is ReleaseModel & { schemas: Record<string, GraphQLSchema> } => !('problem' in m.schemas);

export function generateApiChanges(input: ApiChangesInput): ApiChangesResult {
  const release = (version: string): ReleaseModel => {
    const found = input.releases.get(version);
    if (!found) throw new Error(`release ${version} was not read`);
    return found;
  };
  const pinned = release(input.selection.pin);
  const links = pinnedLinks(pinned.declarations);
  const graphqlUnavailable: Record<string, string> = {};
  const pairs: PairChanges[] = input.selection.pairs.map((pair) => {
    const [from, to] = [release(pair.from.version), release(pair.to.version)];
    // Only packages present on both sides are compared (see the page's notes for the others).
    const both = (d: DocDeclaration) => d.packageName in pair.from.packages && d.packageName in pair.to.packages;
    const typescript = diffDeclarations(from.declarations.filter(both), to.declarations.filter(both), links);
    if (!hasSchemas(from) || !hasSchemas(to) || !hasSchemas(pinned)) {
      graphqlUnavailable[pair.slug] = [from, to, pinned].map(problemOf).find(Boolean) ?? 'the schemas could not be built';
      return { pair, typescript };
    }
    const graphql = input.apis.flatMap((api) =>
      linkGraphqlChanges(diffSchemas(api.name, from.schemas[api.name], to.schemas[api.name]), pinned.schemas[api.name], `${input.graphqlBasePath}/${api.name}/`),
    );
    return { pair, typescript, graphql };
  });
  const ctx: PageContext = { ...input, graphqlUnavailable };
  const files: OutputFile[] = [
    { path: 'index.mdx', content: landingPage(pairs, ctx) },
    ...pairs.map((p, i) => ({ path: `${p.pair.slug}.mdx`, content: pairPage(p, ctx, i + 2) })),
  ];
  return { files, marks: releaseMarks(pairs, input.selection.lockstep), pairs };
}
