// A stored date as people read it ('Nov 22, 2026', or the long form), in a <time> that keeps the machine-readable one.
import { formatDate, formatLongDate } from '../lib/format';

export function DateTime({ iso, long = false, className }: { iso: string; long?: boolean; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {long ? formatLongDate(iso) : formatDate(iso)}
    </time>
  );
}
