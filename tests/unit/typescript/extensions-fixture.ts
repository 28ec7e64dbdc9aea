/**
 * The reference generated from tests/fixtures/typescript/extensions/ alone: functions with
 * parameters (one overloaded), a function on the page of another declaration, and declaration-file
 * types the compiler wrote as inline imports (`import("@angular/core").EnvironmentProviders`).
 */
import assert from 'node:assert/strict';
import { generateReference } from '../../../generators/typescript/generate-reference';
import { fixturePackage } from './fixtures';

const result = generateReference({
  packages: [fixturePackage('extensions', '@fixture/extensions', 'admin-ui-api', 'packages/admin-ui/src/lib')],
  today: '2030-01-01',
});

export const extensionsWarnings = result.warnings;

/** The generated file at `path` below docs/reference/admin-ui-api/. */
export function extensionsPage(path: string): string {
  const found = result.files.get('admin-ui-api')?.find((f) => f.path === path);
  assert.ok(found, `admin-ui-api/${path} was not generated`);
  return found.content;
}

/** The code of each `<SignatureBlock>` on a page and its links, as [text, href] pairs. */
export function signatureBlocks(page: string): { code: string; links: [string, string][] }[] {
  return [...page.matchAll(/^<SignatureBlock title="Signature" code=\{(".*?")\} html=\{(".*")\} \/>$/gm)].map((m) => ({
    code: JSON.parse(m[1]) as string,
    links: [...(JSON.parse(m[2]) as string).matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map((l) => [l[2], l[1]] as [string, string]),
  }));
}

/** The lines of a page from the first line that starts with `first` up to the next empty line. */
export function blockFrom(page: string, first: string): string[] {
  const lines = page.split('\n');
  const start = lines.findIndex((l) => l.startsWith(first));
  assert.ok(start >= 0, `no line starts with ${first}`);
  const end = lines.indexOf('', start);
  return lines.slice(start, end < 0 ? undefined : end);
}
