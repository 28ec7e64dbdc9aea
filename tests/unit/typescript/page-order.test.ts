import assert from 'node:assert/strict';
import { test } from 'node:test';
import { moveMainDeclarationFirst, pageTitle } from '../../../generators/typescript/pages';
import { summary } from '../../../generators/typescript/render-markdown';
import type { DocDeclaration } from '../../../generators/typescript/types';

const decl = (name: string, signature: string, weight?: number) => ({ name, signature, weight }) as DocDeclaration;

test('a slug-like @docsPage becomes a title; other page names stay as written', () => {
  assert.equal(pageTitle('page-blocks'), 'Page Blocks');
  assert.equal(pageTitle('HistoryEntries'), 'HistoryEntries');
  assert.equal(pageTitle('Custom Providers'), 'Custom Providers');
});

test('the declaration that uses the others and is used by none comes first', () => {
  const context = decl('AlertActionContext', 'interface AlertActionContext { order: string }');
  const action = decl('DashboardAlertAction', 'interface DashboardAlertAction { onClick(ctx: AlertActionContext): void }');
  const definition = decl('DashboardAlertDefinition', 'interface DashboardAlertDefinition { actions: DashboardAlertAction[]; ctx: AlertActionContext }');
  const page = [context, action, definition];
  moveMainDeclarationFirst(page);
  assert.deepEqual(page.map((d) => d.name), ['DashboardAlertDefinition', 'AlertActionContext', 'DashboardAlertAction']);
});

test('explicit weights and pages without a clear main declaration keep their order', () => {
  const weighted = [decl('A', 'type A = string', 1), decl('B', 'type B = A', 2)];
  moveMainDeclarationFirst(weighted);
  assert.deepEqual(weighted.map((d) => d.name), ['A', 'B']);
  const unrelated = [decl('X', 'type X = string'), decl('Y', 'type Y = number')];
  moveMainDeclarationFirst(unrelated);
  assert.deepEqual(unrelated.map((d) => d.name), ['X', 'Y']);
});

test('a summary skips a bold status line and drops emphasis markers', () => {
  assert.equal(summary('**Status: Developer Preview**\n\nDefines a **dashboard** widget with _custom_ content. More.'), 'Defines a dashboard widget with custom content.');
});

test('the declaration a @docsPage is named after comes first, before its implementations and constants, tagged or not', () => {
  const onPage = (name: string, signature: string) => ({ ...decl(name, signature), page: 'OrderCodeStrategy' }) as DocDeclaration;
  const page = [
    onPage('DefaultOrderCodeStrategy', 'class DefaultOrderCodeStrategy implements OrderCodeStrategy { generate(ctx: RequestContext): string }'),
    onPage('orderCodeStrategyDefaults', 'const orderCodeStrategyDefaults: OrderCodeStrategy'),
    decl('OrderCodeStrategy', 'interface OrderCodeStrategy extends InjectableStrategy { generate(ctx: RequestContext): string }'),
  ];
  moveMainDeclarationFirst(page);
  assert.deepEqual(page.map((d) => d.name), ['OrderCodeStrategy', 'DefaultOrderCodeStrategy', 'orderCodeStrategyDefaults']);
});

test('on a page named otherwise, implementing or extending a declaration does not make a class the main one', () => {
  const base = decl('AuthenticationMethod', 'class AuthenticationMethod { id: ID }');
  const external = decl('ExternalAuthenticationMethod', 'class ExternalAuthenticationMethod extends AuthenticationMethod { strategy: string }');
  const page = [base, external];
  moveMainDeclarationFirst(page);
  assert.deepEqual(page.map((d) => d.name), ['AuthenticationMethod', 'ExternalAuthenticationMethod']);
  const generic = decl('Holder', 'interface Holder<T extends Item> { items: Item[] }');
  const item = decl('Item', 'interface Item { id: string }');
  const withGeneric = [item, generic];
  moveMainDeclarationFirst(withGeneric);
  assert.deepEqual(withGeneric.map((d) => d.name), ['Holder', 'Item'], 'a use in the body still counts');
});
