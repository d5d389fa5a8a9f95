// The language picker: each language named in itself; the choice goes in the `lang` cookie (the server draws
// the next first paint in it) and, signed in, on the account, so it follows the user to their other devices.
import { useEffect, useId } from 'react';
import { useAuth, useAuthStore } from '../lib/auth';
import { activateLocale, saveLocaleCookie, uiLocale } from '../lib/i18n';
import { needFonts } from '../lib/page-fonts';
import { pickerHydrated } from '../lib/early-taps';
import { useT } from '../lib/i18n-react';
import { LOCALES, LOCALE_NAMES, isLocale, type Locale } from '../shared/locales';

/** A language picked here whose save to the account is still under way: the account's older choice does not undo it. */
let choosing: Locale | null = null;

/** Shows the interface in `locale` now and remembers it in this browser. */
export async function chooseLocale(locale: Locale) {
  saveLocaleCookie(locale);
  await activateLocale(locale);
}

export function LanguagePicker({ className = '', showLabel = false }: { className?: string; showLabel?: boolean }) {
  const t = useT();
  const id = useId();
  const store = useAuthStore();
  const current = uiLocale();

  async function change(locale: Locale) {
    choosing = locale;
    try {
      await chooseLocale(locale);
      // A choice made while the session check is still out (a page just opened) is saved once it answers: read at the
      // time of the change, a session still loading looked signed out and the choice never reached the account.
      const session = await store.settled();
      if (session.isAuthenticated)
        await store
          .updateProfile({ locale })
          .catch((error: unknown) => console.warn('Could not save the language', error));
    } finally {
      if (choosing === locale) choosing = null;
    }
  }

  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className={showLabel ? 'font-bold text-ink' : 'sr-only'}>
        {t('shell.language')}
      </label>
      <select
        id={id}
        ref={pickerHydrated}
        data-testid="language-picker"
        value={isLocale(current) ? current : 'en'}
        onChange={(event) => void change(event.target.value as Locale)}
        // The languages' own names need their scripts' faces: fetched when the picker is used, not on every page.
        data-fonts-on-demand=""
        onFocus={() => void needFonts(Object.values(LOCALE_NAMES).join(' '))}
        onPointerEnter={() => void needFonts(Object.values(LOCALE_NAMES).join(' '))}
        className="field-input w-auto py-1.5 pe-8 text-base"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </span>
  );
}

/** A signed-in user's saved language wins over this browser's: it follows them to every device. */
export function AccountLocale() {
  const { user } = useAuth();
  const saved = user?.locale;
  useEffect(() => {
    if (choosing === null && isLocale(saved) && saved !== uiLocale()) void chooseLocale(saved);
  }, [saved]);
  return null;
}
