// Taps on a page the server drew, made before the app has hydrated it. Its controls have no handlers yet, so such a tap
// would be lost (a like, a remix, New Story, a download, a language picked on a slow phone). They are held, and replayed
// on the same controls, in the order they were made, once the app says it has hydrated the page (HYDRATED_EVENT, sent
// from an effect of the hydrated tree): hydration keeps the server's nodes. A part behind a Suspense boundary (a
// route's page) may still be waiting for its turn then; a tap on it makes React hydrate it at once and then answer the
// tap, a replayed one too. A picker is different: hydrating it puts back the value the page was drawn with, so a choice
// is replayed only once the picker itself says it is hydrated (`pickerHydrated`, its ref). This is the one way a
// server-drawn page answers early input; its controls are never disabled to wait for it.
export const HYDRATED_EVENT = 'panelcraft:hydrated';

const hydratedPickers = new WeakSet<HTMLSelectElement>();
const pickerWaits = new Map<HTMLSelectElement, () => void>();

/**
 * The ref of every picker (`<select>`) on a page the server draws: React attaches it when it has hydrated the picker, so
 * a choice held until then is not undone by the hydration.
 */
export function pickerHydrated(select: HTMLSelectElement | null) {
  if (!select) return;
  hydratedPickers.add(select);
  pickerWaits.get(select)?.();
  pickerWaits.delete(select);
}

const pickerReady = (select: HTMLSelectElement) =>
  hydratedPickers.has(select) ? Promise.resolve() : new Promise<void>((done) => pickerWaits.set(select, done));

export function holdEarlyTaps(root: Element) {
  let hydrated = false;
  // Replays wait for the app to have hydrated the page, then run one after the other, on controls still on the page.
  let replays = new Promise<void>((done) =>
    document.addEventListener(
      HYDRATED_EVENT,
      () => {
        hydrated = true;
        done();
      },
      { once: true },
    ),
  );
  const later = (node: Element, act: () => void, ready?: () => Promise<void>) => {
    replays = replays.then(async () => {
      await ready?.();
      if (node.isConnected) act();
    });
  };
  // Each button once (a double tap on Like must not like and unlike).
  const buttons = new Set<HTMLButtonElement>();
  const hold = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (hydrated || !button || !root.contains(button)) return;
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
  // the choice is made again once the picker is hydrated.
  const choices = new Map<HTMLSelectElement, string>();
  // The server's pickers (the pages the app draws later, in the same root, have their own, hydrated from the start).
  const drawnPickers = new Set(root.querySelectorAll('select'));
  const choose = (select: HTMLSelectElement) => {
    if (!choices.has(select))
      later(
        select,
        () => {
          select.value = choices.get(select) ?? select.value;
          choices.delete(select);
          select.dispatchEvent(new Event('change', { bubbles: true }));
        },
        () => pickerReady(select),
      );
    choices.set(select, select.value);
  };
  root.addEventListener('click', hold, true);
  root.addEventListener(
    'change',
    (event) => {
      const select = event.target;
      if (!(select instanceof HTMLSelectElement) || !drawnPickers.has(select) || hydratedPickers.has(select)) return;
      event.stopImmediatePropagation();
      choose(select);
    },
    true,
  );
  // A choice made before this module ran: the picker no longer shows the option the server drew as chosen.
  for (const select of drawnPickers) {
    const drawn = [...select.options].find((option) => option.defaultSelected);
    if (drawn && select.value !== drawn.value) choose(select);
  }
}
