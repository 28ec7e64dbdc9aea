/** One kind page of an API: front matter, an introduction, then one section per documented element. */
import type { ApiPageContext } from './api-context';
import { frontMatter, type PageFrontMatter } from './front-matter';
import type { PageKind } from './locations';
import { blocks, PageAnchors } from './sections';

export interface RenderedPage {
  kind: PageKind;
  route: string;
  content: string;
  /** Every heading anchor on the page, for the link check. */
  anchors: ReadonlySet<string>;
}

export function renderPage(
  ctx: ApiPageContext,
  kind: PageKind,
  head: PageFrontMatter,
  intro: string,
  sections: (anchors: PageAnchors) => string[],
): RenderedPage {
  const route = ctx.locations.route(kind);
  const anchors = new PageAnchors(route);
  const content = `${blocks(frontMatter(head, ctx.release), intro, ...sections(anchors))}\n`;
  return { kind, route, content, anchors: anchors.all };
}
