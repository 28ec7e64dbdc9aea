import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { areaLinks, popularGuides, popularReferences } from '../../../src/components/HomePage/quick-links';

import { join } from 'node:path';

// The home page hides a quick link whose page is not built yet; every link must name a spec route
// (or a generated reference page under one) so that none stays hidden once the docs are complete.
const routes = readFileSync(join(__dirname, '../../spec-routes.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('/'));

test('every home page link targets a route of the spec', () => {
  for (const link of [...areaLinks, ...popularGuides, ...popularReferences]) {
    const known = routes.includes(link.to) || routes.some((route) => route.length > 1 && link.to.startsWith(route) && route.startsWith('/reference/'));
    assert.ok(known, `${link.title} → ${link.to}`);
  }
});
