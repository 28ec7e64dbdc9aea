/** Everything a page renderer needs to know about the API it documents. */
import type { Release } from './front-matter';
import type { ApiInventory } from './inventory';
import type { ApiLocations } from './locations';

export interface ApiDescription {
  /** Folder and route segment: `admin`, `shop`. */
  name: string;
  /** Reader-facing name: `Admin API`. */
  label: string;
  /** One or two sentences (Markdown, MDX-safe) saying who uses this API and for what. */
  summary: string;
}

export interface ApiPageContext {
  api: ApiDescription;
  locations: ApiLocations;
  inventory: ApiInventory;
  release: Release;
}
