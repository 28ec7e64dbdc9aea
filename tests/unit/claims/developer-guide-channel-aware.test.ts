import assert from 'node:assert/strict';
import { test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import { ChannelService, Permission, RequestContext, RequestContextService } from '@vendure/core';
import { generateListOptions } from '@vendure/core/dist/api/config/generate-list-options';
import { buildSchema, GraphQLObjectType } from 'graphql';
import { DataSource, DefaultNamingStrategy, EntitySchema } from 'typeorm';

function fakeChannelService(defaultChannelId: number) {
    const events: any[] = [];
    const service = {
        getDefaultChannel: async () => ({ id: defaultChannelId }),
        eventBus: { publish: async (event: unknown) => void events.push(event) },
    };
    return { service, events };
}

test('assign-current-channel: the request channel and the default channel are set in memory, and an event is published', async () => {
    const { service, events } = fakeChannelService(1);
    const banner: any = { id: 5 };
    await ChannelService.prototype.assignToCurrentChannel.call(service, banner, { channelId: 2 } as any);
    assert.deepEqual(banner.channels, [{ id: 2 }, { id: 1 }]);
    assert.equal(events.length, 1);
    assert.deepEqual([events[0].channelIds, events[0].type], [[2], 'assigned']);
});

test('assign-current-channel-default: in the default channel the entity gets one channel', async () => {
    const { service } = fakeChannelService(1);
    const banner: any = {};
    await ChannelService.prototype.assignToCurrentChannel.call(service, banner, { channelId: 1 } as any);
    assert.deepEqual(banner.channels, [{ id: 1 }]);
});

test('entity-type-not-set: assignToCurrentChannel() leaves the event entityType empty', async () => {
    const { service, events } = fakeChannelService(1);
    await ChannelService.prototype.assignToCurrentChannel.call(service, {} as any, { channelId: 2 } as any);
    assert.equal(events[0].entityType, undefined);
});

test('join-table-name: TypeORM names the join table banner_channels_channel with bannerId and channelId', () => {
    const naming = new DefaultNamingStrategy();
    assert.equal(naming.joinTableName('banner', 'channel', 'channels', ''), 'banner_channels_channel');
    assert.equal(naming.joinTableColumnName('banner', 'id'), 'bannerId');
    assert.equal(naming.joinTableInverseColumnName('channel', 'id'), 'channelId');
});

test('join-rows-cascade: the join table of a many-to-many without inverse side deletes its rows with either side', async () => {
    const Target = new EntitySchema<any>({ name: 'channel', columns: { id: { type: Number, primary: true, generated: true } } });
    const Owner = new EntitySchema<any>({
        name: 'banner',
        columns: { id: { type: Number, primary: true, generated: true } },
        relations: { channels: { type: 'many-to-many', target: 'channel', joinTable: true } },
    });
    const dataSource = new DataSource({ type: 'sqljs', entities: [Owner, Target] });
    await (dataSource as any).buildMetadatas();
    const junction = dataSource.getMetadata('banner').findRelationWithPropertyPath('channels')!.junctionEntityMetadata!;
    assert.equal(junction.tableName, 'banner_channels_channel');
    assert.deepEqual(junction.foreignKeys.map(fk => fk.onDelete), ['CASCADE', 'CASCADE']);
});

test('channel-token: read from the vendure-token query parameter or header, empty without either', () => {
    const self = { configService: { apiOptions: { channelTokenKey: 'vendure-token' } } };
    const getToken = (req: unknown) => (RequestContextService.prototype as any).getChannelToken.call(self, req);
    assert.equal(getToken({ headers: { 'vendure-token': 'uk-store' }, query: {} }), 'uk-store');
    assert.equal(getToken({ headers: {}, query: { 'vendure-token': 'uk-store' } }), 'uk-store');
    assert.equal(getToken({ headers: {}, query: {} }), '');
});

test('default-without-token: an empty token resolves to the default channel', async () => {
    const self = {
        allChannels: { value: async () => [{ token: 'default-token' }, { token: 'uk-store' }] },
        getDefaultChannel: async () => 'the default channel',
    };
    assert.equal(await (ChannelService.prototype.getChannelFromToken as any).call(self, ''), 'the default channel');
});

test('permissions-on-channel: userHasPermissions() checks the roles the user has on the given channel', () => {
    const ctx = new RequestContext({
        apiType: 'admin',
        channel: { id: 1 } as any,
        isAuthorized: true,
        authorizedAsOwnerOnly: false,
        session: {
            user: {
                id: 3,
                identifier: 'editor',
                verified: true,
                channelPermissions: [
                    { id: 1, token: 'a', code: 'a', permissions: [Permission.ReadSettings] },
                    { id: 2, token: 'b', code: 'b', permissions: [Permission.UpdateSettings] },
                ],
            },
        } as any,
    });
    assert.equal(ctx.userHasPermissions([Permission.UpdateSettings]), false);
    assert.equal(ctx.userHasPermissions([Permission.UpdateSettings], 2), true);
});

test('generated-list-options: a query returning a PaginatedList gets an options argument with skip, take, sort and filter', () => {
    const schema = buildSchema(`
        scalar DateTime
        interface Node { id: ID! }
        interface PaginatedList { items: [Node!]! totalItems: Int! }
        input StringOperators { eq: String }
        input IDOperators { eq: String }
        input DateOperators { eq: DateTime }
        input BooleanOperators { eq: Boolean }
        input NumberOperators { eq: Float }
        input NumberRange { start: Float end: Float }
        input DateRange { start: DateTime end: DateTime }
        enum SortOrder { ASC DESC }
        enum LogicalOperator { AND OR }
        type Banner implements Node { id: ID! createdAt: DateTime! message: String! enabled: Boolean! }
        type BannerList implements PaginatedList { items: [Banner!]! totalItems: Int! }
        type Query { banners: BannerList! }
    `);
    const extended = generateListOptions(schema);
    const field = (extended.getType('Query') as GraphQLObjectType).getFields().banners;
    const options = field.args.find(a => a.name === 'options');
    assert.equal(options?.type.toString(), 'BannerListOptions');
    const fields = Object.keys((extended.getType('BannerListOptions') as any).getFields());
    for (const name of ['skip', 'take', 'sort', 'filter']) {
        assert.ok(fields.includes(name), name);
    }
});
