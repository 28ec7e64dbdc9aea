import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  AuthService,
  AuthenticationStrategy,
  ExternalAuthenticationMethod,
  InvalidCredentialsError,
  NativeAuthenticationMethod,
  NativeAuthenticationStrategy,
  RequestContext,
  Role,
  UnverifiedExternalEmailError,
  User,
  defaultConfig,
} from '@vendure/core';
import { ShopAuthResolver } from '@vendure/core/dist/api/resolvers/shop/shop-auth.resolver';
import { generateAuthenticationTypes } from '@vendure/core/dist/api/config/generate-auth-types';
import { buildSchema, DocumentNode, GraphQLInputObjectType, parse } from 'graphql';

class FixedResultStrategy implements AuthenticationStrategy<{ idToken: string }> {
  constructor(
    readonly name: string,
    private readonly result: User | false | string,
  ) {}
  defineInputType(): DocumentNode {
    return parse('input GoogleSignInInput { idToken: String! }');
  }
  async authenticate(): Promise<User | false | string> {
    return this.result;
  }
}

function authServiceWith(strategies: AuthenticationStrategy[], sessions: string[] = []) {
  const connection = {
    getRepository: () => ({ save: async (u: unknown) => u }),
  };
  const configService = {
    authOptions: { shopAuthenticationStrategy: strategies, adminAuthenticationStrategy: [], requireVerification: true },
  };
  const sessionService = {
    createNewAuthenticatedSession: async (_ctx: unknown, user: User, strategy: string) => {
      sessions.push(strategy);
      return { token: 'token', user };
    },
  };
  const eventBus = { publish: async () => undefined };
  return new AuthService(connection as never, configService as never, sessionService as never, eventBus as never);
}

const ctx = RequestContext.empty();
const errorCode = (result: object) => ('errorCode' in result ? result.errorCode : undefined);
const customerRole = () => new Role({ code: 'customer', channels: [] });

test('input-field-named-after-strategy: AuthenticationInput gets a "google" field of the strategy input type', () => {
  const base = buildSchema('type Query { ok: Boolean }');
  const schema = generateAuthenticationTypes(base, [new FixedResultStrategy('google', false)]);
  const input = schema.getType('AuthenticationInput');
  assert.ok(input instanceof GraphQLInputObjectType);
  assert.equal(String(input.getFields().google.type), 'GoogleSignInInput');
});

test('return-values: a string becomes InvalidCredentialsError.authenticationError, false an empty one', async () => {
  const refused = await authServiceWith([new FixedResultStrategy('google', 'Please try again.')]).authenticate(
    ctx,
    'shop',
    'google',
    {},
  );
  assert.ok(refused instanceof InvalidCredentialsError);
  assert.equal(refused.authenticationError, 'Please try again.');
  const rejected = await authServiceWith([new FixedResultStrategy('google', false)]).authenticate(ctx, 'shop', 'google', {});
  assert.ok(rejected instanceof InvalidCredentialsError);
  assert.equal(rejected.authenticationError, '');
});

test('found-by-name: the strategy is picked by its name, wherever it is in the list', async () => {
  const sessions: string[] = [];
  const user = new User({ id: 1, verified: true, roles: [customerRole()], authenticationMethods: [] });
  const service = authServiceWith(
    [new FixedResultStrategy('other', false), new FixedResultStrategy('google', user), new FixedResultStrategy('third', false)],
    sessions,
  );
  const result = await service.authenticate(ctx, 'shop', 'google', {});
  assert.ok(!(result instanceof InvalidCredentialsError));
  assert.deepEqual(sessions, ['google']);
});

test('not-verified-check: an unverified User passes an external sign-in only once it has an external method', async () => {
  const unverified = (methods: Array<ExternalAuthenticationMethod | NativeAuthenticationMethod>) =>
    new User({ id: 1, verified: false, roles: [customerRole()], authenticationMethods: methods });
  const native = new NativeAuthenticationMethod({ identifier: 'ada@example.com', verificationToken: 'abc' });
  const google = new ExternalAuthenticationMethod({ strategy: 'google', externalIdentifier: 'sub-1' });
  const service = authServiceWith([]);
  const linked = await service.createAuthenticatedSessionForUser(ctx, unverified([native, google]), 'google');
  assert.equal(errorCode(linked), undefined);
  const withoutExternal = await service.createAuthenticatedSessionForUser(ctx, unverified([native]), 'google');
  assert.equal(errorCode(withoutExternal), 'NOT_VERIFIED_ERROR');
  const passwordLogin = await service.createAuthenticatedSessionForUser(ctx, unverified([native, google]), 'native');
  assert.equal(errorCode(passwordLogin), 'NOT_VERIFIED_ERROR');
});

test('unverified-email-error-code: the refusal to link carries the code UNVERIFIED_EXTERNAL_EMAIL', () => {
  const error = new UnverifiedExternalEmailError();
  assert.equal(error.extensions.code, 'UNVERIFIED_EXTERNAL_EMAIL');
});

test('shop-strategy-default: the default Shop API list holds only the NativeAuthenticationStrategy', () => {
  const strategies = defaultConfig.authOptions.shopAuthenticationStrategy;
  assert.equal(strategies.length, 1);
  assert.ok(strategies[0] instanceof NativeAuthenticationStrategy);
});

test('native-required: registerCustomerAccount answers NativeAuthStrategyError without a native strategy', async () => {
  const configService = { authOptions: { shopAuthenticationStrategy: [new FixedResultStrategy('google', false)] } };
  const resolver = new ShopAuthResolver(
    null as never,
    null as never,
    null as never,
    configService as never,
    null as never,
    null as never,
    null as never,
  );
  const result = await resolver.registerCustomerAccount(ctx, {
    input: { emailAddress: 'ada@example.com' },
  });
  assert.ok('errorCode' in result);
  assert.equal(result.errorCode, 'NATIVE_AUTH_STRATEGY_ERROR');
});
