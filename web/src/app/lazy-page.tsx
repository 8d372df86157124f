import { lazy, type ComponentType } from 'react';

/** A page (or a dashboard area) whose code is its own chunk; `preload()` fetches it before the first render needs it. */
export interface LazyPage {
  (): React.JSX.Element;
  preload: () => Promise<void>;
}

/**
 * A route's page, loaded when first shown. Once its code is in (a visit that began on a prerendered
 * page awaits `preload()` before hydrating, and the prerender does too) the page renders at once, so
 * the first render matches the HTML instead of showing the Suspense fallback in its place.
 */
export function lazyPage(
  load: () => Promise<ComponentType>,
  { queries = true }: { queries?: boolean } = {},
): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  // A page that asks the API brings the query client with it (a chunk fetched beside the page's).
  const loadPage = queries
    ? () =>
        Promise.all([load(), import('./query-layer')]).then(([Page, { WithQueries }]) => () => (
          <WithQueries>
            <Page />
          </WithQueries>
        ))
    : load;
  const fetchPage = () =>
    (pending ??= loadPage().then(
      (Component) => (loaded = Component),
      (error: unknown) => {
        // A failed fetch (a new deployment, a dropped connection) may be tried again.
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => fetchPage().then((Component) => ({ default: Component })));
  const Page = () => {
    const Component = loaded ?? Lazy;
    return <Component />;
  };
  Page.preload = () => fetchPage().then(() => undefined);
  return Page;
}
