/**
 * A route component that creates its loadable component on first use (see client/lazy-component-creator.ts).
 *
 * The generated route table calls `ComponentCreator(path, hash)` for every route while the main
 * bundle starts: 700 loadable components with their loader maps, of which a page uses a few.
 * Docusaurus only renders a route's component and calls its `preload()`; both create it here.
 */
import { createElement, type ComponentProps, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as react-loadable types them
type Preloadable = ComponentType<any> & { preload(): unknown };

export function lazyRouteComponent<Component extends Preloadable>(create: () => Component) {
  let component: Component | undefined;
  const get = () => (component ??= create());
  const RouteComponent = (props: ComponentProps<Component>) => createElement(get(), props);
  RouteComponent.preload = () => get().preload();
  return RouteComponent;
}
