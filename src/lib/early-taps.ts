// Taps on a page the server drew, made before the app has hydrated it. Its controls have no handlers yet, so such a tap
// would be lost (a like, a remix, New Story, a download, a language picked on a slow phone). They are held, and replayed
// on the same controls once the app has hydrated them: hydration keeps the server's nodes. This is the one way a
// server-drawn page answers early input; its controls are never disabled to wait for the app.
export const HYDRATED_EVENT = 'panelcraft:hydrated';

/** React keeps a node's props on it once it has hydrated it (parts of a page behind Suspense hydrate after the rest). */
const isHydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));

/** Resolves true once React has hydrated `node`; false if it leaves the page or is not hydrated within ten seconds. */
function hydration(node: Element): Promise<boolean> {
  return new Promise((done) => {
    const started = performance.now();
    const look = () => {
      if (isHydrated(node)) return done(true);
      if (!node.isConnected || performance.now() - started > 10_000) return done(false);
      setTimeout(look, 50);
    };
    look();
  });
}

export function holdEarlyTaps(root: Element) {
  // Each button once (a double tap on Like must not like and unlike), in the order they were tapped.
  const buttons: HTMLButtonElement[] = [];
  // A picker's last choice. The browser shows it at once; hydration puts back the value the page was drawn with, so
  // the choice is made again once the app listens.
  const choices = new Map<HTMLSelectElement, string>();
  const hold = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || !root.contains(button) || isHydrated(button)) return;
    // A submit button would send its form natively, its fields in the address.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!buttons.includes(button)) buttons.push(button);
  };
  const choose = (event: Event) => {
    const select = event.target;
    if (select instanceof HTMLSelectElement && root.contains(select) && !isHydrated(select)) {
      event.stopImmediatePropagation();
      choices.set(select, select.value);
    }
  };
  root.addEventListener('click', hold, true);
  root.addEventListener('change', choose, true);
  const replay = async () => {
    // Choices first (a language picked), then the taps, each once its control is hydrated.
    for (const [select, value] of choices) {
      if (!(await hydration(select))) continue;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    for (const button of buttons) if ((await hydration(button)) && !button.disabled) button.click();
  };
  document.addEventListener(
    HYDRATED_EVENT,
    () =>
      void replay().finally(() => {
        root.removeEventListener('click', hold, true);
        root.removeEventListener('change', choose, true);
      }),
    { once: true },
  );
}
