/**
 * A new shop has a catalogue but no customers, orders or promotions. Before the screenshots are
 * taken, this gives it some, through the same APIs a storefront and an administrator use: three
 * customers, two orders placed by guests at the checkout, a draft order and a coupon promotion.
 */
import type { VendureServer } from '../lib/vendure-server/server';

interface GraphqlResult {
  data?: Record<string, unknown>;
  errors?: Array<{ message: string }>;
}

export class Client {
  private token?: string;
  constructor(private readonly url: string) {}

  async run(query: string, variables: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    this.token = response.headers.get('vendure-auth-token') ?? this.token;
    const result = (await response.json()) as GraphqlResult;
    if (result.errors?.length) throw new Error(`preparing the shop failed: ${result.errors.map((e) => e.message).join('; ')}\n${query}`);
    const first = Object.values(result.data ?? {})[0] as { errorCode?: string; message?: string } | null;
    if (first && typeof first === 'object' && 'errorCode' in first && first.errorCode) {
      throw new Error(`preparing the shop failed: ${first.errorCode}: ${first.message}\n${query}`);
    }
    return result.data ?? {};
  }
}

export const customers = [
  { firstName: 'Hayden', lastName: 'Zieme', emailAddress: 'hayden.zieme@example.com', city: 'Leeds', postalCode: 'LS1 4AP', variantId: '1', quantity: 1 },
  { firstName: 'Marques', lastName: 'Sawayn', emailAddress: 'marques.sawayn@example.com', city: 'Bristol', postalCode: 'BS1 5TR', variantId: '8', quantity: 2 },
  { firstName: 'Trevor', lastName: 'Donnelly', emailAddress: 'trevor.donnelly@example.com', city: 'York', postalCode: 'YO1 7HH' },
];

/** A guest checkout of the customer's item, paid with the dummy handler (the payment stays authorized). */
export async function placeOrder(server: VendureServer, customer: (typeof customers)[number]): Promise<void> {
  const shop = new Client(server.shopApi);
  await shop.run('mutation($id: ID!, $q: Int!) { addItemToOrder(productVariantId: $id, quantity: $q) { __typename } }', { id: customer.variantId, q: customer.quantity });
  await shop.run('mutation($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { __typename } }', {
    input: { firstName: customer.firstName, lastName: customer.lastName, emailAddress: customer.emailAddress },
  });
  await shop.run('mutation($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { __typename } }', {
    input: { fullName: `${customer.firstName} ${customer.lastName}`, streetLine1: '1 High Street', city: customer.city, postalCode: customer.postalCode, countryCode: 'GB' },
  });
  await shop.run('mutation { setOrderShippingMethod(shippingMethodId: ["1"]) { __typename } }');
  await shop.run('mutation { transitionOrderToState(state: "ArrangingPayment") { __typename } }');
  await shop.run('mutation { addPaymentToOrder(input: { method: "standard-payment", metadata: {} }) { __typename } }');
}

/** An Admin API client signed in as the sample server's superadmin. */
export async function adminClient(server: VendureServer): Promise<Client> {
  const admin = new Client(server.adminApi);
  await admin.run('mutation { login(username: "superadmin", password: "superadmin") { __typename } }');
  return admin;
}

export async function prepareShop(server: VendureServer): Promise<void> {
  for (const customer of customers.filter((c) => c.variantId)) await placeOrder(server, customer);
  const admin = await adminClient(server);
  const last = customers[2];
  await admin.run('mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { __typename } }', {
    input: { firstName: last.firstName, lastName: last.lastName, emailAddress: last.emailAddress, phoneNumber: '01904 000000' },
  });
  const draft = (await admin.run('mutation { createDraftOrder { id } }')) as { createDraftOrder: { id: string } };
  await admin.run('mutation($id: ID!) { addItemToDraftOrder(orderId: $id, input: { productVariantId: "3", quantity: 1 }) { __typename } }', { id: draft.createDraftOrder.id });
  await admin.run(`mutation {
    createPromotion(input: {
      enabled: true
      couponCode: "SPRING10"
      perCustomerUsageLimit: 1
      conditions: [{ code: "minimum_order_amount", arguments: [{ name: "amount", value: "5000" }, { name: "taxInclusive", value: "false" }] }]
      actions: [{ code: "order_percentage_discount", arguments: [{ name: "discount", value: "10" }] }]
      translations: [{ languageCode: en, name: "Spring sale", description: "10% off orders over 50.00" }]
    }) { __typename }
  }`);
}
