/**
 * Words readers use for what the docs call otherwise, kept in one place for both search backends
 * (pure data):
 *  - the embedded index adds an entry's `words` to the ranking fields of its `pages`
 *    (plugins/search/index-html.ts), so "change the dashboard colours" reaches the theming guide,
 *    whose text says "theme" and "brand";
 *  - Typesense gets one-way synonyms, each word → `term` (`npm run search:synonyms`, after each
 *    scrape): a query with "colours" also matches "theming", which the page's title or a heading holds.
 *
 * Every entry is checked: `term` must be in the title or a heading of each of its pages (so the
 * Typesense synonym can reach them), and each word, searched alone, must find its first page among
 * the first five results on the embedded index (tests/browser/search-relevance.test.ts; not always
 * first, since a word that is also a type's name, such as "discount", lists that type first).
 */
export interface SearchSynonym {
  /** What readers type: lower-case single words. */
  words: string[];
  /** The word the pages use for it, in a title or heading of each page. */
  term: string;
  /** Site paths of the pages that teach it, the one the words must find first. */
  pages: string[];
}

export const SEARCH_SYNONYMS: SearchSynonym[] = [
  { words: ['colours', 'colors', 'colour', 'color', 'logo', 'branding'], term: 'theming', pages: ['/guides/extending-the-dashboard/theming/'] },
  { words: ['upgrade', 'upgrading'], term: 'updating', pages: ['/guides/developer-guide/updating/'] },
  { words: ['scale', 'scaling', 'replicas', 'cluster'], term: 'horizontal', pages: ['/guides/deployment/horizontal-scaling/'] },
  { words: ['discount', 'discounts', 'voucher', 'vouchers'], term: 'promotions', pages: ['/user-guide/promotions/', '/guides/core-concepts/promotions/'] },
  { words: ['menu'], term: 'navigation', pages: ['/guides/extending-the-dashboard/navigation/'] },
  { words: ['toolbar', 'button', 'buttons'], term: 'action', pages: ['/guides/extending-the-dashboard/action-bar-items/'] },
  { words: ['banner', 'notification', 'notifications'], term: 'alerts', pages: ['/guides/extending-the-dashboard/alerts/'] },
  { words: ['chart', 'charts', 'widget', 'widgets'], term: 'insights', pages: ['/guides/extending-the-dashboard/customizing-pages/insights-widgets/'] },
  { words: ['vat', 'gst'], term: 'taxes', pages: ['/user-guide/settings/taxes/'] },
  { words: ['spreadsheet', 'csv'], term: 'importing', pages: ['/guides/developer-guide/importing-data/'] },
  { words: ['cron', 'nightly', 'periodic'], term: 'scheduled', pages: ['/guides/developer-guide/scheduled-tasks/'] },
  { words: ['background', 'async', 'queue'], term: 'worker', pages: ['/guides/developer-guide/worker-job-queue/'] },
  { words: ['sellers', 'vendors', 'marketplace'], term: 'multi-vendor', pages: ['/guides/how-to/multi-vendor-marketplaces/'] },
  { words: ['downloadable', 'downloads', 'ebook'], term: 'digital', pages: ['/guides/how-to/digital-products/'] },
  { words: ['k8s', 'helm'], term: 'kubernetes', pages: ['/guides/deployment/kubernetes/'] },
  { words: ['edit'], term: 'detail', pages: ['/guides/extending-the-dashboard/creating-pages/detail-pages/'] },
  { words: ['modify', 'existing'], term: 'customizing', pages: ['/guides/extending-the-dashboard/customizing-pages/'] },
];
