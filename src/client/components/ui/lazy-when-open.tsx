import { lazy, Suspense, useState, type ComponentType } from "react";

/**
 * Wraps a dialog so its code (and Radix's) loads only when it first opens,
 * keeping it out of the JavaScript every page loads up front. Once opened it
 * stays mounted, so closing it returns focus the normal way.
 */
export function lazyWhenOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyWhenOpen(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyWhenOpen;
}
