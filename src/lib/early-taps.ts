// Taps on a page the server drew, made before the app has hydrated it. Its controls have no handlers yet, so such a tap
// would be lost (a like, a remix, New Story, a download, a language picked on a slow phone). They are held, and replayed
// on the same controls, in the order they were made, once the app has hydrated them: hydration keeps the server's
// nodes. This is the one way a server-drawn page answers early input; its controls are never disabled to wait for it.
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
  // Replays wait for the app to have hydrated the page, then each for its own control, one after the other.
  let replays = new Promise<void>((done) => document.addEventListener(HYDRATED_EVENT, () => done(), { once: true }));
  const later = (node: Element, act: () => void) => {
    replays = replays.then(async () => {
      if (await hydration(node)) act();
    });
  };
  // Each button once (a double tap on Like must not like and unlike).
  const buttons = new Set<HTMLButtonElement>();
  const hold = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || !root.contains(button) || isHydrated(button)) return;
    // A submit button would send its form natively, its fields in the address.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (buttons.has(button)) return;
    buttons.add(button);
    later(button, () => {
      buttons.delete(button);
      if (!button.disabled) button.click();
    });
  };
  // A picker's last choice. The browser shows it at once; hydration puts back the value the page was drawn with, so
  // the choice is made again once the app listens.
  const choices = new Map<HTMLSelectElement, string>();
  const choose = (select: HTMLSelectElement) => {
    if (!choices.has(select))
      later(select, () => {
        select.value = choices.get(select) ?? select.value;
        choices.delete(select);
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
    choices.set(select, select.value);
  };
  root.addEventListener('click', hold, true);
  root.addEventListener(
    'change',
    (event) => {
      const select = event.target;
      if (!(select instanceof HTMLSelectElement) || !root.contains(select) || isHydrated(select)) return;
      event.stopImmediatePropagation();
      choose(select);
    },
    true,
  );
  // A choice made before this module ran: the picker no longer shows the option the server drew as chosen.
  for (const select of root.querySelectorAll('select')) {
    const drawn = [...select.options].find((option) => option.defaultSelected);
    if (drawn && select.value !== drawn.value) choose(select);
  }
}
