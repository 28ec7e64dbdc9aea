import { test } from 'node:test';
import assert from 'node:assert/strict';
import 'reflect-metadata';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import { Inject, Injectable, Module } from '@nestjs/common';
import { ModulesContainer, NestFactory, PartialGraphHost, SerializedGraph } from '@nestjs/core';
import { UnknownDependenciesException } from '@nestjs/core/errors/exceptions/unknown-dependencies.exception';
import { VendurePlugin } from '@vendure/core';
import { setConfig, resetConfig } from '@vendure/core/dist/config/config-helpers';
import { createDynamicGraphQlModulesForPlugins } from '@vendure/core/dist/plugin/dynamic-plugin-api.module';

// Decorators applied as functions, so that no decorator metadata emit is needed
class Clock {}
Injectable()(Clock);
class Reporter {
    constructor(readonly clock: Clock) {}
}
Inject(Clock)(Reporter, undefined, 0);
Injectable()(Reporter);
class ReportModule {}
Module({ providers: [Clock, Reporter] })(ReportModule);

test('unknown-deps-message: Nest names the class, the argument index and the module it searched', () => {
    class PriceFeedClient {}
    class PriceSyncService {}
    class PriceSyncPlugin {}
    const error = new UnknownDependenciesException(
        'PriceSyncService',
        { index: 0, name: PriceFeedClient, dependencies: [PriceFeedClient] } as any,
        { metatype: PriceSyncPlugin, id: 'module-id' } as any,
    );
    assert.ok(
        error.message.startsWith(
            "Nest can't resolve dependencies of the PriceSyncService (?). Please make sure that the argument " +
                'PriceFeedClient at index [0] is available in the PriceSyncPlugin module.',
        ),
    );
});

test('graph-nodes: with snapshot on, SerializedGraph holds module and provider nodes with initTime', async () => {
    const app = await NestFactory.createApplicationContext(ReportModule, { snapshot: true, logger: false });
    try {
        const graph = app.get(SerializedGraph).toJSON();
        const nodes = Object.values(graph.nodes) as any[];
        const moduleNode = nodes.find(n => n.label === 'ReportModule' && n.metadata.type === 'module');
        assert.ok(moduleNode);
        assert.equal(moduleNode.metadata.type, 'module');
        assert.equal(typeof moduleNode.metadata.global, 'boolean');
        assert.equal(typeof moduleNode.metadata.dynamic, 'boolean');
        const reporter = nodes.find(n => n.label === 'Reporter');
        assert.equal(reporter.metadata.type, 'provider');
        assert.equal(reporter.metadata.sourceModuleName, 'ReportModule');
        assert.equal(typeof reporter.metadata.initTime, 'number');
        // graph-edges: one class-to-class edge per injection, with class and module names and the index
        const edge = (Object.values(graph.edges) as any[]).find(
            e => e.metadata.type === 'class-to-class' && e.metadata.sourceClassName === 'Reporter',
        );
        assert.equal(edge.metadata.targetClassName, 'Clock');
        assert.equal(edge.metadata.targetModuleName, 'ReportModule');
        assert.equal(edge.metadata.keyOrIndex, 0);
    } finally {
        await app.close();
    }
});

test('core-providers: every module provides itself, ModuleRef and ApplicationConfig', async () => {
    const app = await NestFactory.createApplicationContext(ReportModule, { logger: false });
    try {
        const moduleRef = [...app.get(ModulesContainer).values()].find(m => m.name === 'ReportModule')!;
        const names = [...moduleRef.providers.keys()].map(token => (typeof token === 'function' ? token.name : String(token)));
        assert.deepEqual(names.sort(), ['ApplicationConfig', 'Clock', 'ModuleRef', 'ReportModule', 'Reporter']);
    } finally {
        await app.close();
    }
});

test('abort-false-partial: with abortOnError false Nest throws and PartialGraphHost keeps the partial graph', async () => {
    class Missing {}
    class NeedsMissing {
        constructor(readonly missing: Missing) {}
    }
    Inject(Missing)(NeedsMissing, undefined, 0);
    Injectable()(NeedsMissing);
    class BrokenModule {}
    Module({ providers: [NeedsMissing] })(BrokenModule);
    await assert.rejects(
        NestFactory.createApplicationContext(BrokenModule, { snapshot: true, abortOnError: false, logger: false }),
        /Nest can't resolve dependencies of the NeedsMissing/,
    );
    const partial = PartialGraphHost.toJSON() as any;
    assert.equal(partial.status, 'partial');
    // partial-cause: the cause names the failing module and class by their keys in nodes
    assert.equal(partial.metadata.cause.type, 'unknown-dependencies');
    assert.equal(partial.nodes[partial.metadata.cause.moduleId].label, 'BrokenModule');
    assert.equal(partial.nodes[partial.metadata.cause.nodeId].label, 'NeedsMissing');
});

test('dynamic-module-name: resolvers of a plugin go into <Plugin>DynamicShopModule, which imports the plugin', async () => {
    class StockResolver {}
    class StockPlugin {}
    VendurePlugin({ imports: [], shopApiExtensions: { schema: undefined as any, resolvers: [StockResolver] } })(StockPlugin);
    await setConfig({ plugins: [StockPlugin] });
    try {
        const shop = createDynamicGraphQlModulesForPlugins('shop');
        assert.equal(shop.length, 1);
        assert.equal(shop[0].module.name, 'StockPluginDynamicShopModule');
        assert.equal(shop[0].imports?.[0], StockPlugin);
        assert.deepEqual(shop[0].providers, [StockResolver]);
        // no adminApiExtensions, so no admin module
        assert.equal(createDynamicGraphQlModulesForPlugins('admin').length, 0);
    } finally {
        resetConfig();
    }
});
