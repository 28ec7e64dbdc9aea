import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getGraphQlInputName } from '@vendure/common/lib/shared-utils';
import { GraphQLID } from 'graphql';

test('relation-write-name: relation fields are written through the name with Id or Ids appended', () => {
    assert.equal(getGraphQlInputName({ name: 'originCountry', type: 'relation' }), 'originCountryId');
    assert.equal(getGraphQlInputName({ name: 'excludedZones', type: 'relation', list: true }), 'excludedZonesIds');
});

test('object-instead-of-id: an ID input refuses an object, so the save fails on the server', () => {
    assert.throws(() => GraphQLID.parseValue({ id: '12', name: 'Italy' }), /ID cannot represent value/);
    assert.equal(GraphQLID.parseValue('12'), '12');
});
