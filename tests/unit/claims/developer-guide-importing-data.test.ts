import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defaultConfig, ImportParser, Importer, LanguageCode } from '@vendure/core';

const require = createRequire(import.meta.url);
const { assertPublicUrl } = require('@vendure/core/dist/config/asset-import-strategy/assert-public-url.js');

const customFields = {
  Product: [
    { name: 'featured', type: 'boolean' },
    { name: 'subtitle', type: 'localeString' },
    { name: 'tags', type: 'string', list: true },
  ],
  ProductVariant: [{ name: 'ean', type: 'string' }],
};
const parser = new ImportParser({ customFields, defaultLanguageCode: LanguageCode.en } as any);
const parse = (csv: string, lang = LanguageCode.en) => parser.parseProducts(csv, lang);

const header =
  'name,slug,description,assets,facets,optionGroups,optionValues,sku,price,taxCategory,stockOnHand,trackInventory,variantAssets,variantFacets';
const pageCsv = `${header}
Trail Runner,trail-runner,"Light shoe, grippy sole",trail-runner.jpg,brand:Acme|category:Shoes,size|colour,42|Red,TR-42-RED,89.90,standard,25,true,,
,,,,,,43|Red,TR-43-RED,89.90,standard,10,true,,
,,,,,,43|Blue,TR-43-BLUE,94.90,standard,0,false,trail-runner-blue.jpg,colour:Blue
Gift Card,,Redeemable in all our stores,,category:Gifts,,,GIFT-25,25,zero,0,false,,
`;

test('rows-per-variant: a name starts a product, empty names add variants, product columns come from the first row', async () => {
  const { results, errors } = await parse(pageCsv);
  assert.deepEqual(errors, []);
  assert.deepEqual(results.map(r => r.variants.map(v => v.sku)), [['TR-42-RED', 'TR-43-RED', 'TR-43-BLUE'], ['GIFT-25']]);
  assert.deepEqual(results[0].product.assetPaths, ['trail-runner.jpg']);
});

test('slug-from-name: an empty slug is made from the name', async () => {
  const { results } = await parse(pageCsv);
  assert.equal(results[1].product.translations[0].slug, 'gift-card');
});

test('price-major-units: the parser keeps the price in major units, as a number', async () => {
  const { results } = await parse(pageCsv);
  assert.equal(results[0].variants[2].price, 94.9);
});

test('stock-empty-zero: an empty stockOnHand cell means 0', async () => {
  const { results } = await parse(`${header}\nMug,,,,,,,M-1,5,standard,,,,\n`);
  assert.equal(results[0].variants[0].stockOnHand, 0);
});

test('track-inventory-values: true, 1 or yes track, other values do not, empty inherits', async () => {
  const row = (v: string, sku: string) => `,,,,,,,${sku},5,standard,1,${v},,`;
  const csv = [header, 'Mug,,,,,,,M-0,5,standard,1,,,', row('YES', 'M-1'), row('1', 'M-2'), row('no', 'M-3'), row('True', 'M-4')].join('\n');
  const { results } = await parse(csv);
  assert.deepEqual(results[0].variants.map(v => v.trackInventory), ['INHERIT', 'TRUE', 'TRUE', 'FALSE', 'TRUE']);
});

test('cell-count: a row with another number of cells is skipped and reported', async () => {
  const { results, errors } = await parse(`${header}\nMug,,,,,,,M-1,5,standard,1,true,,\nCup,,,,,,,C-1,5,standard\n`);
  assert.equal(results.length, 1);
  assert.match(errors[0], /^Invalid Record Length: header length is 14, got 10 on line 3/);
});

test('required-columns: a file missing a required column is rejected as a whole', async () => {
  const { results, errors } = await parse('name,sku,price\nMug,M-1,5\n');
  assert.equal(results.length, 0);
  assert.match(errors[0], /The import file is missing the following columns: "slug", "description"/);
});

test('option-count: a row with the wrong number of option values is reported', async () => {
  const { errors } = await parse(`${header}\nShoe,,,,,size|colour,42,S-1,5,standard,1,true,,\n`);
  assert.match(errors[0], /The number of optionValues in column 'optionValues' must match the number of optionGroups on line 2/);
});

test('option-values-used: option groups get the values the variants use', async () => {
  const { results } = await parse(pageCsv);
  assert.deepEqual(
    results[0].product.optionGroups.map(g => g.translations[0].values),
    [['42', '43'], ['Red', 'Blue']],
  );
});

test('custom-field-unknown: a product: or variant: column without a matching custom field rejects the file', async () => {
  const { results, errors } = await parse(`${header},variant:colourCode\nMug,,,,,,,M-1,5,standard,1,true,,,x\n`);
  assert.equal(results.length, 0);
  assert.deepEqual(errors, ['Invalid custom field: variant:colourCode']);
});

const translatedHeader =
  'name:en,name:de,slug:en,slug:de,description,assets,facets:en,facets:de,optionGroups:en,optionGroups:de,optionValues:en,optionValues:de,sku,price,taxCategory,stockOnHand,trackInventory,variantAssets,variantFacets,product:featured,product:subtitle:en,product:subtitle:de,variant:ean';
