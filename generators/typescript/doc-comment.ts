/**
 * Reads the framework's doc-comment dialect (`@docsCategory`, `@docsPage`, `@docsWeight`,
 * `@description`, `@since`, `@default`, `@example`, `@deprecated`, `@internal`, `@param`,
 * `@returns`).
 *
 * We parse the raw comment text ourselves instead of using the compiler's JSDoc nodes because
 * descriptions are markdown: code fences contain decorators such as `@Injectable()` that must not
 * start a tag, and the compiler's JSDoc parser rewrites whitespace that fenced code relies on.
 */
import type { DocComment } from './types';

interface TagBlock {
  tag: string;
  lines: string[];
}

/** Comment body lines without the `/**`, `*\/` and leading ` * ` decoration. */
export function commentLines(raw: string): string[] {
  const body = raw.replace(/^\/\*\*?/, '').replace(/\*\/$/, '');
  return body.split(/\r?\n/).map((line) => {
    const match = /^\s*\* ?(.*)$/.exec(line);
    return match ? match[1] : line.trim();
  });
}

/**
 * Tags this generator reads. They start a new block even inside a code fence: authors sometimes
 * forget to close the fence of an example, and the next `@example` or `@docsCategory` must still
 * count (no code sample contains a bare `@docsCategory` line).
 */
const KNOWN_TAGS = new Set([
  'description', 'docsCategory', 'docsPage', 'docsWeight', 'since', 'deprecated', 'default',
  'defaultValue', 'internal', 'example', 'param', 'returns', 'return',
]);

function splitTags(lines: string[]): TagBlock[] {
  const blocks: TagBlock[] = [{ tag: '', lines: [] }];
  let inFence = false;
  for (const line of lines) {
    const tagMatch = /^\s*@([A-Za-z]+)(?![A-Za-z(])\s?(.*)$/.exec(line);
    if (tagMatch && (!inFence || KNOWN_TAGS.has(tagMatch[1]))) {
      inFence = false;
      blocks.push({ tag: tagMatch[1], lines: tagMatch[2] ? [tagMatch[2]] : [] });
      continue;
    }
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    blocks[blocks.length - 1].lines.push(line);
  }
  return blocks;
}

/** Joins block lines, dropping blank lines at either end but keeping inner indentation. */
function blockText(lines: string[]): string {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start].trim() === '') start++;
  while (end > start && lines[end - 1].trim() === '') end--;
  return lines
    .slice(start, end)
    .map((l) => l.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\\@/g, '@');
}

function firstLine(text: string): string {
  return text.split('\n')[0].trim();
}

/** `@param name - text`, `@param name text` and `@param {T} name text` are all in use. */
function parseParam(text: string): { name: string; description: string } | undefined {
  const match = /^(?:\{[^}]*\}\s*)?\[?([\w$.]+)(?:=[^\]]*)?\]?\s*(?:-\s*)?([\s\S]*)$/.exec(text.trim());
  if (!match) return undefined;
  return { name: match[1], description: match[2].trim() };
}

function asExample(text: string): string {
  if (text.includes('```') || text.includes('~~~')) return text;
  return '```ts\n' + text + '\n```';
}

export function emptyDocComment(): DocComment {
  return { description: '', internal: false, examples: [], params: [], hasDocsTags: false };
}

export interface DocCommentProblem {
  message: string;
}

export function parseDocComment(raw: string, problems: DocCommentProblem[] = []): DocComment {
  const doc = emptyDocComment();
  const descriptions: string[] = [];
  for (const block of splitTags(commentLines(raw))) {
    const text = blockText(block.lines);
    switch (block.tag) {
      case '':
      case 'description':
        if (text) descriptions.push(text);
        break;
      case 'docsCategory':
        doc.category = firstLine(text) || undefined;
        if (!doc.category) problems.push({ message: '@docsCategory without a value' });
        break;
      case 'docsPage':
        doc.page = firstLine(text) || undefined;
        doc.hasDocsTags = true;
        if (!doc.page) problems.push({ message: '@docsPage without a value' });
        break;
      case 'docsWeight': {
        const weight = Number(firstLine(text));
        doc.hasDocsTags = true;
        if (Number.isFinite(weight)) doc.weight = weight;
        else problems.push({ message: `@docsWeight "${firstLine(text)}" is not a number` });
        break;
      }
      case 'since':
        doc.since = firstLine(text) || undefined;
        break;
      case 'deprecated':
        doc.deprecated = text || true;
        break;
      case 'default':
      case 'defaultValue':
        doc.default = text || undefined;
        break;
      case 'internal':
        doc.internal = true;
        break;
      case 'example':
        if (text) doc.examples.push(asExample(text));
        break;
      case 'param': {
        const param = parseParam(text);
        if (param) doc.params.push(param);
        else problems.push({ message: `@param without a name: "${text}"` });
        break;
      }
      case 'returns':
      case 'return':
        doc.returns = text || undefined;
        break;
      default:
        // Other tags (@see, @template, @throws, @docGroup…) carry nothing this site shows.
        break;
    }
  }
  doc.description = descriptions.join('\n\n');
  return doc;
}
