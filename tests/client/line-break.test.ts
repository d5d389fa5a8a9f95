// The shared line breaker: no hyphens in CJK or Thai, East Asian line-start/line-end rules, whole graphemes.
import { sheetsFor } from '../../src/lib/page-fonts';
import { describe, expect, it } from 'vitest';
import { breakChunks, breakLines, graphemes, textDirection } from '../../src/shared/line-break';
import { SCRIPT_SAMPLES } from '../helpers/script-samples';

/** One unit per grapheme cluster: a stand-in for a monospaced font. */
const width = (text: string) => graphemes(text).length;
const CLOSING = /^[、。，．！？」』）]/u;
const OPENING = /[「『（]$/u;

describe('breakLines', () => {
  it('keeps Latin wrapping and hyphenation as before', () => {
    expect(breakLines('one two three four', 9, width)).toEqual(['one two', 'three', 'four']);
    expect(breakLines('abcdefghij', 4, width)).toEqual(['abc-', 'def-', 'ghij']);
    expect(breakLines('WELL-KNOWN', 6, width)).toEqual(['WELL-', 'KNOWN']);
    expect(breakLines('I saw SOMETHING here', 8, width, 12)).toEqual(['I saw', 'SOMETHING', 'here']);
  });

  it('breaks Japanese between words, without hyphens, never starting a line with closing punctuation', () => {
    const lines = breakLines('今日は天気がいいですね。一緒に散歩に行きませんか？', 6, width);
    expect(lines.join('')).toBe('今日は天気がいいですね。一緒に散歩に行きませんか？');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      expect(line).not.toMatch(/-/);
      expect(line).not.toMatch(CLOSING);
      expect(line).not.toMatch(OPENING);
      expect(width(line)).toBeLessThanOrEqual(6);
    }
    // 天気 is one word: it is never cut in two.
    expect(lines.some((line) => line.endsWith('天'))).toBe(false);
  });

  it('keeps an opening bracket with what follows and a comma with what precedes in Chinese', () => {
    const lines = breakLines('他说「今天天气很好，我们一起去散步吧！」', 5, width);
    expect(lines.join('')).toBe('他说「今天天气很好，我们一起去散步吧！」');
    for (const line of lines) {
      expect(line).not.toMatch(CLOSING);
      expect(line).not.toMatch(OPENING);
    }
  });

  it('cuts a long run of CJK without a hyphen, still keeping the rules', () => {
    const lines = breakLines('。'.repeat(1) + '天天天天天天天天天天。', 4, width);
    for (const line of lines.slice(1)) {
      expect(line).not.toMatch(/-/);
      expect(line).not.toMatch(CLOSING);
    }
  });

  it('never starts a Japanese line with the long-vowel mark, a small kana, 、 or 。, even on a line of one or two characters', () => {
    const NO_START = /^[ーァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎ、。！？」』）]/u;
    const texts = [
      'ちょっと待ってー！すごーい、コーヒーだ。',
      'ショーウィンドーのキャッシュレスレジでチョコレートケーキを買った。',
      'わーい！やったー！ゆっくりいっしょにいきましょう。',
      'メールアドレスをコピーしてね、ハッピーバースデー！',
    ];
    for (const text of texts) {
      for (let max = 1; max <= 12; max++) {
        const lines = breakLines(text, max, width);
        expect(lines.join('')).toBe(text);
        for (const line of lines.slice(1))
          expect(line, `${text} at ${max}: ${lines.join(' / ')}`).not.toMatch(NO_START);
        for (const line of lines.slice(0, -1)) expect(line).not.toMatch(OPENING);
      }
    }
    // With nothing to carry down, the mark hangs past the line's end instead of opening the next line.
    expect(breakLines('ショー', 1, width)).toEqual(['ショー']);
    expect(breakLines('すごーい', 1, width)).toEqual(['す', 'ごー', 'い']);
  });

  it('keeps the rules over many generated kana texts and widths', () => {
    const words = [
      'コーヒー',
      'ちょっと',
      'ショー',
      'キャッ',
      'すごーい',
      '猫',
      '星空',
      'が',
      'を',
      '、',
      '。',
      '！',
      '「星空」',
      'ゃ',
      'ッ',
      'ー',
      'あ',
      '月',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647);
    for (let n = 0; n < 300; n++) {
      const parts = Array.from({ length: 4 + (next() % 12) }, () => words[next() % words.length]!);
      // A text opens with a word, as a sentence does.
      const text = `猫${parts.join('')}`;
      for (const max of [2, 3, 5, 8]) {
        const lines = breakLines(text, max, width);
        expect(lines.join('')).toBe(text);
        for (const line of lines.slice(1))
          expect(line, `${text} at ${max}: ${lines.join(' / ')}`).not.toMatch(/^[ーッゃ、。！」]/u);
      }
    }
  });

  it('breaks Thai at dictionary words, with no hyphen and no word cut', () => {
    const text = 'วันนี้อากาศดีมากเลยนะ';
    const lines = breakLines(text, 8, width);
    expect(lines.join('')).toBe(text);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line).not.toMatch(/-/);
    // อาทิตย์ (Sunday) is one word: never อาทิ-/ตย์.
    expect(breakLines('วันอาทิตย์', 5, width)).toEqual(['วัน', 'อาทิตย์']);
  });

  it('never splits a grapheme cluster: emoji sequences, flags, Devanagari conjuncts', () => {
    const text = '👩‍🚀👩‍🚀👩‍🚀🇯🇵🇯🇵🇯🇵👍🏽👍🏽';
    const lines = breakLines(text, 3, width);
    expect(lines.join('')).toBe(text);
    for (const line of lines) for (const g of graphemes(line)) expect(['👩‍🚀', '🇯🇵', '👍🏽']).toContain(g);
    const hindi = breakLines('क्षत्रियक्षत्रियक्षत्रिय', 2, width);
    expect(hindi.join('')).toBe('क्षत्रियक्षत्रियक्षत्रिय');
    for (const line of hindi) {
      expect(line).not.toMatch(/-/);
      expect(line).not.toMatch(/^[\u093e-\u094d]/u); // no line starts with a vowel sign or virama
    }
  });

  it('wraps Arabic and Hebrew at spaces and knows their direction', () => {
    expect(breakLines('الطقس جميل اليوم! هل تريد', 10, width)).toEqual(['الطقس جميل', 'اليوم! هل', 'تريد']);
    expect(textDirection('الطقس جميل')).toBe('rtl');
    expect(textDirection('«איפה הכוכב?»')).toBe('rtl');
    expect(textDirection('123 Hello שלום')).toBe('ltr');
    expect(textDirection('🚀 ok')).toBe('ltr');
  });

  it('wraps every sample script, keeping all its words and never hyphenating outside Latin/Cyrillic', () => {
    for (const sample of SCRIPT_SAMPLES) {
      for (const bubble of sample.bubbles) {
        const lines = breakLines(bubble, 8, width);
        // Only Latin and Cyrillic words may gain a hyphen where they are cut.
        const squash = (s: string) => s.replace(/\s+/g, '');
        const joined = /^(ru|vi|emoji)$/.test(sample.lang)
          ? lines.map((l) => l.replace(/(\p{L})-$/u, '$1')).join('')
          : lines.join('');
        expect(squash(joined), sample.lang).toBe(squash(bubble));
        if (sample.lang !== 'ru' && sample.lang !== 'vi' && sample.lang !== 'emoji')
          for (const line of lines) expect(line, sample.lang).not.toMatch(/-$/);
        for (const line of lines) expect(line, sample.lang).not.toMatch(CLOSING);
        if (sample.spaceless && width(bubble) > 8) expect(lines.length, sample.lang).toBeGreaterThan(1);
      }
    }
  });

  it('splits chunks at spaces and spaceless-script words only', () => {
    expect(breakChunks('Hello, world!').map((c) => c.text)).toEqual(['Hello,', 'world!']);
    expect(breakChunks('猫が好き。').map((c) => c.text)).toEqual(['猫', 'が', '好き。']);
  });
});

describe('page font sheets: one CJK face for Han, the one of the page', () => {
  it('draws kanji with kana in the Japanese face, Hanja with Hangul in the Korean one, Han alone in the Chinese one', () => {
    expect(sheetsFor('星をさがす小さな猫 山田花子')).toEqual(['ja']);
    expect(sheetsFor('별을 찾는 고양이 金')).toEqual(['ko']);
    expect(sheetsFor('寻找星星的小猫')).toEqual(['zh']);
    expect(sheetsFor('Маленький котёнок')).toEqual(['zh']);
    expect(sheetsFor('تبحث عن نجمة 👩‍🚀')).toEqual(['ar', 'emoji']);
    expect(sheetsFor('Plain English, café — “quoted”')).toEqual([]);
  });
});
