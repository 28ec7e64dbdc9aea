import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileSize, joinedTwins, llmsTxt } from '../../../generators/markdown-twins/llms-txt';
import { docsInReadingOrder, type SidebarEntry } from '../../../generators/markdown-twins/reading-order';
import { planSiteFiles, type SiteArea, type TwinDoc } from '../../../generators/markdown-twins/site-files';

const SITE = 'https://docs.example.com/';

const learn: SidebarEntry[] = [
  {
    type: 'category',
    label: 'Getting Started',
    link: { type: 'doc', id: 'guides/getting-started/index' },
    items: [{ type: 'doc', id: 'guides/getting-started/installation' }],
  },
  { type: 'category', label: 'Storefront', items: [{ type: 'doc', id: 'guides/storefront/checkout' }, { type: 'link' }] },
];
const reference: SidebarEntry[] = [
  { type: 'doc', id: 'reference/index' },
  {
    type: 'category',
    label: 'TypeScript API',
    link: { type: 'doc', id: 'reference/typescript-api/index' },
    items: [
      {
        type: 'category',
        label: 'Orders',
        link: { type: 'doc', id: 'reference/typescript-api/orders/index' },
        items: [{ type: 'doc', id: 'reference/typescript-api/orders/order-process' }],
      },
      { type: 'category', label: 'Worker', items: [{ type: 'doc', id: 'reference/typescript-api/worker/worker' }] },
    ],
  },
];

const doc = (id: string, title: string, description?: string): TwinDoc => ({
  id,
  title,
  description,
  permalink: `/${id.replace(/\/?index$/, '')}/`.replace('//', '/'),
});
const docs = [
  doc('guides/getting-started/index', 'Getting started', 'Start here.'),
  doc('guides/getting-started/installation', 'Installation', 'Create a\n project.'),
  doc('guides/storefront/checkout', 'Checkout'),
  doc('guides/storefront/order-workflow', 'Order workflow', 'A page without a sidebar.'),
  doc('reference/index', 'Reference'),
  doc('reference/typescript-api/index', 'TypeScript API'),
  doc('reference/typescript-api/orders/index', 'Orders'),
  doc('reference/typescript-api/orders/order-process', 'OrderProcess'),
  doc('reference/typescript-api/worker/worker', 'Worker [beta]'),
];
const areas: SiteArea[] = [
  { label: 'Learn', sidebar: learn, listing: 'every page', joinedFile: 'llms-full.txt' },
  { label: 'Reference', sidebar: reference, listing: 'category pages', joinedFile: 'llms-reference.txt' },
];

describe('reading order', () => {
  it('walks a sidebar top to bottom, a category page before its items, with the category trail', () => {
    assert.deepEqual(docsInReadingOrder(learn), [
      { id: 'guides/getting-started/index', trail: ['Getting Started'], isCategoryPage: true },
      { id: 'guides/getting-started/installation', trail: ['Getting Started'], isCategoryPage: false },
      { id: 'guides/storefront/checkout', trail: ['Storefront'], isCategoryPage: false },
    ]);
  });
});

describe('files for language models', () => {
  const plan = planSiteFiles(areas, docs, SITE);

  it('joins each area in reading order; a page without a sidebar follows the pages of its folder', () => {
    assert.deepEqual(plan.joined.get('llms-full.txt'), [
      'guides/getting-started/index',
      'guides/getting-started/installation',
      'guides/storefront/checkout',
      'guides/storefront/order-workflow',
    ]);
    assert.equal(plan.joined.get('llms-reference.txt')?.length, 5);
  });

  it('also joins each section on its own, for a model that needs one part', () => {
    assert.deepEqual(plan.sectionFiles, [
      { file: 'llms/learn-getting-started.txt', title: 'Learn: Getting Started' },
      { file: 'llms/learn-storefront.txt', title: 'Learn: Storefront' },
      { file: 'llms/reference-typescript-api.txt', title: 'Reference: TypeScript API' },
    ]);
    assert.deepEqual(plan.joined.get('llms/learn-storefront.txt'), ['guides/storefront/checkout', 'guides/storefront/order-workflow']);
    assert.equal(plan.joined.get('llms/reference-typescript-api.txt')?.length, 4);
  });

  it('lists every guide, and of the reference only category pages (or the pages of a category without one)', () => {
    assert.equal(
      llmsTxt({ title: 'Docs', summary: 'All about\nit.', details: ['How to read.'], sections: plan.sections }),
      `# Docs

> All about it.

How to read.

## Learn: Getting Started

- [Getting started](https://docs.example.com/guides/getting-started.md): Start here.
- [Installation](https://docs.example.com/guides/getting-started/installation.md): Create a project.

## Learn: Storefront

- [Checkout](https://docs.example.com/guides/storefront/checkout.md)
- [Order workflow](https://docs.example.com/guides/storefront/order-workflow.md): A page without a sidebar.

## Reference

- [Reference](https://docs.example.com/reference.md)

## Reference: TypeScript API

- [TypeScript API](https://docs.example.com/reference/typescript-api.md)
- [Orders](https://docs.example.com/reference/typescript-api/orders.md)
- [Worker beta](https://docs.example.com/reference/typescript-api/worker/worker.md)
`,
    );
  });

  it('joins twins with their source URL, pages apart by a rule', () => {
    assert.equal(
      joinedTwins([
        { url: 'https://docs.example.com/a/', markdown: '# A\n\nText.\n' },
        { url: 'https://docs.example.com/b/', markdown: '# B\n' },
      ]),
      '# A\n\nText.\n\nSource: <https://docs.example.com/a/>\n\n---\n\n# B\n\nSource: <https://docs.example.com/b/>\n',
    );
  });
});

describe('file sizes in llms.txt', () => {
  it('in KiB below a MiB, in MiB with one decimal above', () => {
    assert.equal(fileSize(53_298), '52 KiB');
    assert.equal(fileSize(2_726_297), '2.6 MiB');
  });
});
