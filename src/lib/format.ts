// Display formats shared by cards, the reader and profiles: like/remix counts (spec 01 section 9) and dates.

/** Under 1000 as is; from 1,000 as X.XK; from 1,000,000 as X.XM (always one decimal: '1.0K', '2.5M'). */
export function formatCount(value: number): string {
  const n = Math.max(0, Math.trunc(Number.isFinite(value) ? value : 0));
  if (n < 1000) return String(n);
  const [divisor, suffix] = n < 1_000_000 ? [1000, 'K'] : [1_000_000, 'M'];
  // Truncate instead of rounding, so 999,999 never reads as '1000.0K'.
  const scaled = Math.floor((n / divisor) * 10) / 10;
  return `${scaled.toFixed(1)}${suffix}`;
}

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

// The dates are always US English, so they are spelled from these tables: the first `toLocaleDateString` with options
// builds an Intl formatter and its locale data, which held a phone's main thread for about 30 ms on the reader.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The date spelled by `spell`, or what `toLocaleDateString` says of a date that is not one. */
function spelled(value: string | number | Date, spell: (date: Date) => string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : spell(date);
}

/** 'Nov 22, 2026' (the viewer's time zone, as `toLocaleDateString` would say it) */
export function formatDate(value: string | number | Date): string {
  return spelled(value, (date) => `${MONTHS[date.getMonth()]!.slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}`);
}

/** 'Sunday, November 22, 2026' */
export function formatLongDate(value: string | number | Date): string {
  return spelled(value, (date) => `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`);
}

/** 'November 2026' */
export function formatMonthYear(value: string | number | Date): string {
  return spelled(value, (date) => `${MONTHS[date.getMonth()]} ${date.getFullYear()}`);
}

/** An elapsed time as 'm:ss' ('0:07', '1:05'). */
export function formatElapsed(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** An emoji drawn as a colour picture: a lone symbol such as ⚡ gets the emoji presentation selector (U+FE0F). */
export function asEmoji(value: string): string {
  return [...value].length === 1 && !value.includes('\uFE0F') ? `${value}\uFE0F` : value;
}
