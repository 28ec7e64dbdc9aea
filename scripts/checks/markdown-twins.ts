/**
 * The Markdown side of the build (plugins/markdown-twins): every doc page names its twin and the
 * twin is there (also as folder/index.md), every twin is plain Markdown — no `import`, no JSX or HTML
 * tag, no MDX expression left over — and every link in llms.txt reaches a file of the build.
 */
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { fileSize } from '../../generators/markdown-twins/llms-txt';
import { emptyOutcome, type CheckOutcome } from './outcome';
import type { BuiltSite } from './site-links';

export const LLMS_FILES = ['/llms.txt', '/llms-full.txt', '/llms-reference.txt'];

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * What MDX leaves behind when a twin is not converted: `{/* comments *\/}`, `{#heading-id}`, `{name}`
 * or `{props.value}`. Prose may hold braces of its own (a schema description quoting
 * `authenticate({ native: { ... }})`), so a brace alone is not a finding.
 */
const MDX_EXPRESSION = /\{(?:\/\*[^}]*|#[\w-]+\}|\s*[A-Za-z_$][\w$.]*(?:\(\))?\s*\})/;

/** What in a twin is not plain Markdown, one message each (code is left alone: it may hold anything). */
export function twinProblems(markdown: string): string[] {
  const problems: string[] = [];
  const tree = parser.parse(markdown) as Root;
  visit(tree, (node) => {
    const line = node.position?.start.line;
    if (node.type === 'html') problems.push(`line ${line}: HTML or JSX: ${node.value.slice(0, 60)}`);
    if (node.type === 'paragraph') {
      const first = node.children[0];
      if (first?.type === 'text' && /^(import|export)\s[^\n]*(from\s|=)/.test(first.value)) problems.push(`line ${line}: an MDX ${first.value.split(/\s/)[0]} line`);
    }
    const expression = node.type === 'text' ? MDX_EXPRESSION.exec(node.value) : null;
    if (expression) problems.push(`line ${line}: an MDX expression or heading id: ${expression[0].slice(0, 60)}`);
  });
  return problems;
}

/** The site paths the links of an llms.txt point at (links to other sites are not ours to check). */
export function llmsTxtPaths(text: string, siteUrl: string): string[] {
  const origin = siteUrl.replace(/\/+$/, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]).filter((url) => url.startsWith(`${origin}/`)).map((url) => url.slice(origin.length));
}


export function checkMarkdownTwins(site: BuiltSite, read: (file: string) => string, siteUrl: string): CheckOutcome {
  const outcome = emptyOutcome('Markdown twins and llms.txt');
  const fail = (where: string, message: string) => {
    outcome.failed++;
    outcome.problems.push({ where, message });
  };
  let twins = 0;
  for (const [file, facts] of site.pages) {
    if (!facts.isDocPage) continue;
    const route = file.replace(/index\.html$/, '');
    const twin = facts.markdownTwin;
    if (!twin) {
      fail(route, 'no <link rel="alternate" type="text/markdown"> names the page\'s Markdown twin');
      continue;
    }
    const variant = `${route}index.md`;
    if (!site.files.has(twin) || !site.files.has(variant)) {
      fail(route, `its Markdown twin is missing: ${[twin, variant].filter((path) => !site.files.has(path)).join(' and ')}`);
      continue;
    }
    const markdown = read(twin);
    if (read(variant) !== markdown) {
      fail(variant, `differs from ${twin}`);
      continue;
    }
    const problems = twinProblems(markdown);
    if (problems.length > 0) fail(twin, problems.join('\n'));
    else outcome.passed++;
    twins++;
  }

  const sizes: string[] = [];
  for (const file of LLMS_FILES) {
    if (!site.files.has(file)) {
      fail(file, 'missing from the build');
      continue;
    }
    sizes.push(`${file.slice(1)} ${fileSize(Buffer.byteLength(read(file)))}`);
  }
  if (site.files.has('/llms.txt')) {
    const paths = llmsTxtPaths(read('/llms.txt'), siteUrl);
    const broken = paths.filter((path) => !site.files.has(path));
    if (paths.length === 0) fail('/llms.txt', 'links to no page of the site');
    for (const path of broken) fail('/llms.txt', `links to ${path}, which is not a file of the build`);
    outcome.passed += paths.length - broken.length;
    outcome.notes.push(`llms.txt: ${paths.length} links, ${broken.length} broken`);
  }
  outcome.notes.unshift(`Markdown twins: ${twins} doc pages; ${sizes.join(', ')}`);
  return outcome;
}
