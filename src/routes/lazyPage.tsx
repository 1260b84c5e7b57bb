/**
 * A page loaded when it is first opened: its code (and the libraries only it uses) stays out of the
 * download of the sign-in page and the shell.
 */
import { type ComponentType, lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

export type LazyPage<P> = ComponentType<P> & {
  /** Fetches the page's code ahead of its first showing. */
  preload(): Promise<unknown>;
};

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  const Loaded: ComponentType<P> = lazy(async () => ({ default: await load() }));
  const Page = (props: P) => (
    <Suspense fallback={<Loading />}>
      <Loaded {...props} />
    </Suspense>
  );
  return Object.assign(Page, { preload: load });
}
