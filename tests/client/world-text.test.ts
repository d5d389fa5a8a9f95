// Text as data in every script: one length rule in grapheme clusters for schemas, counters and cuts; NFC
// tags; initials and name order; download names; dates and counts in the viewer's language.
import { activateLocale } from '../../src/lib/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sceneFileName } from '../../src/editor/scene-canvas';
import { limitEdit } from '../../src/lib/char-limit';
import { storyFileName } from '../../src/lib/export/story-export';
import {
  formatCount,
  formatDate,
  formatDay,
  formatLongDate,
  formatMonthYear,
  shortDescription,
} from '../../src/lib/format';
import { addTags } from '../../src/lib/tags';
import { textBubbleInput } from '../../src/shared/bubble-schema';
import { fitsGraphemes, firstGrapheme, graphemeCount, sliceGraphemes, truncateGraphemes } from '../../src/shared/text';
import { displayName, initials } from '../../src/shared/user-display';
import {
  characterInput,
  createStoryInput,
  profileInput,
  registerInput,
  scenePrompt,
  tagsInput,
  updateStoryInput,
} from '../../src/shared/validation';
import { SCRIPTS } from '../helpers/scripts';
import { issueMessage } from '../../src/shared/messages';

/** A shared schema's issue as an answer reads it: its code's English (or its own words where it has no code). */
const english = (message: string | undefined) => (message === undefined ? undefined : issueMessage(message).message);

const ASTRONAUT = '👩‍🚀'; // 5 UTF-16 units, 3 code points, one character
// One Devanagari conjunct (स्त्री: 6 units) 60 times: 60 letters as a reader counts them, 360 UTF-16 units.
const HINDI_60 = 'स्त्री'.repeat(60);

/** A string holds no half of a surrogate pair. */
const wellFormed = (text: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe('length is counted in characters as a reader counts them', () => {
  it('counts clusters, not UTF-16 units or code points', () => {
    expect(graphemeCount(ASTRONAUT)).toBe(1);
    expect(graphemeCount('🇯🇵')).toBe(1);
    expect(graphemeCount('👍🏽')).toBe(1);
    expect(graphemeCount('स्त्री')).toBe(1);
    expect(graphemeCount('ใจดี')).toBe(3); // ใ | จ | ดี
    expect(graphemeCount('Vie\u0323\u0302t')).toBe(4); // Việt typed with combining marks
    expect(graphemeCount('a\r\nb')).toBe(3);
    expect(graphemeCount(HINDI_60)).toBe(60);
    expect(HINDI_60.length).toBe(360);
    for (const { title, description, tag } of Object.values(SCRIPTS)) {
      for (const text of [title, description, tag])
        expect(graphemeCount(text)).toBe(
          [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].length,
        );
    }
  });

  it('agrees with the segmenter on plain text it counts without one, and on random mixes', () => {
    const pieces = [
      'a',
      ' ',
      'é',
      '’',
      '—',
      '\n',
      '\r',
      '\r\n',
      'e\u0301',
      ASTRONAUT,
      '🇯🇵',
      'ใ',
      'ดี',
      'स्त्री',
      'ب',
      'ש',
      '猫',
      '한',
      'ậ',
      '\u200d',
      '\ufe0f',
    ];
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 500; i += 1) {
      const text = Array.from(
        { length: 1 + Math.floor(random() * 12) },
        () => pieces[Math.floor(random() * pieces.length)],
      ).join('');
      const clusters = [...segmenter.segment(text)].map((part) => part.segment);
      expect(graphemeCount(text)).toBe(clusters.length);
      const cut = Math.floor(random() * (clusters.length + 1));
      expect(sliceGraphemes(text, cut)).toBe(clusters.slice(0, cut).join(''));
      expect(fitsGraphemes(text, cut)).toBe(clusters.length <= cut);
      expect(firstGrapheme(text)).toBe(clusters[0] ?? '');
    }
  });

  it('never cuts a character in half', () => {
    const text = `${'🚀'.repeat(100)}${ASTRONAUT.repeat(100)}`;
    for (let max = 0; max < 200; max += 7) {
      const cut = sliceGraphemes(text, max);
      expect(wellFormed(cut)).toBe(true);
      expect(graphemeCount(cut)).toBe(max);
    }
    expect(truncateGraphemes('🚀'.repeat(10), 5)).toBe('🚀🚀🚀🚀…');
    expect(truncateGraphemes('short', 5)).toBe('short');
  });
});

