// Whether the page's components answer input yet. A page the server rendered is on screen before its code: until the
// app hydrates it, a field typed into would be reset by the first render and a form would submit itself natively
// (its fields in the address), so forms wait, read-only, for this to turn true. A page the browser draws itself is
// interactive from its first render.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
