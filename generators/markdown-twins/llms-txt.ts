/**
 * llms.txt (https://llmstxt.org): a Markdown index of the site for language models — the site's
 * name as `#` heading, a one-paragraph summary as blockquote, a few lines on how to read the files,
 * then one `##` section per part of the site listing `[title](url): description`. The section
 * titled "Optional" holds what a model may skip when its context is short.
 */

export interface LlmsLink {
  title: string;
  url: string;
  description?: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

export interface LlmsIndex {
  title: string;
  summary: string;
  details: string[];
  sections: LlmsSection[];
}

/** One line: link text without brackets that would end it early, description on one line. */
function linkLine({ title, url, description }: LlmsLink): string {
  const text = title.replace(/[[\]]/g, '');
  const note = description?.replace(/\s+/g, ' ').trim();
  return `- [${text}](${url})${note ? `: ${note}` : ''}`;
}

export function llmsTxt(index: LlmsIndex): string {
  const parts = [`# ${index.title}`, `> ${index.summary.replace(/\s+/g, ' ').trim()}`, ...index.details];
  for (const section of index.sections) {
    if (section.links.length === 0) continue;
    parts.push(`## ${section.title}`, section.links.map(linkLine).join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}

/** Pages joined into one file: each twin as it is, followed by its URL, pages apart by a rule. */
export function joinedTwins(pages: { url: string; markdown: string }[]): string {
  return pages.map(({ url, markdown }) => `${markdown.trimEnd()}\n\nSource: <${url}>\n`).join('\n---\n\n');
}

/** A file size as llms.txt and the build log give it: KiB below a MiB, MiB with one decimal above. */
export function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${Math.round(bytes / 1024)} KiB`;
}
