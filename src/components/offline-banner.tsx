// The offline banner: shown within moments of losing the connection, on every page, until it is back.
import { useT } from '../lib/i18n-react';
import { useOnline } from '../lib/online';

export function OfflineBanner() {
  const t = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="alert"
      data-testid="offline-banner"
      className="fixed inset-x-3 top-[4.5rem] z-[60] mx-auto max-w-xl animate-pop-in rounded-xl border-[3px] border-ink bg-sun px-4 py-2 text-center text-sm font-bold text-ink shadow-comic"
    >
      {t('shell.offline')}
    </div>
  );
}
