// Whether the app can reach the server (issue 26): the browser's navigator.onLine and its online/offline events, plus
// requests that got no answer at all (a dead Wi-Fi the browser still calls online). A request that gets an answer, or
// the 'online' event, clears that. Feeds the offline banner and the actions that need the network.
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

export const OFFLINE_BANNER = "You're offline. Changes and AI actions need a connection; we'll save your edits when you're back.";
export const OFFLINE_ACTION = "You're offline. Reconnect to use this, nothing was sent.";

// Told by the tRPC transport (lib/trpc.ts) through window events, so neither module imports the other.
const REQUEST_ANSWERED = 'panelcraft:request-answered';
const REQUEST_UNANSWERED = 'panelcraft:request-unanswered';

let unreachable = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
if (typeof window !== 'undefined') {
  window.addEventListener(REQUEST_ANSWERED, () => reportAnswer());
  window.addEventListener(REQUEST_UNANSWERED, () => reportNoAnswer());
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
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onOnline = () => {
    unreachable = false;
    listener();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** Calls `run` each time the connection comes back. */
export function onReconnect(run: () => void): () => void {
  let wasOnline = isOnline();
  return onlineManager.subscribe(() => {
    const now = isOnline();
    if (now && !wasOnline) run();
    wasOnline = now;
  });
}
