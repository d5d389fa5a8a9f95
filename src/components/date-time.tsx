// A stored date as people read it ('Nov 22, 2026', or the long form), in a <time> that keeps the machine-readable one.
// A page the server rendered writes it in UTC (the server does not know the viewer's time zone) until the app has
// hydrated it, then in the viewer's: the same text on both sides, so hydration keeps the server's nodes.
import { formatDate, formatLongDate } from '../lib/format';
import { useHydrated } from '../lib/hydrated';

export function DateTime({ iso, long = false, className }: { iso: string; long?: boolean; className?: string }) {
  const zone = useHydrated() ? 'local' : 'utc';
  return (
    <time dateTime={iso} className={className}>
      {long ? formatLongDate(iso, undefined, zone) : formatDate(iso, undefined, zone)}
    </time>
  );
}
