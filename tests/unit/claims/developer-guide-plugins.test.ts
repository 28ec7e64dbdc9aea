import { test } from 'node:test';
import assert from 'node:assert/strict';
import 'reflect-metadata';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import { Injectable } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PermissionDefinition, VendurePlugin, defaultConfig } from '@vendure/core';
import { getAllEntities, runPluginConfigurations } from '@vendure/core/dist/bootstrap';
import { getAllPermissionsMetadata } from '@vendure/core/dist/common/constants';
import { makeExecutableSchema } from '@nestjs/graphql/node_modules/@graphql-tools/schema';
import { GraphQLDateTime } from 'graphql-scalars';

test('providers-exported: every provider is exported except global ones under NestJS tokens', () => {
    class NoticeService {}
    Injectable()(NoticeService);
    class NoticeGuard {}
    class NoticePlugin {}
    const guardProvider = { provide: APP_GUARD, useClass: NoticeGuard };
    VendurePlugin({ providers: [NoticeService, guardProvider] })(NoticePlugin);
    const exported = Reflect.getMetadata('exports', NoticePlugin);
    assert.ok(exported.includes(NoticeService));
    assert.ok(!exported.includes(guardProvider));
    // the standard keys went to @Module()
    assert.deepEqual(Reflect.getMetadata('providers', NoticePlugin), [NoticeService, guardProvider]);
});

test('entity-name-clash: a plugin entity named like a core entity, or like another plugin entity, is refused', () => {
    class Product {}
    class CorePlugin {}
    VendurePlugin({ entities: [Product] })(CorePlugin);
    assert.throws(() => getAllEntities({ plugins: [CorePlugin] } as any));

    const makeReview = () => class Review {};
    class FirstPlugin {}
    class SecondPlugin {}
    VendurePlugin({ entities: [makeReview()] })(FirstPlugin);
    VendurePlugin({ entities: () => [makeReview()] })(SecondPlugin);
    assert.doesNotThrow(() => getAllEntities({ plugins: [FirstPlugin] } as any));
    assert.throws(() => getAllEntities({ plugins: [FirstPlugin, SecondPlugin] } as any));
});

test('config-hook-order: configuration hooks run in plugin order, may be async, and their results are copied onto the config', async () => {
    const seen: string[] = [];
    class First {}
    class Second {}
    VendurePlugin({
        configuration: async config => {
            seen.push('first');
            return { ...config, apiOptions: { ...config.apiOptions, port: 4100 } };
        },
    })(First);
    VendurePlugin({
        configuration: config => {
            seen.push(`second saw ${config.apiOptions.port}`);
            return config;
        },
    })(Second);
    const config: any = { ...defaultConfig, plugins: [First, Second] };
    const result = await runPluginConfigurations(config);
    assert.deepEqual(seen, ['first', 'second saw 4100']);
    assert.equal(result, config);
    assert.equal(config.apiOptions.port, 4100);
});

test('resolver-typo: a resolver method without a matching SDL field stops schema building', () => {
    // The shape @nestjs/graphql uses for schema-first APIs; Vendure passes no resolverValidationOptions
    assert.throws(
        () =>
            makeExecutableSchema({
                typeDefs: 'type Query { storeNotices: [String!]! }',
                resolvers: { Query: { storeNotcies: () => [] } },
                resolverValidationOptions: undefined,
            }),
        /Query\.storeNotcies defined in resolvers, but not in schema/,
    );
});

test('datetime-scalar: the DateTime scalar turns an incoming ISO string into a Date', () => {
    const value = GraphQLDateTime.parseValue('2024-01-01T00:00:00.000Z');
    assert.ok(value instanceof Date);
    assert.equal(value.toISOString(), '2024-01-01T00:00:00.000Z');
});

test('superadmin-permissions: custom permissions are assignable by default, Owner and Public are not', () => {
    const custom = new PermissionDefinition({ name: 'ManageStoreNotices', description: 'test' });
    const metadata = getAllPermissionsMetadata([custom]);
    const assignable = metadata.filter(p => p.assignable).map(p => p.name);
    assert.ok(assignable.includes('ManageStoreNotices'));
    assert.ok(!assignable.includes('Owner'));
    assert.ok(!assignable.includes('Public'));
});
