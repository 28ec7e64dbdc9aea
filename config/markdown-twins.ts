import { join } from 'node:path';

/**
 * Where generate steps leave the Markdown of pages the site ships pre-rendered (the GraphQL
 * reference's element pages): their Markdown twins are made from it (plugins/markdown-twins).
 * Mirrors docs/: `docs/reference/graphql-api/admin/queries.mdx` → `<here>/reference/graphql-api/admin/queries.mdx`.
 */
export const MARKDOWN_SOURCES_DIR = join('generated', 'markdown-sources');
