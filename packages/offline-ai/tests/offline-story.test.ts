// The offline writer over a whole story and in languages it cannot read: scenes written one after
// another never share a title or a line; an adverb opening a sentence is no character; a prompt in another language
// keeps the author's words and makes none of them a character.
import { describe, expect, test } from 'vitest';
import { createOfflineTextProvider } from '../src/text';
import { storyContext } from '../../../tests/helpers/story-context';
import { sentencesOf } from '../src/language';
import { stockLinesFor } from '../src/scene';
import STOCK_LINES from '../src/data/stock-lines.json' with { type: 'json' };
import type { SceneDraft, StoryContext } from '../../../worker/ai/types';

const writer = createOfflineTextProvider();

const story = (changes: Partial<StoryContext> = {}): StoryContext =>
  storyContext({ title: 'The Lamp Room', ...changes });

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
        characters: [
          ...context.characters,
          ...scene.newCharacters.map(({ name, title, description: about }) => ({ name, title, description: about })),
        ],
        locations: [
          ...context.locations,
          ...scene.newLocations.map(({ name, title, description: about }) => ({ name, title, description: about })),
        ],
        previousScenes: [
          ...context.previousScenes,
          { sceneNumber: n + 1, title: scene.title, description: scene.description },
        ],
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

  // The same story in languages the writer cannot read: it must not crash, titles stay distinct, the first scenes tell
  // the premise in the author's words, and once it is told the later scenes say new things: stock lines of the story's
  // language (interface languages) or nothing (others), never a line an earlier scene had, never English.
  const THREE_LINES: [string, string | null, string][] = [
    [
      'Japanese',
      'ja',
      [
        '灯台守のミラは孤島で大きなランプの世話をしている。',
        'ある嵐の夜、幽霊船が現れ、友達のトムが小舟で会いに行く。',
        '二人は夜明けまでに船の望みを突き止めなければならない。',
      ].join('\n'),
    ],
    [
      'Arabic',
      'ar',
      [
        'ميرا حارسة المنارة تعتني بالمصباح الكبير في جزيرة وحيدة.',
        'في ليلة عاصفة تظهر سفينة أشباح، ويجدف صديقها توم للقائها.',
        'يجب أن يعرفا ما تريده السفينة قبل الفجر.',
      ].join('\n'),
    ],
    [
      'Hindi',
      'hi',
      [
        'मीरा एक सुनसान द्वीप पर प्रकाशस्तंभ के बड़े दीपक की देखभाल करती है।',
        'एक तूफ़ानी रात एक भूतिया जहाज़ दिखाई देता है, और उसका दोस्त टॉम नाव खेकर उससे मिलने जाता है।',
        'दोनों को सुबह होने से पहले पता लगाना है कि जहाज़ क्या चाहता है।',
      ].join('\n'),
    ],
    [
      'Korean',
      'ko',
      [
        '등대지기 미라는 외딴섬에서 커다란 등불을 돌본다.',
        '폭풍우 치는 어느 밤 유령선이 나타나고, 친구 톰이 작은 배를 저어 그것을 만나러 간다.',
        '두 사람은 새벽이 오기 전에 배가 원하는 것을 알아내야 한다.',
      ].join('\n'),
    ],
    [
      'Chinese',
      'zh-CN',
      [
        '灯塔看守米拉在一座孤岛上照看着巨大的灯。',
        '一个暴风雨之夜，一艘幽灵船出现了，她的朋友汤姆划着小船去迎接它。',
        '他们必须在黎明前弄清那艘船想要什么。',
      ].join('\n'),
    ],
    [
      'Spanish',
      'es',
      [
        'Mira, la guardiana del faro, cuida la gran lámpara en una isla solitaria.',
        'Una noche de tormenta aparece un barco fantasma, y su amigo Tom rema a su encuentro.',
        'Juntos deben descubrir qué quiere el barco antes del amanecer.',
      ].join('\n'),
    ],
    [
      'Portuguese',
      'pt-BR',
      [
        'Mira, a guardiã do farol, cuida da grande lâmpada numa ilha solitária.',
        'Numa noite de tempestade surge um navio fantasma, e seu amigo Tom rema ao encontro dele.',
        'Juntos, eles precisam descobrir o que o navio quer antes do amanhecer.',
      ].join('\n'),
    ],
    [
      'Russian',
      null,
      [
        'Мира, смотрительница маяка, ухаживает за большой лампой на одиноком острове.',
        'Однажды штормовой ночью появляется корабль-призрак, и её друг Том гребёт ему навстречу.',
        'Вместе они должны узнать, чего хочет корабль, до рассвета.',
      ].join('\n'),
    ],
  ];
  for (const [language, tongue, description] of THREE_LINES) {
    test(`six scenes from a three-line ${language} description: distinct titles, no line twice, no English`, async () => {
      let context = story({ title: description.split('\n')[0]!, description });
      const scenes: SceneDraft[] = [];
      for (let n = 0; n < 6; n++) {
        const kind = n === 0 ? 'openingScenes' : 'continuation';
        const { suggestions } = await writer.run('suggestions', { story: context, count: 3, kind });
        expect(suggestions.length).toBeGreaterThan(0);
        // A multi-clause premise gives later scenes a clause of it, not an earlier scene's description word for word.
        if (n > 0) for (const scene of context.previousScenes) expect(suggestions[0]!.text).not.toBe(scene.description);
        const scene = await writer.run('scene', { prompt: suggestions[0]!.text, maxPanels: 6, story: context });
        scenes.push(scene);
        context = {
          ...context,
          previousScenes: [
            ...context.previousScenes,
            { sceneNumber: n + 1, title: scene.title, description: scene.description },
          ],
        };
      }
      const titles = scenes.map((scene) => scene.title);
      expect(new Set(titles).size).toBe(6);
      const lines = scenes.flatMap(linesOf);
      expect(lines.filter((line, index) => lines.indexOf(line) !== index)).toEqual([]);
      // The first three scenes tell the premise's three sentences, in order.
      const squeeze = (text: string) => text.replace(/\s/g, '');
      expect(squeeze(scenes.slice(0, 3).flatMap(linesOf).join(''))).toBe(squeeze(description));
      // Later scenes: the language's own stock lines, at least one a scene, or silence in a language without them.
      const stock = tongue ? STOCK_LINES[tongue as keyof typeof STOCK_LINES] : [];
      for (const scene of scenes.slice(3)) {
        const said = linesOf(scene);
        if (tongue) expect(said.length, language).toBeGreaterThan(0);
        for (const line of said) expect(stock, `${language}: ${line}`).toContain(line);
      }
      for (const text of [...titles, ...lines]) {
        if (tongue === 'es' || tongue === 'pt-BR') expect(text).not.toMatch(/\b(the|and|look|wait|what|here)\b/i);
        else expect(text).not.toMatch(/[A-Za-z]{3,}/);
      }
      for (const scene of scenes) expect(scene.newCharacters).toEqual([]);
    });
  }

  test('a story’s stock lines differ from scene to scene for eight scenes, in every interface language', () => {
    for (const tongue of Object.keys(STOCK_LINES) as (keyof typeof STOCK_LINES)[]) {
      expect(new Set(STOCK_LINES[tongue]).size).toBe(16);
      const said = Array.from({ length: 8 }, (_, scene) => stockLinesFor(tongue, scene)).flat();
      expect(new Set(said).size).toBe(16);
    }
  });

  test('the same prompt written twice in one story gets a new title the second time', async () => {
    const prompt = 'Mira climbs the lighthouse stairs.';
    const first = await writer.run('scene', { prompt, maxPanels: 4, story: story() });
    const second = await writer.run('scene', {
      prompt,
      maxPanels: 4,
      story: story({ previousScenes: [{ sceneNumber: 1, title: first.title, description: first.description }] }),
    });
    expect(second.title).not.toBe(first.title);
  });

  test('“Together they must…” and “Inside, she…” make no characters; a name at a sentence’s start still does', async () => {
    const written = await writer.run('scene', {
      prompt: 'Together they must cross the sea cave. Suddenly she slips. Mira lights the lamp.',
      maxPanels: 4,
      story: story(),
    });
    const names = written.newCharacters.map((entity) => entity.name);
    expect(names).toEqual(['Mira']);
    expect(JSON.stringify(written)).not.toMatch(/\bTogether (stands|takes|waits)/);
  });

  test('each action panel’s line says its own beat, in the prompt’s order', async () => {
    const written = await writer.run('scene', {
      prompt: 'Mira lights the great lamp. Then Tom rows the little boat. Mira rings the brass bell.',
      maxPanels: 4,
      story: story(),
    });
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
      expect(squeeze(written.panels.map((panel) => panel.bubbles.map((bubble) => bubble.text).join('')).join(''))).toBe(
        squeeze(prompt),
      );
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
      const base = story({
        title: sentencesOf(premise)[0]!,
        description: premise,
        characters: [entity(a, sentencesOf(premise)[1]), entity(b)],
        locations: [entity(place)],
      });
      const words = [premise, a, b, place].join(' ').replace(/\s+/g, '');
      for (const kind of ['continuation', 'openingScenes'] as const) {
        for (const told of [0, 1, 2]) {
          const previousScenes = sentencesOf(premise)
            .slice(0, told)
            .map((sentence, i) => ({ sceneNumber: i + 1, title: sentence, description: sentence }));
          const { suggestions } = await writer.run('suggestions', {
            story: { ...base, previousScenes },
            count: 4,
            kind,
          });
          expect(suggestions.length, `${language} ${kind}`).toBeGreaterThan(0);
          expect(new Set(suggestions.map((idea) => idea.text)).size).toBe(suggestions.length);
          for (const { text } of suggestions) {
            expect(text, `${language} ${kind}`).not.toMatch(/[A-Za-z]/);
            // Every letter is the author's: the premise's sentences, or names joined by signs.
            for (const word of text.match(/[\p{L}\p{M}]+/gu) ?? [])
              expect(words, `${language}: ${text}`).toContain(word);
          }
          // A premise sentence already told as a scene is not offered again.
          for (const scene of previousScenes)
            expect(suggestions.map((idea) => idea.text)).not.toContain(scene.description);
        }
      }
      // A scene from a prompt of emoji only keeps to the story's language too.
      const written = await writer.run('scene', { prompt: '🐱☔🌙✨🐈🌧️⭐🌊🔥💫', maxPanels: 3, story: base });
      for (const text of [
        written.title,
        written.description,
        ...linesOf(written),
        ...written.panels.map((panel) => panel.description),
      ])
        expect(text, language).not.toMatch(/[A-Za-z]/);
      expect(written.newCharacters).toEqual([]);
    }
    // An English story keeps its English ideas.
    const { suggestions } = await writer.run('suggestions', {
      story: story({ description: 'A lighthouse keeper finds a message in a bottle.' }),
      count: 3,
      kind: 'continuation',
    });
    expect(suggestions.every((idea) => /[A-Za-z]/.test(idea.text))).toBe(true);
  });

  test('a capitalised Russian word is never a character, even in an English prompt', async () => {
    const written = await writer.run('scene', {
      prompt: 'The knight Храбрый rides to the castle with Mira.',
      maxPanels: 4,
      story: story(),
    });
    expect(written.newCharacters.map((entity) => entity.name)).not.toContain('Храбрый');
    const extracted = await writer.run('extractEntities', {
      description: 'Храбрый и Маленькая идут в лес.',
      story: story(),
      maxCharacters: 4,
      maxLocations: 2,
    });
    expect(extracted.characters).toEqual([]);
  });

  test('a character from a Japanese description keeps the author’s words; polishing leaves them alone', async () => {
    const drafted = await writer.run('entityFromDescription', {
      kind: 'character',
      description: '赤い帽子をかぶった小さな猫。',
      context: '',
      story: story(),
    });
    expect(drafted.name).not.toMatch(/[A-Za-z]/);
    expect(drafted.description).toBe('赤い帽子をかぶった小さな猫。');
    const { improvedText } = await writer.run('improveText', { text: 'Храбрый рыцарь  идёт в замок.', story: null });
    expect(improvedText).toBe('Храбрый рыцарь идёт в замок.');
  });

  test('runs joined into one panel keep the script’s punctuation: no Latin ". " after 、 ، or a Thai clause, no space between Japanese sentences', async () => {
    const prompts = [
      '猫のミケは夜の屋根に登って、空の星を数えながら、月に向かって小さな声で歌った。',
      'صعدت القطة إلى السطح في الليل، وعدّت النجوم في السماء، وغنّت للقمر بصوت خافت.',
      'แมวปีนขึ้นหลังคาตอนกลางคืน นับดาวบนท้องฟ้า แล้วร้องเพลงให้ดวงจันทร์ฟังเบาๆ',
      '星は静かに光った。月が笑った。猫は屋根の上で眠った。',
    ];
    for (const prompt of prompts) {
      for (const maxPanels of [1, 2]) {
        const written = await writer.run('scene', { prompt, maxPanels, story: story({ description: prompt }) });
        const told = written.panels.flatMap((panel) => [
          panel.description!,
          ...panel.bubbles.map((bubble) => bubble.text),
        ]);
        for (const text of told) {
          expect(text).not.toMatch(/[、，،]\s*\./u);
          expect(text).not.toMatch(/\p{Script=Thai}\./u);
          expect(text).not.toMatch(/。 /u);
          // Each bubble is the prompt's words as written, joined where the prompt joins them.
          if (!text.endsWith('…')) expect(prompt.replace(/\s+/g, ' ')).toContain(text);
        }
      }
    }
  });

  test('a quotation 「…」 stays whole in one panel, with the words that follow it', async () => {
    const prompt = 'ミケは「待って、まだ行かないで！」と叫んだ。星は静かに光った。月が笑った。';
    for (const maxPanels of [2, 3, 4, 6]) {
      const written = await writer.run('scene', { prompt, maxPanels, story: story({ description: prompt }) });
      const lines = linesOf(written);
      expect(lines.some((line) => line.includes('「待って、まだ行かないで！」と叫んだ。'))).toBe(true);
      for (const line of lines) expect((line.match(/「/g) ?? []).length).toBe((line.match(/」/g) ?? []).length);
    }
    // One long sentence told clause by clause: never at the 、 inside the quotation.
    const long =
      'ミケは屋根の上で長いあいだ星を見上げて、「待って、まだ行かないで、ずっとここにいて！」と小さな声で叫んで、月に向かって歩き出した。';
    const written = await writer.run('scene', { prompt: long, maxPanels: 4, story: story({ description: long }) });
    for (const line of linesOf(written))
      expect((line.match(/「/g) ?? []).length).toBe((line.match(/」/g) ?? []).length);
    expect(sentencesOf('「待って！」と叫んだ。星が光った。')).toEqual(['「待って！」と叫んだ。', '星が光った。']);
  });
});
