// Display formats shared by cards, the reader and profiles: like/remix counts and dates, in the
// viewer's interface language through Intl, one formatter per language and style, built the first time it is needed.
import { DESCRIPTION_TRUNCATE } from '../shared/limits';
import { fitsGraphemes, sliceGraphemes } from '../shared/text';
import { formatLocale } from './i18n';

/**
 * A story description cut at 160 characters with '...', or null when it fits. The cut falls
 * between characters as a reader counts them, so an emoji or a conjunct there is never split into '�'.
 */
export function shortDescription(text: string): string | null {
  return fitsGraphemes(text, DESCRIPTION_TRUNCATE)
    ? null
    : `${sliceGraphemes(text, DESCRIPTION_TRUNCATE).trimEnd()}...`;
}

/** The interface language the viewer chose (src/lib/i18n.ts): dates and counts read in the same language as the words. */
export function viewerLocale(): string {
  return formatLocale();
}

// Building an Intl formatter loads its language's data: about 30 ms on a phone for the first, held on the main thread.
// So each one is built once per language and style, and only when a page first shows what it formats.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

function dateFormatter(locale: string, style: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`date ${style} ${locale}`, () => {
    try {
      return new Intl.DateTimeFormat(locale, options);
    } catch {
      return new Intl.DateTimeFormat('en-US', options); // a language tag the runtime refuses
    }
  });
}

function numberFormatter(locale: string, style: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`number ${style} ${locale}`, () => {
    try {
      return new Intl.NumberFormat(locale, options);
    } catch {
      return new Intl.NumberFormat('en-US', options);
    }
  });
}

/**
 * US English (and plain 'en') is what the spec's own words are written in, and what most first paints are in: those dates
 * and counts are spelled from the tables below, which say exactly what Intl says for en-US (tests/client/format.test.ts
 * compares them day by day), so an English reader's first screen builds no formatter at all.
 */
const usEnglish = (locale: string) => /^en(-US)?$/i.test(locale);

// Counts: from 1,000 shortened with one decimal, cut rather than rounded ('1.0K', '999.9K', '2.5M').
const COMPACT: Intl.NumberFormatOptions = {
  notation: 'compact',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  roundingMode: 'trunc',
};

/** Under 1000 as is; from 1,000 as X.XK; from 1,000,000 as X.XM, in the viewer's language ('1,2 тыс.', '1.5万'). */
export function formatCount(value: number, locale = viewerLocale()): string {
  const n = Math.max(0, Math.trunc(Number.isFinite(value) ? value : 0));
  if (usEnglish(locale)) return englishCount(n);
  if (n < 1000) return numberFormatter(locale, 'whole', { maximumFractionDigits: 0 }).format(n);
  const parts = numberFormatter(locale, 'compact', COMPACT).formatToParts(n);
  // A language that shortens only from ten thousand (Japanese, Chinese: 万) writes 1,250 in full, not as '1250.0'.
  return parts.some((part) => part.type === 'compact')
    ? parts.map((part) => part.value).join('')
    : numberFormatter(locale, 'whole', { maximumFractionDigits: 0 }).format(n);
}

function englishCount(n: number): string {
  if (n < 1000) return String(n);
  const [divisor, suffix] = n < 1_000_000 ? [1000, 'K'] : [1_000_000, 'M'];
  // Truncate instead of rounding, so 999,999 never reads as '1000.0K'.
  const scaled = Math.floor((n / divisor) * 10) / 10;
  return `${scaled.toFixed(1)}${suffix}`;
}

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A date's calendar fields in the viewer's time zone, or in UTC. */
interface DateFields {
  year: number;
  month: number;
  day: number;
  weekday: number;
}
const fieldsOf = (date: Date, utc: boolean): DateFields =>
  utc
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), weekday: date.getUTCDay() }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), weekday: date.getDay() };

/**
 * The time zone dates are written in: the viewer's, or UTC where the text must be the same on the server and in the
 * browser (a page the server rendered, until the app has hydrated it: src/components/date-time.tsx).
 */
export type DateZone = 'local' | 'utc';

/**
 * A date writer: the date as `options` say in the viewer's language (US English from `english`, so the server and a
 * browser agree to the letter), or what `toLocaleDateString` says of a date that is not one.
 */
const dateWriter =
  (style: string, options: Intl.DateTimeFormatOptions, english?: (date: DateFields) => string) =>
  (value: string | number | Date, locale = viewerLocale(), zone: DateZone = 'local'): string => {
    const date = toDate(value);
    if (Number.isNaN(date.getTime())) return 'Invalid Date';
    const utc = zone === 'utc';
    if (english && usEnglish(locale)) return english(fieldsOf(date, utc));
    return dateFormatter(locale, utc ? `${style} utc` : style, utc ? { ...options, timeZone: 'UTC' } : options).format(
      date,
    );
  };

/** 'Nov 22, 2026' (the viewer's time zone; '2026年11月22日' in Japanese) */
export const formatDate = dateWriter(
  'short',
  { year: 'numeric', month: 'short', day: 'numeric' },
  (date) => `${MONTHS[date.month]!.slice(0, 3)} ${date.day}, ${date.year}`,
);

/** 'Sunday, November 22, 2026' */
export const formatLongDate = dateWriter(
  'long',
  { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  (date) => `${WEEKDAYS[date.weekday]}, ${MONTHS[date.month]} ${date.day}, ${date.year}`,
);

/** 'November 2026' */
export const formatMonthYear = dateWriter(
  'month',
  { year: 'numeric', month: 'long' },
  (date) => `${MONTHS[date.month]} ${date.year}`,
);

/** 'November 22, 2026' (the dashboard's Member since) */
export const formatDay = dateWriter('day', { year: 'numeric', month: 'long', day: 'numeric' });

/** 'November 22, 2026 at 3:04 PM' (the dashboard's Last login) */
export const formatDayTime = dateWriter('day-time', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An elapsed time as 'm:ss' ('0:07', '1:05'). */
export function formatElapsed(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** An emoji drawn as a colour picture: a lone symbol such as ⚡ gets the emoji presentation selector (U+FE0F). */
export function asEmoji(value: string): string {
  return [...value].length === 1 && !value.includes('\uFE0F') ? `${value}\uFE0F` : value;
}
