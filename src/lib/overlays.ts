// Which overlays with controls at the top right are open (dialogs and the account menu), so toasts can go elsewhere and
// never cover their close buttons or menu items.
import { useEffect, useSyncExternalStore } from 'react';

let open = 0;
const listeners = new Set<() => void>();

/** Counts this overlay as open while `active`. */
export function useOverlay(active: boolean) {
  useEffect(() => {
    if (!active) return;
    open += 1;
    listeners.forEach((listener) => listener());
    return () => {
      open -= 1;
      listeners.forEach((listener) => listener());
    };
  }, [active]);
}

export function useAnyOverlayOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open > 0,
    () => false,
  );
}
