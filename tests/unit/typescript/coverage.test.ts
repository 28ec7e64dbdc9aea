/**
 * Coverage of the real, pinned packages: every declaration whose doc comment has @docsCategory
 * (and no @internal) is on exactly one page, no two declarations share a route, every route the
 * spec requires under the generated sections exists, and anchors are unique within each page.
 *
 * The expected set is found by a scan of its own (top-level statements with a doc comment), not by
 * the generator's parser, so a declaration the parser silently skipped would fail this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { generateReference } from '../../../generators/typescript/generate-reference';
import { categoryRoute, sectionRoute } from '../../../generators/typescript/slugs';
import { collectInput } from '../../../scripts/steps/typescript-reference';

/** Routes of ../shared/spec/routes.txt under the four generated sections. */
const requiredRoutes = [
  '/reference/admin-ui-api/action-bar/',
  '/reference/admin-ui-api/alerts/',
  '/reference/admin-ui-api/bulk-actions/',
  '/reference/admin-ui-api/components/',
  '/reference/admin-ui-api/custom-detail-components/',
  '/reference/admin-ui-api/custom-history-entry-components/',
  '/reference/admin-ui-api/custom-input-components/',
  '/reference/admin-ui-api/custom-table-components/',
  '/reference/admin-ui-api/dashboard-widgets/',
  '/reference/admin-ui-api/directives/',
  '/reference/admin-ui-api/list-detail-views/',
  '/reference/admin-ui-api/nav-menu/',
  '/reference/admin-ui-api/pipes/',
  '/reference/admin-ui-api/react-components/',
  '/reference/admin-ui-api/react-extensions/',
  '/reference/admin-ui-api/react-hooks/',
  '/reference/admin-ui-api/routes/',
  '/reference/admin-ui-api/services/',
  '/reference/admin-ui-api/tabs/',
  '/reference/admin-ui-api/ui-devkit/',
  '/reference/admin-ui-api/',
  '/reference/core-plugins/admin-ui-plugin/',
  '/reference/core-plugins/asset-server-plugin/',
  '/reference/core-plugins/elasticsearch-plugin/',
  '/reference/core-plugins/email-plugin/',
  '/reference/core-plugins/graphiql-plugin/',
  '/reference/core-plugins/harden-plugin/',
  '/reference/core-plugins/job-queue-plugin/',
  '/reference/core-plugins/payments-plugin/',
  '/reference/core-plugins/payments-plugin/braintree-plugin/',
  '/reference/core-plugins/payments-plugin/mollie-plugin/',
  '/reference/core-plugins/payments-plugin/stripe-plugin/',
  '/reference/core-plugins/sentry-plugin/',
  '/reference/core-plugins/stellate-plugin/',
  '/reference/core-plugins/telemetry-plugin/',
  '/reference/dashboard/components/',
  '/reference/dashboard/extensions/',
  '/reference/dashboard/hooks/',
  '/reference/typescript-api/assets/',
  '/reference/typescript-api/auth/',
  '/reference/typescript-api/cache/',
  '/reference/typescript-api/common/',
  '/reference/typescript-api/configurable-operation-def/',
  '/reference/typescript-api/configuration/',
  '/reference/typescript-api/custom-fields/',
  '/reference/typescript-api/data-access/',
  '/reference/typescript-api/default-search-plugin/',
  '/reference/typescript-api/entities/',
  '/reference/typescript-api/errors/',
  '/reference/typescript-api/events/',
  '/reference/typescript-api/fulfillment/',
  '/reference/typescript-api/health-check/',
  '/reference/typescript-api/import-export/',
  '/reference/typescript-api/job-queue/',
  '/reference/typescript-api/logger/',
  '/reference/typescript-api/migration/',
  '/reference/typescript-api/money/',
  '/reference/typescript-api/orders/',
  '/reference/typescript-api/payment/',
  '/reference/typescript-api/plugin/',
  '/reference/typescript-api/products-stock/',
  '/reference/typescript-api/promotions/',
  '/reference/typescript-api/request/',
  '/reference/typescript-api/scheduled-tasks/',
  '/reference/typescript-api/service-helpers/',
  '/reference/typescript-api/services/',
  '/reference/typescript-api/settings-store/',
  '/reference/typescript-api/shipping/',
  '/reference/typescript-api/state-machine/',
  '/reference/typescript-api/tax/',
  '/reference/typescript-api/telemetry/',
  '/reference/typescript-api/testing/',
  '/reference/typescript-api/worker/',
  '/reference/typescript-api/testing/register-initializer/',
  '/reference/typescript-api/testing/simple-graph-qlclient/',
  '/reference/typescript-api/testing/test-config/',
  '/reference/typescript-api/testing/test-db-initializer/',
  '/reference/typescript-api/testing/test-environment/',
  '/reference/typescript-api/testing/test-server/',
  '/reference/typescript-api/testing/test-server-options/',
  '/reference/typescript-api/testing/testing-logger/',
  '/reference/typescript-api/worker/bootstrap-worker/',
  '/reference/typescript-api/worker/vendure-worker/',
  '/reference/typescript-api/worker/worker-health-check-config/',
  '/reference/typescript-api/entities/address/',
  '/reference/typescript-api/entities/zone/',
];

