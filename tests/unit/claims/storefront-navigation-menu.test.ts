import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ROOT_COLLECTION_NAME } from '@vendure/common/lib/shared-constants';
import { Collection, CollectionService, RequestContext, defaultConfig } from '@vendure/core';

function serviceWithTree(root: Collection, ancestors: Collection[]): CollectionService {
  const service = Object.create(CollectionService.prototype);
  service.rootCollection = root;
  service.getAncestors = async () => ancestors;
  return service;
}

test('root-breadcrumb: breadcrumbs start at the root, whose name and slug are __root_collection__', async () => {
  assert.equal(ROOT_COLLECTION_NAME, '__root_collection__');
  const root = new Collection({ id: 1, isRoot: true, name: ROOT_COLLECTION_NAME, slug: ROOT_COLLECTION_NAME });
  const service = serviceWithTree(root, []);
  const current = new Collection({ id: 3, name: 'Cameras', slug: 'cameras' });
  const crumbs = await service.getBreadcrumbs(RequestContext.empty(), current);
  assert.equal(crumbs[0].slug, '__root_collection__');
  assert.equal(crumbs[0].name, '__root_collection__');
  assert.deepEqual(Object.keys(crumbs[0]).sort(), ['id', 'name', 'slug']);
});

test('private-breadcrumbs: breadcrumbs still name a private ancestor', async () => {
  const root = new Collection({ id: 1, isRoot: true, name: ROOT_COLLECTION_NAME, slug: ROOT_COLLECTION_NAME });
  const hiddenParent = new Collection({ id: 2, name: 'Hidden', slug: 'hidden', isPrivate: true });
  const service = serviceWithTree(root, [hiddenParent]);
  const current = new Collection({ id: 3, name: 'Cameras', slug: 'cameras' });
  const crumbs = await service.getBreadcrumbs(RequestContext.empty(), current);
  assert.deepEqual(crumbs.map(c => c.slug), ['__root_collection__', 'hidden', 'cameras']);
});

test('shop-list-limit: a Shop API list returns at most 100 items by default', () => {
  assert.equal(defaultConfig.apiOptions.shopListQueryLimit, 100);
});
