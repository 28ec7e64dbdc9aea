import assert from 'node:assert/strict';
import test from 'node:test';
import type { ReactElement } from 'react';
import { lazyRouteComponent } from '../../../../plugins/route-scale/lazy-route-component';

function fakeLoadable() {
  const Loadable = (props: { label: string }) => props.label;
  Loadable.preload = () => Promise.resolve('loaded');
  return Loadable;
}

test('creates nothing until the route is rendered or preloaded, then creates it once', async () => {
  let created = 0;
  const Route = lazyRouteComponent(() => (created++, fakeLoadable()));
  assert.equal(created, 0);
  assert.equal(await Route.preload(), 'loaded');
  const element = Route({ label: 'Orders' }) as ReactElement<{ label: string }>;
  assert.equal(created, 1);
  assert.deepEqual(element.props, { label: 'Orders' });
  assert.equal(Route({ label: 'Again' }).type, element.type, 'the same component on every render');
});