describe('the description is cut at 160 characters', () => {
  it('cuts at a character boundary in every script, with the spec\'s "..."', () => {
    // 159 letters and then an emoji across the cut: the old cut at 160 units left half of it, drawn as '�'.
    const rocket = `${'a'.repeat(159)}🚀 and on`;
    expect(shortDescription(rocket)).toBe(`${'a'.repeat(159)}🚀...`);
    for (const { description } of Object.values(SCRIPTS)) {
      const long = description.repeat(20);
      const short = shortDescription(long)!;
      expect(short.endsWith('...')).toBe(true);
      expect(wellFormed(short)).toBe(true);
      expect(graphemeCount(short.slice(0, -3))).toBeLessThanOrEqual(160);
      expect(long.startsWith(short.slice(0, -3))).toBe(true);
    }
    // 160 astronauts are 800 units but 160 characters: no cut, no 'Read more'.
    expect(shortDescription(ASTRONAUT.repeat(160))).toBeNull();
    expect(shortDescription(ASTRONAUT.repeat(161))).toBe(`${ASTRONAUT.repeat(160)}...`);
  });
});

describe("the shared schemas count characters, with the spec's messages", () => {
  it('takes 11 astronauts as a name within 50 and refuses 51', () => {
    expect(profileInput.safeParse({ firstName: ASTRONAUT.repeat(11) }).success).toBe(true);
    expect(profileInput.safeParse({ firstName: ASTRONAUT.repeat(50) }).success).toBe(true);
    expect(english(profileInput.safeParse({ firstName: ASTRONAUT.repeat(51) }).error?.issues[0]?.message)).toBe(
      'Name must be at most 50 characters',
    );
  });

  it('takes a 60-letter Hindi title and a 200-character one in any script, and refuses 201', () => {
    expect(updateStoryInput.parse({ title: HINDI_60 }).title).toBe(HINDI_60);
    expect(createStoryInput.parse({ title: HINDI_60 }).title).toBe(HINDI_60);
    for (const { title } of Object.values(SCRIPTS)) {
      const two = sliceGraphemes(title.repeat(60), 200);
      expect(graphemeCount(two)).toBe(200);
      expect(updateStoryInput.safeParse({ title: two }).success).toBe(true);
      expect(english(updateStoryInput.safeParse({ title: `${two}x` }).error?.issues[0]?.message)).toBe(
        'Title must be at most 200 characters',
      );
    }
  });

  it('counts minimum lengths the same way (ten emoji are a ten-character prompt)', () => {
    expect(english(scenePrompt.safeParse('🚀'.repeat(9)).error?.issues[0]?.message)).toBe(
      'Prompt should be at least 10 characters',
    );
    expect(scenePrompt.safeParse('🚀'.repeat(10)).success).toBe(true);
    expect(scenePrompt.safeParse('猫が灯台へ向かう雨の日').success).toBe(true);
    expect(
      english(
        characterInput.safeParse({ name: 'ハナ', description: 'स्त्री'.repeat(9), imagePrompt: '一只小猫在灯塔旁边等待' })
          .error?.issues[0]?.message,
      ),
    ).toBe('Description must be at least 10 characters');
  });

  it('counts bubble text in characters', () => {
    const base = { id: 'b1', type: 'speech', position: { x: 0.5, y: 0.5 } };
    expect(textBubbleInput.safeParse({ ...base, text: ASTRONAUT.repeat(500) }).success).toBe(true);
    expect(english(textBubbleInput.safeParse({ ...base, text: ASTRONAUT.repeat(501) }).error?.issues[0]?.message)).toBe(
      'Bubble text must be at most 500 characters',
    );
  });

  it('keeps the username rule of the spec: ASCII letters, digits, _ and -', () => {
    const base = { email: 'a@b.co', password: 'Abcdef1' };
    expect(english(registerInput.safeParse({ ...base, username: '山田太郎' }).error?.issues[0]?.message)).toBe(
      'Username can only contain letters, numbers, underscores, and hyphens',
    );
    expect(english(registerInput.safeParse({ ...base, username: 'Café_99' }).error?.issues[0]?.message)).toBe(
      'Username can only contain letters, numbers, underscores, and hyphens',
    );
    expect(registerInput.safeParse({ ...base, username: 'cafe_99' }).success).toBe(true);
  });
});

