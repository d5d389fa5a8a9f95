// The offline writer over a whole story (issue 29) and in languages it cannot read (issue 24): scenes written one after
// another never share a title or a line; an adverb opening a sentence is no character; a prompt in another language
// keeps the author's words and makes none of them a character.
import { describe, expect, test } from 'vitest';
import { createOfflineTextProvider } from '../../worker/ai/offline/text';
import { storyContext } from '../helpers/story-context';
import { sentencesOf } from '../../worker/ai/offline/language';
import type { SceneDraft, StoryContext } from '../../worker/ai/types';

const writer = createOfflineTextProvider();

const story = (changes: Partial<StoryContext> = {}): StoryContext => storyContext({ title: 'The Lamp Room', ...changes });

const linesOf = (scene: SceneDraft) => scene.panels.flatMap((panel) => panel.bubbles.map((bubble) => bubble.text));

describe('offline writer: a story of six scenes', () => {
  test('six scenes from a three-line description, each from the writer’s own next-scene idea: distinct titles, no line twice', async () => {
    const description = [
      'Mira the lighthouse keeper tends the great lamp on a lonely island.',
      'One stormy night a ghost ship appears, and her friend Tom rows out to meet it.',
      'Together they must find out what the ship wants before dawn.',
    ].join('\n');
    let context = story({ description });
    const scenes: SceneDraft[] = [];
    for (let n = 0; n < 6; n++) {
      const kind = n === 0 ? 'openingScenes' : 'continuation';
      const { suggestions } = await writer.run('suggestions', { story: context, count: 3, kind });
      const scene = await writer.run('scene', { prompt: suggestions[0]!.text, maxPanels: 6, story: context });
      scenes.push(scene);
      context = {
        ...context,
        characters: [...context.characters, ...scene.newCharacters.map(({ name, title, description: about }) => ({ name, title, description: about }))],
        locations: [...context.locations, ...scene.newLocations.map(({ name, title, description: about }) => ({ name, title, description: about }))],
        previousScenes: [...context.previousScenes, { sceneNumber: n + 1, title: scene.title, description: scene.description }],
      };
    }
    const titles = scenes.map((scene) => scene.title.toLowerCase());
    expect(new Set(titles).size).toBe(6);
    const lines = scenes.flatMap(linesOf);
    expect(lines.length).toBeGreaterThan(18);
    const repeated = lines.filter((line, index) => lines.indexOf(line) !== index);
    expect(repeated).toEqual([]);
    // Nobody is named after a sentence's opening adverb.
    const names = context.characters.map((entity) => entity.name);
    expect(names).not.toContain('Together');
    expect(names).toContain('Mira');
  });

  // The same story in languages the writer cannot read: it must not crash, titles stay distinct (numbered without
  // English once the premise is told), every line keeps the author's words and the scenes move through the premise.
  const THREE_LINES: [string, string][] = [
    ['Japanese', ['灯台守のミラは孤島で大きなランプの世話をしている。', 'ある嵐の夜、幽霊船が現れ、友達のトムが小舟で会いに行く。', '二人は夜明けまでに船の望みを突き止めなければならない。'].join('\n')],
    ['Arabic', ['ميرا حارسة المنارة تعتني بالمصباح الكبير في جزيرة وحيدة.', 'في ليلة عاصفة تظهر سفينة أشباح، ويجدف صديقها توم للقائها.', 'يجب أن يعرفا ما تريده السفينة قبل الفجر.'].join('\n')],
  ];
  for (const [language, description] of THREE_LINES) {
    test(`six scenes from a three-line ${language} description: distinct titles, no line twice, the author's words`, async () => {
      let context = story({ title: description.split('\n')[0]!, description });
      const scenes: SceneDraft[] = [];
      for (let n = 0; n < 6; n++) {
        const kind = n === 0 ? 'openingScenes' : 'continuation';
        const { suggestions } = await writer.run('suggestions', { story: context, count: 3, kind });
        expect(suggestions.length).toBeGreaterThan(0);
        const scene = await writer.run('scene', { prompt: suggestions[0]!.text, maxPanels: 6, story: context });
        scenes.push(scene);
        context = { ...context, previousScenes: [...context.previousScenes, { sceneNumber: n + 1, title: scene.title, description: scene.description }] };
      }
      const titles = scenes.map((scene) => scene.title);
      expect(new Set(titles).size).toBe(6);
      const lines = scenes.flatMap(linesOf);
      expect(lines.length).toBeGreaterThanOrEqual(6);
      // The first three scenes tell the premise's three sentences, in order, each line once.
      const firstThree = scenes.slice(0, 3).flatMap(linesOf);
      expect(firstThree.filter((line, index) => firstThree.indexOf(line) !== index)).toEqual([]);
      const squeeze = (text: string) => text.replace(/\s/g, '');
      expect(squeeze(firstThree.join(''))).toBe(squeeze(description));
      // After that the writer has nothing new to tell in a language it cannot read: the premise again, in turn.
      expect(new Set(scenes.slice(3).map((scene) => scene.description)).size).toBe(3);
      for (const text of [...titles, ...lines]) expect(text).not.toMatch(/[A-Za-z]{3,}/);
      for (const scene of scenes) expect(scene.newCharacters).toEqual([]);
    });
  }

  test('the same prompt written twice in one story gets a new title the second time', async () => {
    const prompt = 'Mira climbs the lighthouse stairs.';
    const first = await writer.run('scene', { prompt, maxPanels: 4, story: story() });
    const second = await writer.run('scene', { prompt, maxPanels: 4, story: story({ previousScenes: [{ sceneNumber: 1, title: first.title, description: first.description }] }) });
    expect(second.title).not.toBe(first.title);
  });

  test('“Together they must…” and “Inside, she…” make no characters; a name at a sentence’s start still does', async () => {
    const written = await writer.run('scene', { prompt: 'Together they must cross the sea cave. Suddenly she slips. Mira lights the lamp.', maxPanels: 4, story: story() });
    const names = written.newCharacters.map((entity) => entity.name);
    expect(names).toEqual(['Mira']);
    expect(JSON.stringify(written)).not.toMatch(/\bTogether (stands|takes|waits)/);
  });

  test('each action panel’s line says its own beat, in the prompt’s order', async () => {
    const written = await writer.run('scene', { prompt: 'Mira lights the great lamp. Then Tom rows the little boat. Mira rings the brass bell.', maxPanels: 4, story: story() });
    const lines = written.panels.flatMap((panel) => panel.bubbles.map((bubble) => bubble.text)).join(' | ');
    const order = ['lamp', 'boat', 'bell'].map((word) => lines.indexOf(word));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});

const FOREIGN: [string, string][] = [
  ['Japanese', '小さな猫が雨の中で赤い傘を見つける。猫は傘の下で眠る。'],
  ['Russian', 'Храбрый рыцарь идёт в замок. Маленькая девочка ждёт его у ворот.'],
  ['Arabic', 'يجد القط الصغير مظلة حمراء تحت المطر. ثم ينام تحتها.'],
  ['Hindi', 'एक छोटी बिल्ली बारिश में लाल छाता ढूँढती है। फिर वह उसके नीचे सो जाती है।'],
  ['Thai', 'แมวตัวเล็กพบร่มสีแดงกลางสายฝน แล้วก็นอนหลับอยู่ใต้ร่ม'],
];

describe('offline writer: a language it cannot read keeps the author’s words', () => {
  for (const [language, prompt] of FOREIGN) {
    test(`${language}: the title, description and bubbles quote the prompt; no character, no English invented`, async () => {
      const written = await writer.run('scene', { prompt, maxPanels: 4, story: story() });
      const squeeze = (text: string) => text.replace(/[\s…]/g, '');
      expect(written.title).not.toMatch(/[A-Za-z]/);
      expect(squeeze(prompt)).toContain(squeeze(written.title));
      expect(written.description).toBe(prompt);
      expect(written.newCharacters).toEqual([]);
      expect(written.newLocations).toEqual([]);
      const lines = linesOf(written);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        expect(line).not.toMatch(/[A-Za-z]/);
        expect(squeeze(prompt)).toContain(squeeze(line));
      }
      for (const panel of written.panels) {
        expect(panel.characters).toEqual([]);
        expect(panel.description).not.toMatch(/[A-Za-z]/);
      }
      // The whole prompt is told, in order.
      expect(squeeze(written.panels.map((panel) => panel.bubbles.map((bubble) => bubble.text).join('')).join(''))).toBe(squeeze(prompt));
    });
  }

  test('a story title from a Japanese or Russian description quotes it instead of mixing languages', async () => {
    for (const [, prompt] of FOREIGN) {
      const { title } = await writer.run('title', { description: prompt, story: null });
      expect(title).not.toMatch(/[A-Za-z]/);
    }
    const { title } = await writer.run('title', { description: 'Маленькая девочка и серебряный ключ.', story: null });
    expect(title).toBe('Маленькая девочка и серебряный ключ');
  });

  test('next-scene and opening ideas for a story in another language are in its words, with no English', async () => {
    const names: Record<string, [string, string, string]> = {
      Japanese: ['ミケ', '山田', '灯台'],
      Russian: ['Мира', 'Иван', 'Маяк'],
      Arabic: ['ليلى', 'عمر', 'المنارة'],
      Hindi: ['मीरा', 'राहुल', 'प्रकाशस्तंभ'],
      Thai: ['มะลิ', 'สมชาย', 'ประภาคาร'],
    };
    for (const [language, premise] of FOREIGN) {
      const [a, b, place] = names[language]!;
      const entity = (name: string, description = '') => ({ name, title: '', description });
      const base = story({ title: sentencesOf(premise)[0]!, description: premise, characters: [entity(a, sentencesOf(premise)[1]), entity(b)], locations: [entity(place)] });
      const words = [premise, a, b, place].join(' ').replace(/\s+/g, '');
      for (const kind of ['continuation', 'openingScenes'] as const) {
        for (const told of [0, 1, 2]) {
          const previousScenes = sentencesOf(premise).slice(0, told).map((sentence, i) => ({ sceneNumber: i + 1, title: sentence, description: sentence }));
          const { suggestions } = await writer.run('suggestions', { story: { ...base, previousScenes }, count: 4, kind });
          expect(suggestions.length, `${language} ${kind}`).toBeGreaterThan(0);
          expect(new Set(suggestions.map((idea) => idea.text)).size).toBe(suggestions.length);
          for (const { text } of suggestions) {
            expect(text, `${language} ${kind}`).not.toMatch(/[A-Za-z]/);
            // Every letter is the author's: the premise's sentences, or names joined by signs.
            for (const word of text.match(/[\p{L}\p{M}]+/gu) ?? []) expect(words, `${language}: ${text}`).toContain(word);
          }
          // A premise sentence already told as a scene is not offered again.
          for (const scene of previousScenes) expect(suggestions.map((idea) => idea.text)).not.toContain(scene.description);
        }
      }
      // A scene from a prompt of emoji only keeps to the story's language too.
      const written = await writer.run('scene', { prompt: '🐱☔🌙✨🐈🌧️⭐🌊🔥💫', maxPanels: 3, story: base });
      for (const text of [written.title, written.description, ...linesOf(written), ...written.panels.map((panel) => panel.description)]) expect(text, language).not.toMatch(/[A-Za-z]/);
      expect(written.newCharacters).toEqual([]);
    }
    // An English story keeps its English ideas.
    const { suggestions } = await writer.run('suggestions', { story: story({ description: 'A lighthouse keeper finds a message in a bottle.' }), count: 3, kind: 'continuation' });
    expect(suggestions.every((idea) => /[A-Za-z]/.test(idea.text))).toBe(true);
  });

  test('a capitalised Russian word is never a character, even in an English prompt', async () => {
    const written = await writer.run('scene', { prompt: 'The knight Храбрый rides to the castle with Mira.', maxPanels: 4, story: story() });
    expect(written.newCharacters.map((entity) => entity.name)).not.toContain('Храбрый');
    const extracted = await writer.run('extractEntities', { description: 'Храбрый и Маленькая идут в лес.', story: story(), maxCharacters: 4, maxLocations: 2 });
    expect(extracted.characters).toEqual([]);
  });

  test('a character from a Japanese description keeps the author’s words; polishing leaves them alone', async () => {
    const drafted = await writer.run('entityFromDescription', { kind: 'character', description: '赤い帽子をかぶった小さな猫。', context: '', story: story() });
    expect(drafted.name).not.toMatch(/[A-Za-z]/);
    expect(drafted.description).toBe('赤い帽子をかぶった小さな猫。');
    const { improvedText } = await writer.run('improveText', { text: 'Храбрый рыцарь  идёт в замок.', story: null });
    expect(improvedText).toBe('Храбрый рыцарь идёт в замок.');
  });
});
