// Vitest setup: client code under test speaks English (the spec's texts), as a first visit with no other choice does.
import { activateLocale, loadArea } from '../../src/lib/i18n';

// The editor's messages and the refusals too: its toasts and notices (src/lib/ai-errors.ts, media-thread.ts) are tested
// in English.
await Promise.all(
  (['editor', 'reader', 'account', 'settings', 'refusals'] as const).map((area) => loadArea(area, 'en')),
);
await activateLocale('en');
