import { describe, expect, it } from 'vitest';
import { formatCount, formatLongDate } from '../../src/lib/format';

describe('formatCount', () => {
  it('shows counts under 1000 as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(999)).toBe('999');
  });
  it('shows thousands with one decimal and K', () => {
    expect(formatCount(1000)).toBe('1.0K');
    expect(formatCount(1100)).toBe('1.1K');
    expect(formatCount(2000)).toBe('2.0K');
    expect(formatCount(1200)).toBe('1.2K');
    expect(formatCount(1250)).toBe('1.2K');
    expect(formatCount(15_300)).toBe('15.3K');
    expect(formatCount(999_999)).toBe('999.9K');
  });
  it('shows millions with one decimal and M', () => {
    expect(formatCount(1_000_000)).toBe('1.0M');
    expect(formatCount(2_500_000)).toBe('2.5M');
    expect(formatCount(3_400_000)).toBe('3.4M');
    expect(formatCount(12_345_678)).toBe('12.3M');
  });
  it('never shows a negative or broken count', () => {
    expect(formatCount(-3)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
  });
});

describe('formatLongDate', () => {
  it('spells out the weekday, month, day and year', () => {
    expect(formatLongDate(new Date(2026, 10, 22, 12))).toBe('Sunday, November 22, 2026');
  });
});

describe('dates', () => {
  it("say what US English toLocaleDateString says, every day of two years, in the viewer's time zone", async () => {
    const { formatDate, formatMonthYear } = await import('../../src/lib/format');
    for (let day = 0; day < 731; day += 1) {
      const date = new Date(2027, 0, 1 + day, day % 24, 30);
      expect(formatDate(date)).toBe(
        date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }),
      );
      expect(formatLongDate(date.toISOString())).toBe(
        date.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
      );
      expect(formatMonthYear(date.getTime())).toBe(
        date.toLocaleDateString('en-US', { year: 'numeric', month: 'long' }),
      );
    }
    expect(formatDate('not a date')).toBe(
      new Date('not a date').toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }),
    );
  });
});

describe('asEmoji', () => {
  it('asks for the colour picture of a lone symbol, and leaves the rest alone', async () => {
    const { asEmoji } = await import('../../src/lib/format');
    expect(asEmoji('⚡')).toBe('⚡\uFE0F');
    expect(asEmoji('⚡\uFE0F')).toBe('⚡\uFE0F');
    expect(asEmoji('🔍')).toBe('🔍\uFE0F');
    expect(asEmoji('👩‍🚀')).toBe('👩‍🚀');
  });
});