function lastDocComment(node: ts.Node, sf: ts.SourceFile): string | undefined {
  const ranges = ts.getLeadingCommentRanges(sf.text, node.pos) ?? [];
  const docs = ranges.map((r) => sf.text.slice(r.pos, r.end)).filter((t) => t.startsWith('/**'));
  return docs[docs.length - 1];
}

/** `package|file|name` of every top-level declaration documented with @docsCategory. */
function expectedDeclarations(pkg: string, path: string, text: string): string[] {
  const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const names = new Set<string>();
  for (const statement of sf.statements) {
    const names_ = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations.map((d) => d.name.getText(sf))
      : [(statement as { name?: ts.Identifier }).name?.text].filter((n): n is string => Boolean(n));
    // Overloads: the doc comment sits on the first of them.
    const doc = lastDocComment(statement, sf);
    if (!doc || !/@docsCategory\s+\S/.test(doc) || /@internal\b/.test(doc)) continue;
    for (const name of names_) names.add(`${pkg}|${path}|${name}`);
  }
  return [...names];
}

const ready = collectInput({ withTypeHints: false }).then(({ input, excluded }) => ({ input, excluded, result: generateReference(input) }));

describe('coverage of the pinned packages', () => {
  it('puts every declaration with @docsCategory on exactly one page', async () => {
    const { input, result } = await ready;
    const expected = input.packages.flatMap((p) => p.files.flatMap((f) => expectedDeclarations(p.name, f.path, f.text)));
    const onPages = new Map<string, number>();
    for (const page of result.pages) {
      for (const d of page.declarations) {
        const key = `${d.packageName}|${d.file}|${d.name}`;
        onPages.set(key, (onPages.get(key) ?? 0) + 1);
      }
    }
    const missing = expected.filter((k) => !onPages.has(k));
    const duplicated = expected.filter((k) => (onPages.get(k) ?? 0) > 1);
    assert.deepEqual(missing, [], 'declarations without a page');
    assert.deepEqual(duplicated, [], 'declarations on more than one page');
    const perSection = ['typescript-api', 'core-plugins', 'admin-ui-api', 'dashboard']
      .map((s) => `${s} ${result.pages.filter((p) => p.section === s).length}`)
      .join(', ');
    console.log(
      `[coverage] ${expected.length} declarations with @docsCategory, each on exactly one page; ` +
        `${result.declarations.length} declarations published (incl. ones placed by @docsPage) on ${result.pages.length} pages (${perSection})`,
    );
  });

  it('has no two declarations on one route', async () => {
    const { result } = await ready;
    assert.deepEqual(result.collisions, []);
  });

  it('skips only generated copies of types that are documented elsewhere', async () => {
    const { excluded, result } = await ready;
    const published = new Set(result.declarations.map((d) => d.name));
    const lost = excluded.flatMap((e) => expectedDeclarations(e.pkg, e.path, e.text)).filter((k) => !published.has(k.split('|')[2]));
    assert.deepEqual(lost, []);
  });

  it('creates every route the spec requires under the generated sections', async () => {
    const { input, result } = await ready;
    const routes = new Set<string>(result.pages.map((p) => p.route));
    for (const section of ['typescript-api', 'core-plugins', 'admin-ui-api', 'dashboard'] as const) {
      routes.add(sectionRoute(section));
    }
    const categories = new Set<string>();
    for (const page of result.pages) categories.add(categoryRoute(page.section, page.categorySlugs));
    for (const page of result.pages) {
      for (let i = 1; i < page.categorySlugs.length; i++) categories.add(categoryRoute(page.section, page.categorySlugs.slice(0, i)));
    }
    for (const h of input.handwritten ?? []) categories.add(categoryRoute(h.section, [h.category]));
    const missing = requiredRoutes.filter((r) => !routes.has(r) && !categories.has(r));
    assert.deepEqual(missing, []);
  });

  it('gives every heading on a page a distinct id', async () => {
    const { result } = await ready;
    const clashes: string[] = [];
    for (const [section, files] of result.files) {
      for (const f of files.filter((file) => file.path.endsWith('.mdx'))) {
        const ids = [...f.content.matchAll(/^#{2,6} .* \{#([^}]+)\}$/gm)].map((m) => m[1]);
        const seen = new Set<string>();
        for (const id of ids) {
          if (seen.has(id)) clashes.push(`${section}/${f.path}#${id}`);
          seen.add(id);
        }
      }
    }
    assert.deepEqual(clashes, []);
  });
});
