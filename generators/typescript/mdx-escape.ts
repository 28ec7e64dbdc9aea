/**
 * Escaping for the places generated text lands in MDX v3: prose, headings, table cells, inline
 * code built from JSX, and YAML front matter.
 */

/** Prose outside code: braces would start JSX expressions and `<` a JSX tag. */
export function escapeProse(text: string): string {
  return text.replace(/[{}]/g, (c) => `\\${c}`).replace(/</g, '&lt;');
}

/** A line that starts with `import`/`export` would be parsed as ES module syntax by MDX. */
export function guardEsmLine(line: string): string {
  return line.replace(/^(\s*)(import|export)(\s)/, (_, ws: string, word: string, sp: string) => `${ws}&#${word.charCodeAt(0)};${word.slice(1)}${sp}`);
}

/** Text in a heading or a table cell: no markdown emphasis, links or pipes. */
export function escapeInline(text: string): string {
  return escapeProse(text.replace(/\s*\n\s*/g, ' ').replace(/([\\`*_[\]|#])/g, '\\$1'));
}

/**
 * Text inside a JSX `<code>` element. MDX parses JSX children as markdown, so every character
 * markdown or JSX could act on becomes a character reference.
 */
export function escapeCodeText(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/[&<>{}[\]()*_`|\\~!#$]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Value for YAML front matter (JSON strings are valid YAML). */
export function yamlString(value: string): string {
  return JSON.stringify(value);
}

/** A fence long enough that the content cannot close it early. */
export function fenceFor(content: string): string {
  const longest = Math.max(2, ...[...content.matchAll(/`+/g)].map((m) => m[0].length));
  return '`'.repeat(longest + 1);
}
