import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultConfig, Injector } from '@vendure/core';
import { ConfigModule } from '@vendure/core/dist/config/config.module';

test('injector-strict-false: Injector.get() asks ModuleRef.get() with strict: false', () => {
  const calls: unknown[] = [];
  const moduleRef = { get: (token: unknown, options: unknown) => (calls.push([token, options]), 'found') };
  const injector = new Injector(moduleRef as never);
  assert.equal(injector.get('SOME_TOKEN'), 'found');
  assert.deepEqual(calls, [['SOME_TOKEN', { strict: false }]]);
});

test('config-module-known-strategies: ConfigModule initialises the strategies of the config, auth strategies included', () => {
  const module = new ConfigModule(defaultConfig as never, {} as never) as unknown as { getInjectableStrategies(): unknown[] };
  const strategies = module.getInjectableStrategies();
  assert.ok(strategies.includes(defaultConfig.orderOptions.orderCodeStrategy));
  assert.ok(strategies.includes(defaultConfig.assetOptions.assetStorageStrategy));
  for (const auth of defaultConfig.authOptions.adminAuthenticationStrategy) {
    assert.ok(strategies.includes(auth));
  }
});

test('config-module-lifecycle: init() with an Injector and destroy() are awaited one by one, only where defined', async () => {
  const events: string[] = [];
  const make = (name: string) => ({
    init: async (injector: unknown) => {
      assert.ok(injector instanceof Injector);
      events.push(`init ${name} start`);
      await new Promise(resolve => setTimeout(resolve, 5));
      events.push(`init ${name} end`);
    },
    destroy: async () => {
      events.push(`destroy ${name}`);
    },
  });
  const list = [make('a'), {}, make('b')];
  const fake = Object.assign(Object.create(ConfigModule.prototype), { moduleRef: {}, getInjectableStrategies: () => list });
  await fake.initInjectableStrategies();
  await fake.destroyInjectableStrategies();
  assert.deepEqual(events, ['init a start', 'init a end', 'init b start', 'init b end', 'destroy a', 'destroy b']);
});