describe('tags are compared and stored in NFC', () => {
  const composed = 'Café';
  const decomposed = 'Cafe\u0301';

  it('makes composed and decomposed one tag on the server, stored composed', () => {
    expect(composed).not.toBe(decomposed);
    expect(tagsInput.parse([decomposed, composed, ' café '])).toEqual([composed]);
    expect(tagsInput.parse(['Tiê\u0301ng Viê\u0323t'])).toEqual(['Tiếng Việt']);
    expect(tagsInput.parse(Object.values(SCRIPTS).map((script) => script.tag))).toEqual(
      Object.values(SCRIPTS).map((script) => script.tag),
    );
  });

  it('refuses the second spelling in the tag editor, and counts a tag in characters', () => {
    expect(addTags([composed], decomposed)).toEqual({ tags: [composed], error: 'That tag is already added' });
    expect(addTags([], `${decomposed}, ${composed}`)).toEqual({ tags: [composed], error: 'That tag is already added' });
    expect(addTags([], ASTRONAUT.repeat(50)).tags).toEqual([ASTRONAUT.repeat(50)]);
    // Typed lists split at the comma of their script: Japanese 、 and full-width ，, Arabic ،.
    expect(addTags([], '猫、冒険，夜').tags).toEqual(['猫', '冒険', '夜']);
    expect(addTags([], 'قطة، مغامرة,ليل').tags).toEqual(['قطة', 'مغامرة', 'ليل']);
    expect(tagsInput.parse(['猫、冒険', 'قطة، مغامرة', 'cat, 猫'])).toEqual(['猫', '冒険', 'قطة', 'مغامرة', 'cat']);
    expect(addTags([], ASTRONAUT.repeat(51))).toEqual({ tags: [], error: 'Each tag must be at most 50 characters' });
    expect(tagsInput.safeParse([ASTRONAUT.repeat(50)]).success).toBe(true);
    expect(english(tagsInput.safeParse([ASTRONAUT.repeat(51)]).error?.issues[0]?.message)).toBe(
      'Each tag must be at most 50 characters',
    );
  });
});

describe('a field keeps at most its limit, counted as the server counts', () => {
  it('lets 11 astronauts into a field of 50 (maxLength=50 stopped at 10)', () => {
    const eleven = ASTRONAUT.repeat(11);
    expect(eleven.length).toBe(55);
    expect(limitEdit(ASTRONAUT.repeat(10), eleven, 50, true)).toBe(eleven);
  });

  it('keeps what fits of a paste at the end and refuses an insertion into a full field', () => {
    expect(limitEdit('', '猫'.repeat(60), 50, true)).toBe('猫'.repeat(50));
    expect(limitEdit('🚀'.repeat(50), `🚀${'🚀'.repeat(50)}`, 50, false)).toBe('🚀'.repeat(50));
    // A combining mark added to the last letter of a full field is not a new character.
    expect(limitEdit('a'.repeat(49) + 'e', `${'a'.repeat(49)}e\u0301`, 50, true)).toBe(`${'a'.repeat(49)}e\u0301`);
  });
});

