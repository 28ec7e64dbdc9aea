// Stands in for `@docusaurus/ComponentCreator` (see ../index.ts): same signature, created lazily.
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator.js';
import { lazyRouteComponent } from '../lazy-route-component';

export default function LazyComponentCreator(path: string, hash: string) {
  return lazyRouteComponent(() => ComponentCreator(path, hash));
}
