/**
 * The loose node shape the twin conversion works on: mdast with the MDX, directive and GFM
 * extensions, where one transform turns nodes of one kind into another (a JSX element into a
 * heading, a directive into a blockquote), which the strict unions of @types/mdast do not allow.
 */
import type { Position } from 'unist';

export interface MdxAttribute {
  type: string;
  name?: string;
  value?: string | { type: string; value: string } | null;
}

export interface MdNode {
  type: string;
  value?: string;
  url?: string;
  alt?: string | null;
  title?: string | null;
  lang?: string | null;
  meta?: string | null;
  depth?: number;
  name?: string | null;
  attributes?: MdxAttribute[];
  children?: MdNode[];
  data?: unknown;
  position?: Position;
}

/** A page the twin cannot say in Markdown: the message names the file and line. */
export class TwinError extends Error {
  override name = 'TwinError';
}

export interface ConvertContext {
  pageUrl: string;
  siteUrl: string;
  /** Depth of the last heading read: a component that adds headings (Tabs) nests them below it. */
  headingDepth: number;
  error: (node: MdNode, message: string) => TwinError;
  /** The node as written in the source. */
  sourceOf: (node: MdNode) => string;
}
