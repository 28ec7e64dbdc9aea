/**
 * Building blocks shared by every page: the heading of one documented element (with its stable,
 * collision-checked anchor) and the paragraph glue.
 */
import { anchorOf } from './locations';
import { escapeLiteral } from './mdx-escape';

/**
 * Hands out heading anchors for one page. Two names that differ only in case would get the same
 * anchor; that is reported instead of silently linking to the wrong element.
 */
export class PageAnchors {
  private readonly owners = new Map<string, string>();

  constructor(private readonly route: string) {}

  claim(name: string): string {
    const anchor = anchorOf(name);
    const owner = this.owners.get(anchor);
    if (owner !== undefined) {
      throw new Error(`GraphQL reference: "${owner}" and "${name}" would share the anchor #${anchor} on ${this.route}`);
    }
    this.owners.set(anchor, name);
    return anchor;
  }

  get all(): ReadonlySet<string> {
    return new Set(this.owners.keys());
  }
}

/** `## Name {#name}`: an explicit id so links survive any change in Docusaurus' slug rules. */
export function elementHeading(name: string, anchors: PageAnchors): string {
  return `## ${escapeLiteral(name)} {#${anchors.claim(name)}}`;
}

/** `1 enum`, `15 enums`, `3 queries`: a count with its noun. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** Joins Markdown blocks with one blank line, skipping empty ones. */
export function blocks(...parts: (string | undefined | false)[]): string {
  return parts.filter((part): part is string => Boolean(part)).join('\n\n');
}