describe('names', () => {
  it('puts the family name first, with no space, for Japanese, Chinese and Korean names', () => {
    expect(displayName({ firstName: '太郎', lastName: '山田', username: 'u' })).toBe('山田太郎');
    expect(displayName({ firstName: 'さくら', lastName: '佐藤', username: 'u' })).toBe('佐藤さくら');
    expect(displayName({ firstName: '伟', lastName: '王', username: 'u' })).toBe('王伟');
    expect(displayName({ firstName: '민준', lastName: '김', username: 'u' })).toBe('김민준');
    expect(initials({ firstName: '太郎', lastName: '山田' })).toBe('山太');
    expect(initials({ firstName: '민준', lastName: '김' })).toBe('김민');
  });

  it('keeps given name first for other scripts and for a katakana foreign name', () => {
    expect(displayName({ firstName: 'ジョン', lastName: 'スミス', username: 'u' })).toBe('ジョン スミス');
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', username: 'u' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: 'Анна', lastName: 'Петрова', username: 'u' })).toBe('Анна Петрова');
    expect(displayName({ firstName: 'محمد', lastName: 'علي', username: 'u' })).toBe('محمد علي');
    expect(displayName({ firstName: 'Taro', lastName: '山田', username: 'u' })).toBe('Taro 山田');
  });

  it('takes the first character as a reader sees it for initials', () => {
    expect(initials({ username: '🇯🇵jun' })).toBe('🇯🇵');
    expect(initials({ firstName: '👩‍🚀 Ava', username: 'x' })).toBe(ASTRONAUT);
    expect(initials({ firstName: 'नमस्ते', lastName: 'शर्मा' })).toBe('नश');
    expect(initials({ firstName: 'क्षमा', username: 'x' })).toBe('क्ष');
    expect(initials({ firstName: 'Việt', lastName: 'Nguyễn' })).toBe('VN');
    expect(initials({ firstName: 'e\u0301mile', username: 'x' })).toBe('E\u0301');
    expect(initials({ firstName: 'анна', lastName: 'петрова' })).toBe('АП');
    expect(initials({ firstName: 'שרה', lastName: 'כהן' })).toBe('שכ');
    expect(initials({ firstName: 'ßigrid', username: 'x' })).toBe('ß');
  });

  it('takes the consonant a Thai leading vowel belongs to', () => {
    expect(initials({ firstName: 'ใจดี', username: 'x' })).toBe('จ');
    expect(initials({ firstName: 'สมชาย', lastName: 'ใจดี' })).toBe('สจ');
    expect(initials({ firstName: 'ไม้', username: 'x' })).toBe('ม้');
  });
});

