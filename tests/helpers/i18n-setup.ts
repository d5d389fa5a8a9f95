// Vitest setup: client code under test speaks English (the spec's texts), as a first visit with no other choice does.
import { activateLocale } from '../../src/lib/i18n';

await activateLocale('en');