const pageTranslatedCsv = `${translatedHeader}
Trail Runner,Trailläufer,trail-runner,traillaeufer,Light shoe,,brand:Acme|category:Shoes,Marke:Acme|Kategorie:Schuhe,size:shoe-size|colour,Größe|Farbe,42|Red,42|Rot,TR-42-RED,89.90,standard,25,true,,,true,For rough ground,Für rauen Untergrund,4006381333931
,,,,,,,,,,43|Red,43|Rot,TR-43-RED,89.90,standard,10,true,,,,,,4006381333948
`;

test('translations-sample: the two-language sample parses, with the option code taken from the first language column', async () => {
  const { results, errors } = await parse(pageTranslatedCsv);
  assert.deepEqual(errors, []);
  const [size, colour] = results[0].product.optionGroups;
  assert.equal(size.code, 'shoe-size');
  assert.equal(colour.code, undefined);
  assert.deepEqual(size.translations.map(t => t.name), ['size', 'Größe']);
  // untranslated description: the same value in both languages
  assert.deepEqual(results[0].product.translations.map(t => t.description), ['Light shoe', 'Light shoe']);
});

test('translated-or-not: a column may not appear both translated and untranslated', async () => {
  const { errors } = await parse('name,name:de,slug\nA,B,c\n');
  assert.match(errors[0], /must not contain both translated and untranslated columns for field 'name'/);
});

test('all-languages-needed: every language in the header needs its own column per translated field', async () => {
  const { errors } = await parse('name:en,name:de,slug:en\nA,B,a\n');
  assert.match(errors[0], /missing the following translations: "slug:de"/);
});

test('not-translatable: a language suffix on another column is an error', async () => {
  const { errors } = await parse('name:en,sku:en\nA,X\n');
  assert.deepEqual(errors, [`The 'sku' field is not translatable.`]);
});

test('variant-custom-not-translatable: a variant custom field column cannot carry a language', async () => {
  const { errors } = await parse(`${header},variant:ean:de\nMug,,,,,,,M-1,5,standard,1,true,,,x\n`);
  assert.deepEqual(errors, ['Invalid custom field: variant:ean:de']);
});

test('custom-field-values: lists split on |, booleans are true for "true" in any case, empty cells stay unset', () => {
  const importer = new (Importer as any)({ customFields });
  const cf = (values: Record<string, string>) => (importer as any).processCustomFieldValues(values, customFields.Product);
  assert.deepEqual(cf({ featured: 'TRUE', tags: 'a|b', subtitle: 'x' }), { featured: true, tags: ['a', 'b'], subtitle: 'x' });
  assert.equal(cf({ featured: 'yes' }).featured, false);
  assert.equal(cf({ featured: '' }).featured, undefined);
});

test('tax-category-match: the name is a case-insensitive pattern, and no match gives the first category', () => {
  const importer = new (Importer as any)({ customFields });
  const categories = [{ id: 1, name: 'Standard Tax' }, { id: 2, name: 'Zero Tax' }];
  assert.equal((importer as any).getMatchingTaxCategoryId('zero', categories), 2);
  assert.equal((importer as any).getMatchingTaxCategoryId('reduced', categories), 1);
});

test('redirects-private: a URL pointing at a private address is refused by default', async () => {
  await assert.rejects(assertPublicUrl('http://127.0.0.1/image.jpg', {}));
  await assert.rejects(assertPublicUrl('http://192.168.1.10/image.jpg', {}));
});

test('default-assets-dir: the default importAssetsDir lies inside the @vendure/core package', () => {
  const coreDir = dirname(require.resolve('@vendure/core/package.json'));
  assert.ok(defaultConfig.importExportOptions.importAssetsDir.startsWith(coreDir));
});

test('upload-max-size: the default upload limit is 20 MiB', () => {
  assert.equal(defaultConfig.assetOptions.uploadMaxFileSize, 20 * 1024 * 1024);
});

test('sample-data-counts: the demo data of @vendure/create has the stated size', async () => {
  const assets = join(dirname(require.resolve('@vendure/create/package.json')), 'assets');
  const initial = JSON.parse(readFileSync(join(assets, 'initial-data.json'), 'utf8'));
  assert.deepEqual(
    [initial.countries.length, initial.taxRates.length, initial.shippingMethods.length, initial.paymentMethods.length, initial.roles.length, initial.collections.length],
    [248, 3, 2, 1, 3, 9],
  );
  assert.equal(initial.paymentMethods[0].handler.code, 'dummy-payment-handler');
  const demoParser = new ImportParser({ customFields: { Product: [], ProductVariant: [] }, defaultLanguageCode: LanguageCode.en } as any);
  const { results, errors } = await demoParser.parseProducts(readFileSync(join(assets, 'products.csv'), 'utf8'));
  assert.deepEqual(errors, []);
  assert.equal(results.length, 54);
  assert.equal(results.flatMap(r => r.variants).length, 88);
});
