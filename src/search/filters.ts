/**
 * Reads the Typesense `filter_by` expression the theme builds for contextual search, e.g.
 * `language:=en && docusaurus_tag:=[default,docs-default-current]`, so the embedded backend can
 * apply the same filter. Only the form the theme produces is understood (exact matches joined by
 * `&&`); anything else is an error rather than a silently ignored filter.
 */
export type ParsedFilters = Record<string, string[]>;

export function parseFilterBy(filterBy: string | undefined): ParsedFilters {
  const filters: ParsedFilters = {};
  if (!filterBy?.trim()) return filters;
  for (const clause of filterBy.split('&&')) {
    const match = /^\s*([\w.]+)\s*:=\s*(\[[^\]]*\]|[^\s[\]]+)\s*$/.exec(clause);
    if (!match) throw new Error(`Unsupported search filter "${clause.trim()}" in filter_by "${filterBy}"`);
    const [, field, raw] = match;
    const values = raw.startsWith('[')
      ? raw
          .slice(1, -1)
          .split(',')
          .map((v) => v.trim().replace(/^`|`$/g, ''))
          .filter(Boolean)
      : [raw.replace(/^`|`$/g, '')];
    if (filters[field]) throw new Error(`Search filter on "${field}" appears twice in filter_by "${filterBy}"`);
    filters[field] = values;
  }
  return filters;
}
