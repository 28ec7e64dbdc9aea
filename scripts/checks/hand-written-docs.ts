/**
 * Which Markdown/MDX files people write by hand. Generated reference pages live in folders under
 * docs/ that .gitignore lists (the rule every generator follows), so the .gitignore is the single
 * place that says what to leave out of sample checks and the originality check.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const MARKDOWN = /\.mdx?$/;

/** Folders (repo-relative, no trailing slash) that .gitignore reserves for generated docs. */
export function generatedDocFolders(gitignore: string): string[] {
  return gitignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('docs/') && !line.startsWith('#'))
    .map((line) => line.replace(/\/+$/, ''));
}

function walk(dir: string, skip: (path: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (skip(path)) continue;
    if (statSync(path).isDirectory()) found.push(...walk(path, skip));
    else if (MARKDOWN.test(name)) found.push(path);
  }
  return found;
}

/**
 * Repo-relative paths (forward slashes) of the hand-written pages: docs/ without the generated
 * folders, plus Markdown pages in src/pages.
 */
export function handWrittenDocs(root: string): string[] {
  const gitignorePath = join(root, '.gitignore');
  const generated = generatedDocFolders(existsSync(gitignorePath) ? readFileSync(gitignorePath, 'utf8') : '');
  const toRelative = (path: string): string => relative(root, path).split(sep).join('/');
  const isGenerated = (path: string): boolean => {
    const rel = toRelative(path);
    return generated.some((folder) => rel === folder || rel.startsWith(`${folder}/`));
  };
  return [...walk(join(root, 'docs'), isGenerated), ...walk(join(root, 'src', 'pages'), () => false)].map(toRelative);
}

/**
 * Route prefixes of the generated pages: docs are served from the site root, so
 * "docs/reference/typescript-api" is "/reference/typescript-api/".
 */
export function generatedRoutePrefixes(root: string): string[] {
  const gitignorePath = join(root, '.gitignore');
  const folders = generatedDocFolders(existsSync(gitignorePath) ? readFileSync(gitignorePath, 'utf8') : '');
  return folders.map((folder) => `${folder.replace(/^docs/, '')}/`);
}
