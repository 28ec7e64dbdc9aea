import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Address, Channel, Customer, CustomerService, RequestContext } from '@vendure/core';

test('guest-record: a second guest checkout with the same email updates the existing record', async () => {
  const existing = new Customer({ id: 5, emailAddress: 'ada@example.com', firstName: 'Ada', lastName: 'Byron', phoneNumber: '1', channels: [] });
  const saved: Customer[] = [];
  const service = Object.create(CustomerService.prototype);
  service.connection = {
    getRepository: () => ({
      findOne: async () => existing,
      save: async (c: Customer) => {
        saved.push(c);
        return c;
      },
    }),
    getEntityOrThrow: async () => new Channel({ id: 1 }),
  };
  const result = await service.createOrUpdate(
    RequestContext.empty(),
    { emailAddress: 'Ada@Example.com', firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '2' },
    true,
  );
  assert.equal(result.id, 5);
  assert.equal(result.lastName, 'Lovelace');
  assert.equal(result.phoneNumber, '2');
  assert.equal(saved.length, 1);
});

test('default-address-reassigned: deleting the default address passes the role to the oldest remaining one', async () => {
  const toDelete = new Address({ id: 2, defaultShippingAddress: true, defaultBillingAddress: false });
  const older = new Address({ id: 1, defaultShippingAddress: false });
  const newer = new Address({ id: 3, defaultShippingAddress: false });
  const saved: Address[] = [];
  const service = Object.create(CustomerService.prototype);
  service.connection = {
    getRepository: () => ({
      findOne: async () => ({ ...toDelete, customer: { addresses: [newer, toDelete, older] } }),
      save: async (a: Address) => {
        saved.push(a);
        return a;
      },
    }),
  };
  await service.reassignDefaultsForDeletedAddress(RequestContext.empty(), toDelete);
  assert.equal(saved.length, 1);
  assert.equal(saved[0].id, 1);
  assert.equal(saved[0].defaultShippingAddress, true);
});