describe("download file names keep the title's letters", () => {
  it('names every script after its title, cut to 30 characters', () => {
    expect(storyFileName(SCRIPTS.japanese.title, 'pdf')).toBe('小さな猫の大冒険.pdf');
    expect(storyFileName(SCRIPTS.chinese.title, 'cbz')).toBe('小猫的大冒险.cbz');
    expect(storyFileName(SCRIPTS.korean.title, 'webtoon')).toBe('고양이의-대모험-webtoon.zip');
    expect(storyFileName(SCRIPTS.thai.title, 'pdf')).toBe('แมวน้อยผจญภัยครั้งใหญ่.pdf');
    expect(storyFileName(SCRIPTS.hindi.title, 'pdf')).toBe('छोटी-बिल्ली-का-बड़ा-साहसिक-कार्य.pdf');
    expect(storyFileName(SCRIPTS.arabic.title, 'pdf')).toBe('مغامرة-القطة-الصغيرة-الكبرى.pdf');
    expect(storyFileName(SCRIPTS.hebrew.title, 'pdf')).toBe('ההרפתקה-הגדולה-של-החתול-הקטן.pdf');
    expect(storyFileName(SCRIPTS.russian.title, 'pdf')).toBe('большое-приключение-маленькой.pdf');
    expect(storyFileName(SCRIPTS.vietnamese.title, 'pdf')).toBe('bí-mật-của-ngọn-hải-đăng.pdf');
    expect(storyFileName(SCRIPTS.emoji.title, 'pdf')).toBe('space-cat.pdf');
    expect(storyFileName('🚀🚀', 'pdf')).toBe('story.pdf');
    expect(sceneFileName('Bi\u0301 mâ\u0323t', 2)).toBe('bí-mật-scene-2.jpg');
    for (const { title } of Object.values(SCRIPTS)) {
      const name = storyFileName(title.repeat(5), 'pdf').replace(/\.pdf$/, '');
      expect(graphemeCount(name)).toBeLessThanOrEqual(30);
      expect(name).not.toMatch(/^-|-$|[\\/:*?"<>|\s]/);
      expect(wellFormed(name)).toBe(true);
    }
  });
});

describe("dates and counts in the viewer's language", () => {
  afterEach(() => vi.unstubAllGlobals());
  const date = new Date(2026, 10, 22, 12);

  it("keeps the spec's English words for English viewers", () => {
    expect(formatDate(date, 'en-US')).toBe('Nov 22, 2026');
    expect(formatLongDate(date, 'en')).toBe('Sunday, November 22, 2026');
    expect(formatMonthYear(date, 'en-US')).toBe('November 2026');
    expect(formatDay(date, 'en-US')).toBe('November 22, 2026');
    expect(formatCount(1250, 'en-US')).toBe('1.2K');
    expect(formatCount(1000, 'en')).toBe('1.0K');
    expect(formatCount(999_999, 'en-US')).toBe('999.9K');
  });

  it("says the same in Intl's own en-US compact notation as in the spec's words", () => {
    const intl = new Intl.NumberFormat('en-US', {
      notation: 'compact',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      roundingMode: 'trunc',
    });
    for (const n of [1000, 1049, 1050, 1250, 9999, 15_300, 999_999, 1_000_000, 2_549_999, 12_345_678, 999_999_999])
      expect(formatCount(n, 'en-US')).toBe(intl.format(n));
  });

  it("writes dates in the viewer's language", () => {
    expect(formatDate(date, 'ja-JP')).toBe('2026年11月22日');
    expect(formatMonthYear(date, 'ja')).toBe('2026年11月');
    expect(formatMonthYear(date, 'zh-CN')).toBe('2026年11月');
    expect(formatMonthYear(date, 'ko')).toBe('2026년 11월');
    expect(formatMonthYear(date, 'ru')).toMatch(/^ноябрь 2026\sг\.$/);
    expect(formatMonthYear(date, 'vi')).toBe('tháng 11 năm 2026');
    expect(formatMonthYear(date, 'th')).toMatch(/พฤศจิกายน/);
    expect(formatMonthYear(date, 'hi')).toMatch(/नवंबर/);
    expect(formatMonthYear(date, 'ar')).toMatch(/نوفمبر/);
    expect(formatMonthYear(date, 'he')).toMatch(/נובמבר/);
    expect(formatLongDate(date, 'en-GB')).toMatch(/^Sunday,? 22 November 2026$/);
    expect(formatDate('not a date', 'ja')).toBe('Invalid Date');
  });

  it("shortens counts in the viewer's language, one decimal once shortened", () => {
    expect(formatCount(999, 'ja')).toBe('999');
    expect(formatCount(1250, 'ja')).toBe('1,250'); // Japanese shortens from 万 (ten thousand)
    expect(formatCount(15_300, 'ja')).toBe('1.5万');
    expect(formatCount(15_300, 'zh')).toBe('1.5万');
    expect(formatCount(1250, 'ko')).toBe('1.2천');
    expect(formatCount(1250, 'ru')).toMatch(/^1,2\sтыс\.$/);
    expect(formatCount(1250, 'de')).toBe('1.250'); // German shortens from a million
    expect(formatCount(2_500_000, 'de')).toMatch(/^2,5\sMio\.$/);
    expect(formatCount(1250, 'hi')).toMatch(/^1\.2\sहज़ार$/);
    expect(formatCount(-5, 'ja')).toBe('0');
  });

  it("follows the chosen interface language, not the browser's, and builds each formatter once", async () => {
    vi.stubGlobal('navigator', { language: 'ja-JP', languages: ['ja-JP', 'en'] });
    await activateLocale('ko');
    let made = 0;
    const Real = Intl.DateTimeFormat;
    vi.stubGlobal('Intl', {
      ...Intl,
      DateTimeFormat: class extends Real {
        constructor(...args: ConstructorParameters<typeof Real>) {
          super(...args);
          made += 1;
        }
      },
    });
    try {
      expect(formatMonthYear(date)).toBe('2026년 11월');
      expect(made).toBeLessThanOrEqual(1); // 0 when an earlier test already built the Korean month formatter
      made = 0;
      for (let i = 0; i < 50; i += 1) formatMonthYear(new Date(2026, i % 12, 1));
      expect(made).toBe(0);
    } finally {
      vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: Real });
      await activateLocale('en');
    }
    expect(formatMonthYear(date)).toBe('November 2026');
  });
});
