// Whether the app can reach the server: the browser's navigator.onLine and its online/offline events, plus
// requests that got no answer at all (a dead Wi-Fi the browser still calls online). A request that gets an answer, or
// the 'online' event, clears that. Feeds the offline banner and the actions that need the network.
import { useSyncExternalStore } from 'react';

export const OFFLINE_ACTION = "You're offline. Reconnect to use this, nothing was sent.";

// Told by the tRPC transport (lib/trpc.ts) through window events, so neither module imports the other.
const REQUEST_ANSWERED = 'panelcraft:request-answered';
const REQUEST_UNANSWERED = 'panelcraft:request-unanswered';

let unreachable = false;
const listeners = new Set<() => void>();
const reconnected = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
if (typeof window !== 'undefined') {
  window.addEventListener(REQUEST_ANSWERED, () => reportAnswer());
  window.addEventListener(REQUEST_UNANSWERED, () => reportNoAnswer());
  window.addEventListener('online', () => {
    unreachable = false;
    emit();
    reconnected.forEach((run) => run());
  });
  window.addEventListener('offline', emit);
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || (navigator.onLine && !unreachable);
}

export function reportNoAnswer() {
  if (unreachable) return;
  unreachable = true;
  emit();
}

export function reportAnswer() {
  if (!unreachable) return;
  unreachable = false;
  emit();
  reconnected.forEach((run) => run());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** Calls `run` each time the connection comes back (the 'online' event, or an answer after requests got none). */
export function onReconnect(run: () => void): () => void {
  reconnected.add(run);
  return () => reconnected.delete(run);
}
