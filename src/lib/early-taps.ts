// Taps on a page the server drew, made before the app has hydrated it. Its buttons have no handlers yet, so such a tap
// would be lost (a like, a remix, a download on a slow phone). They are held, and replayed on the same buttons once the
// app has hydrated the page: hydration keeps the server's nodes.
export const HYDRATED_EVENT = 'panelcraft:hydrated';

export function holdEarlyTaps(root: Element) {
  const held: HTMLButtonElement[] = [];
  const hold = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(button)) held.push(button);
  };
  root.addEventListener('click', hold, true);
  document.addEventListener(
    HYDRATED_EVENT,
    () => {
      root.removeEventListener('click', hold, true);
      // After the render that follows hydration (a button that waited for the app is enabled by then).
      setTimeout(() => {
        for (const button of held) if (button.isConnected && !button.disabled) button.click();
      });
    },
    { once: true },
  );
}
