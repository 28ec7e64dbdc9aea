import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { DocumentNode, buildSchema, isInputObjectType, isNonNullType } from 'graphql';
import gql from 'graphql-tag';
import { getMetadataArgsStorage } from 'typeorm';
import {
  AuthenticationStrategy,
  Customer,
  NativeAuthenticationStrategy,
  RequestContext,
  User,
  defaultConfig,
} from '@vendure/core';
import { generateAuthenticationTypes } from '@vendure/core/dist/api/config/generate-auth-types';
import { DefaultCustomerChannelAssignmentStrategy } from '@vendure/core/dist/config/auth/default-customer-channel-assignment-strategy';

const require = createRequire(import.meta.url);
const en: { errorResult: Record<string, string> } = require('@vendure/core/dist/i18n/messages/en.json');

class GitHubLikeStrategy implements AuthenticationStrategy<{ code: string }> {
  readonly name = 'github';
  defineInputType(): DocumentNode {
    return gql`
      input GitHubSignInInput {
        code: String!
      }
      input SomethingElseInput {
        other: String
      }
    `;
  }
  async authenticate(_ctx: RequestContext, _data: { code: string }): Promise<User | false | string> {
    return false;
  }
}

test('authentication-input: one optional field per strategy, named after it, typed by its first input', () => {
  const schema = generateAuthenticationTypes(buildSchema('type Query { ok: Boolean }'), [
    new NativeAuthenticationStrategy(),
    new GitHubLikeStrategy(),
  ]);
  const input = schema.getType('AuthenticationInput');
  assert.ok(isInputObjectType(input));
  const fields = input.getFields();
  assert.deepEqual(Object.keys(fields), ['native', 'github']);
  assert.equal(fields.github.type.toString(), 'GitHubSignInInput');
  assert.equal(fields.native.type.toString(), 'NativeAuthInput');
  assert.ok(Object.values(fields).every(field => !isNonNullType(field.type)));
});

test('invalid-credentials-message: the generic message of InvalidCredentialsError', () => {
  assert.equal(en.errorResult.INVALID_CREDENTIALS_ERROR, 'The provided credentials are invalid');
});

test('default-shop-strategies: one NativeAuthenticationStrategy, and verification required', () => {
  const strategies = defaultConfig.authOptions.shopAuthenticationStrategy;
  assert.equal(strategies.length, 1);
  assert.ok(strategies[0] instanceof NativeAuthenticationStrategy);
  assert.equal(defaultConfig.authOptions.requireVerification, true);
});

test('channel-assignment-default: the default strategy always allows the assignment', async () => {
  assert.ok(defaultConfig.authOptions.customerChannelAssignmentStrategy instanceof DefaultCustomerChannelAssignmentStrategy);
  assert.equal(await new DefaultCustomerChannelAssignmentStrategy().canAssignCustomerToChannel(), true);
});

test('cross-channel-fails: Customer.user is the owning side of a one-to-one relation', () => {
  const storage = getMetadataArgsStorage();
  const relation = storage.relations.find(r => r.target === Customer && r.propertyName === 'user');
  assert.equal(relation?.relationType, 'one-to-one');
  assert.ok(storage.joinColumns.some(c => c.target === Customer && c.propertyName === 'user'));
});
