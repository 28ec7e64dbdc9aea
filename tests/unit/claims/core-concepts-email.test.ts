import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { EventBus, OrderStateTransitionEvent, RequestContext, VendureEvent } from '@vendure/core';
import {
  EmailEventListener,
  HandlebarsMjmlGenerator,
  NodemailerEmailSender,
  defaultEmailHandlers,
  emailAddressChangeHandler,
  emailVerificationHandler,
  orderConfirmationHandler,
  passwordResetHandler,
} from '@vendure/email-plugin';

class ProbeEvent extends VendureEvent {
  constructor(public ctx: RequestContext) {
    super();
  }
}
class ProbeSubEvent extends ProbeEvent {}

test('default-handlers: four handlers with these types and events', () => {
  assert.deepEqual(defaultEmailHandlers, [
    orderConfirmationHandler,
    emailVerificationHandler,
    passwordResetHandler,
    emailAddressChangeHandler,
  ]);
  assert.deepEqual(
    defaultEmailHandlers.map(h => [h.type, (h.event as any).name]),
    [
      ['order-confirmation', 'OrderStateTransitionEvent'],
      ['email-verification', 'AccountRegistrationEvent'],
      ['password-reset', 'PasswordResetEvent'],
      ['email-address-change', 'IdentifierChangeRequestEvent'],
    ],
  );
});

test('order-confirmation-filter: PaymentSettled with a customer, not coming back from Modifying', () => {
  const filters = (orderConfirmationHandler as any).filterFns as Array<(e: any) => boolean>;
  const passes = (fromState: string, toState: string, customer: unknown) =>
    filters.every(f => f({ fromState, toState, order: { customer } }));
  assert.equal(passes('PaymentAuthorized', 'PaymentSettled', { id: 1 }), true);
  assert.equal(passes('Modifying', 'PaymentSettled', { id: 1 }), false);
  assert.equal(passes('PaymentAuthorized', 'PaymentSettled', undefined), false);
  assert.equal(passes('ArrangingPayment', 'PaymentAuthorized', { id: 1 }), false);
  assert.ok(OrderStateTransitionEvent);
});

test('handlers-are-builders: a setter returns the same handler it changed', () => {
  const handler = new EmailEventListener('probe').on(ProbeEvent);
  assert.equal(handler.setSubject('Hello'), handler);
  assert.equal(handler.setFrom('{{ fromAddress }}'), handler);
  assert.equal((handler as any).defaultSubject, 'Hello');
});

test('required-setters: without setRecipient, setFrom or setSubject the handler throws', async () => {
  const event = new ProbeEvent(RequestContext.empty());
  const noRecipient = new EmailEventListener('probe').on(ProbeEvent).setFrom('a@b.c').setSubject('s');
  await assert.rejects(noRecipient.handle(event as any, {}, {} as any), /setRecipient/);
  const noFrom = new EmailEventListener('probe').on(ProbeEvent).setRecipient(() => 'x@y.z').setSubject('s');
  await assert.rejects(noFrom.handle(event as any, {}, {} as any), /setFrom/);
  const noSubject = new EmailEventListener('probe').on(ProbeEvent).setRecipient(() => 'x@y.z').setFrom('a@b.c');
  await assert.rejects(noSubject.handle(event as any, {}, {} as any), /setSubject/);
});

test('template-vars-merge: global variables first, the handler wins on a clash', async () => {
  const event = new ProbeEvent(RequestContext.empty());
  const base = () => new EmailEventListener('probe').on(ProbeEvent).setRecipient(() => 'x@y.z').setFrom('a@b.c').setSubject('s');
  const withoutVars = await base().handle(event as any, { shop: 'A', name: 'global' }, {} as any);
  assert.deepEqual(withoutVars?.templateVars, { shop: 'A', name: 'global' });
  const withVars = await base()
    .setTemplateVars(() => ({ name: 'handler' }))
    .handle(event as any, { shop: 'A', name: 'global' }, {} as any);
  assert.deepEqual(withVars?.templateVars, { shop: 'A', name: 'handler' });
  assert.equal(withVars?.templateFile, 'body.hbs');
});

test('format-money-helper: minor units divided by 100, currency string with a code', async () => {
  const generator = new HandlebarsMjmlGenerator();
  await generator.onInit({ templateLoader: {} } as any);
  const result = await generator.generate(
    '{{ fromAddress }}',
    '{{ formatMoney total "USD" "en-US" }} {{ formatMoney total }}',
    '<mjml><mj-body><mj-section><mj-column><mj-text>{{ message }}</mj-text></mj-column></mj-section></mj-body></mjml>',
    { total: 12900, message: '<b>hi</b>' },
  );
  assert.equal(result.subject, '$129.00 129');
  // missing-from-address: no fromAddress variable gives an empty sender
  assert.equal(result.from, '');
  // handlebars-escapes: HTML in a variable arrives as text
  assert.ok(result.body.includes('&lt;b&gt;hi&lt;/b&gt;'));
});

test('file-transport: one .json file per email with sender, recipient, subject and body', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'email-claims-'));
  const sender = new NodemailerEmailSender();
  const email = { from: 'a@b.c', recipient: 'x@y.z', subject: 'Hi', body: '<p>x</p>', attachments: [] } as any;
  await sender.send(email, { type: 'file', outputPath: dir });
  const files = readdirSync(dir);
  assert.equal(files.length, 1);
  assert.ok(files[0].endsWith('.json'));
  const json = JSON.parse(readFileSync(join(dir, files[0]), 'utf8'));
  assert.equal(json.from, 'a@b.c');
  assert.equal(json.recipient, 'x@y.z');
  assert.equal(json.subject, 'Hi');
  assert.equal(json.body, '<p>x</p>');
});

test('file-transport-raw-broken: the buffered Nodemailer result has no pipe() for the raw writer', async () => {
  // NodemailerEmailSender.sendFileRaw() uses a buffering stream transport and then calls
  // info.message.pipe(): with the installed Nodemailer the message is a Buffer, so that call throws.
  const transporter = createTransport({ streamTransport: true, buffer: true });
  const info: any = await transporter.sendMail({ from: 'a@b.c', to: 'x@y.z', subject: 'Hi', html: '<p>x</p>' });
  assert.ok(Buffer.isBuffer(info.message));
  assert.equal(typeof info.message.pipe, 'undefined');
});

test('of-type-exact-class: subclasses of the event class do not match', async () => {
  const bus = new EventBus({} as any);
  const seen: string[] = [];
  const sub = bus.ofType(ProbeEvent).subscribe(e => seen.push(e.constructor.name));
  await bus.publish(new ProbeSubEvent(undefined as any));
  await bus.publish(new ProbeEvent(undefined as any));
  await new Promise(resolve => setTimeout(resolve, 10));
  sub.unsubscribe();
  assert.deepEqual(seen, ['ProbeEvent']);
});
