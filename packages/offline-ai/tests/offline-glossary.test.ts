// The offline painter reads what a panel prompt says is in the picture: not the scene writer's shot direction or art
// style words, and a prompt in Japanese, Chinese, Korean, Arabic, Hindi or Thai through its English gloss.
import { describe, expect, test } from 'vitest';
import { gloss } from '../src/glossary';
import { writeScene } from '../src/scene';
import { storyContext } from '../../../tests/helpers/story-context';
import { pictureReading, planPicture } from '../src/picture-plan';
import { ART_STYLE_WORDS } from '../src/words';
import { imageRequest } from './image-request';

const request = (prompt: string, artStyle = '', seed = 'story:1:2') => imageRequest(prompt, seed, { artStyle });
/** A panel prompt as the offline scene writer builds it: shot, beat, style words. */
const written = (shot: string, beat: string, style = ART_STYLE_WORDS.comic) => `${shot}: ${beat} ${style}.`;
const species = (prompt: string) => planPicture(request(prompt)).subjects.map((subject) => subject.species);

describe('what a panel prompt says is in the picture', () => {
  test('the shot direction is nobody and the art style names no prop', () => {
    const storm = planPicture(request(written('Close-up', 'The storm breaks over the sea.')));
    expect(storm.subjects.map((subject) => subject.name)).not.toContain('Close-up');
    expect(storm.things.map((thing) => thing.kind)).not.toContain('book');
    expect(storm).toMatchObject({ setting: 'sea', weather: 'storm', camera: 'close' });
    const dragon = planPicture(request(written('Medium shot', 'A dragon attacks the castle.')));
    expect(dragon.subjects.map((subject) => subject.species)).toEqual(['dragon']);
    expect(dragon.things).toEqual([]);
    // The story's own art style, which the writer appends instead, is no more in the picture.
    const style = 'Classic comic book style with bold ink outlines and vibrant colors';
    expect(
      planPicture(request(written('Wide establishing shot', 'Mara walks along the harbor.', style), style)).things,
    ).toEqual([]);
    // A book the prompt itself names is still drawn.
    expect(planPicture(request('A girl reads a comic book under a tree.')).things.map((thing) => thing.kind)).toContain(
      'book',
    );
    expect(pictureReading(written('Close-up', 'The storm breaks over the sea.'), '').text).toBe(
      'The storm breaks over the sea.',
    );
  });

  test('a conjunction never acts as a silhouette', () => {
    const plan = planPicture(request('Medium shot: She climbs the tower and waves a lamp.'));
    expect(plan.silhouettes.map((entry) => entry.word)).not.toContain('and');
    expect(plan.things.map((thing) => thing.kind)).toContain('lantern');
  });
});

describe('a prompt in another language', () => {
  test('is glossed into the English the painter reads', () => {
    expect(gloss('แมวสีส้มชื่อส้มโอปีนขึ้นหลังคาเพื่อจับพระจันทร์ แต่กลับพบนกฮูกที่ใจดี')?.text).toBe(
      'แมว, a cat, climbs on the roof at night. นกฮูก, an owl, watches.',
    );
    expect(gloss('一只橘猫爬上屋顶去抓月亮，却遇到了一只善良的猫头鹰。')?.text).toBe(
      '猫, a cat, climbs on the roof at night. 猫头鹰, an owl, watches.',
    );
    expect(gloss('고양이가 밤에 지붕 위로 올라가 달을 잡으려 한다')?.text).toBe(
      '고양이, a cat, climbs on the roof at night.',
    );
    expect(gloss('एक छोटी लड़की रात में छत पर चढ़कर चाँद को पकड़ने की कोशिश करती है')?.text).toBe(
      'लड़की, a girl, climbs on the roof at night.',
    );
    // The lighthouse keeper's daughter (灯台守の娘) is one girl; the keeper is there too.
    expect(gloss('灯台守の娘ハナは嵐の夜に小さな船を見つけ、ランプを振って港へ導く。')?.text).toBe(
      '灯台守の娘, a girl, finds a boat in the harbor in the storm at night with a lamp. 灯台守, a lighthouse keeper, watches.',
    );
    // Arabic words carry their particles and pronouns (جدتها "her grandmother", ببائع "with a seller"); ليل "night" is not
    // in the name ليلى.
    // Arabic's verb comes first: the unknown word after it (ليلى, a name) acts, a girl as the verb says "she".
    expect(gloss('تبحث ليلى في سوق التوابل القديم عن جدتها الضائعة وتلتقي ببائع غامض.')?.text).toBe(
      'A girl searches at the market. جدتها, a grandmother, watches.',
    );
    expect(gloss('يركض عمر في الغابة')?.text).toBe('A man runs in the forest.');
    expect(gloss('يطير التنين فوق القلعة في الليل')?.text).toBe('التنين, a dragon, flies at the castle at night.');
    expect(gloss('يبحث الصياد عن قارب في الميناء')?.text).toBe(
      'صياد, a fisherman, searches in the harbor with a boat.',
    );
    // ببائع, "with a seller", is whom she meets.
    expect(gloss('تلتقي ببائع غامض في الليل.')?.text).toBe('A girl meets at night. بائع, a merchant, watches.');
    // Thai words at Thai word boundaries: no bird (นก) in ตอนกลางคืน, "at night".
    expect(gloss('แมวสีส้มปีนขึ้นหลังคาตอนกลางคืน')?.text).toBe('แมว, a cat, climbs on the roof at night.');
    expect(gloss('ทะเลทรายกว้างใหญ่ในยามเย็น')?.text).toBe('The scene is in the desert at sunset.');
    // Spanish and Portuguese (the interface's other languages): whole words in any case, plurals, a name before the verb.
    expect(gloss('Un gato naranja sube al tejado para atrapar la luna, pero encuentra un búho amable.')?.text).toBe(
      'gato, a cat, climbs on the roof at night. búho, an owl, watches.',
    );
    expect(gloss('Ana sube al tejado de noche.')?.text).toBe('Ana climbs on the roof at night.');
    expect(gloss('A menina encontra um barco no porto durante a tempestade.')?.text).toBe(
      'menina, a girl, finds a boat in the harbor in the storm.',
    );
    expect(gloss('Los niños suben a la montaña')?.text).toBe('niño, a boy, climbs on the mountain.');
    // "mar" (sea) is not in "marcha"; a pronoun names nobody.
    expect(gloss('La marcha termina')).toBeNull();
    expect(gloss('Ella baila en la playa')?.text).toBe('A girl dances on the beach.');
    expect(gloss('كان يوماً جديداً')).toBeNull();
  });

  test('is drawn as what it says, in the scene writer’s panel prompts', () => {
    const thai = planPicture(request(written('Close-up', 'แมวสีส้มชื่อส้มโอปีนขึ้นหลังคาเพื่อจับพระจันทร์ แต่กลับพบนกฮูกที่ใจดี')));
    expect(thai.subjects.map((subject) => subject.species)).toEqual(['cat', 'owl']);
    expect(thai).toMatchObject({ backdrop: 'rooftop', time: 'night', silhouettes: [] });
    expect(thai.things.map((thing) => thing.kind)).not.toContain('book');
    const japanese = planPicture(
      request(written('Wide establishing shot', '灯台守の娘ハナは嵐の夜に小さな船を見つけ、')),
    );
    expect(japanese).toMatchObject({ setting: 'lighthouse', time: 'night', weather: 'storm' });
    expect(japanese.things.map((thing) => thing.kind)).toContain('boat');
    expect(japanese.subjects.map((subject) => subject.name)).toEqual(['灯台守の娘', '灯台守']);
    const arabic = planPicture(
      request(written('Close-up', 'تبحث ليلى في سوق التوابل القديم عن جدتها الضائعة وتلتقي ببائع غامض.')),
    );
    expect(arabic).toMatchObject({ backdrop: 'market', action: 'search' });
    expect(arabic.time).not.toBe('night');
    expect(arabic.subjects).toHaveLength(2);
    const hindi = planPicture(request('एक छोटी लड़की रात में छत पर चढ़कर चाँद को पकड़ने की कोशिश करती है'));
    expect(hindi).toMatchObject({ backdrop: 'rooftop', time: 'night' });
    expect(hindi.subjects.map((subject) => subject.pose)).toEqual(['climb']);
    expect(species('一只橘猫爬上屋顶去抓月亮，却遇到了一只善良的猫头鹰。')).toEqual(['cat', 'owl']);
    expect(species('고양이가 밤에 지붕 위로 올라가 달을 잡으려 한다')).toEqual(['cat']);
  });

  test('keeps its own words where the painter has no drawing, or nothing is listed', () => {
    // A snail has no rig: the vocabulary's snail draws it, and nothing is left undrawn.
    const snail = planPicture(request('かたつむりが花の茎を登る'));
    expect(snail.glyphs.filter((glyph) => glyph.role === 'subject').map((glyph) => glyph.code)).toEqual(['1f40c']);
    expect(snail.silhouettes).toEqual([]);
    // Nothing listed: the subject left undrawn is the first word, not the shot direction.
    const unknown = planPicture(request(written('Wide establishing shot', 'ปริศนาแห่งกาลเวลา')));
    expect(unknown.silhouettes.map((entry) => entry.label)).not.toContain('Wide');
  });

  test('a Thai scene is told clause by clause (Thai writes a space between them), each panel drawing its own', () => {
    const scene = writeScene({
      prompt: 'แมวสีส้มชื่อส้มโอปีนขึ้นหลังคาเพื่อจับพระจันทร์ แต่กลับพบนกฮูกที่ใจดี',
      maxPanels: 3,
      story: storyContext({ title: 'แมวกับพระจันทร์' }),
    });
    expect(scene.panels.flatMap((panel) => panel.bubbles.map((bubble) => bubble.text))).toEqual([
      'แมวสีส้มชื่อส้มโอปีนขึ้นหลังคาเพื่อจับพระจันทร์',
      'แต่กลับพบนกฮูกที่ใจดี',
    ]);
    const drawn = scene.panels.map((panel, index) =>
      planPicture(request(panel.imagePrompt, '', `story:1:${index + 1}`)),
    );
    expect(drawn[0]!.subjects.map((subject) => subject.species)).toEqual(['cat']);
    expect(drawn[0]).toMatchObject({ backdrop: 'rooftop', time: 'night' });
    // The owl's panel keeps the scene's cat, roof and moon (in its prompt, in Thai).
    expect(scene.panels[2]!.imagePrompt).toContain('(แมว, หลังคา, พระจันทร์)');
    expect(drawn[2]!.subjects.map((subject) => subject.species)).toEqual(['owl', 'cat']);
    expect(drawn[2]).toMatchObject({ backdrop: 'rooftop', time: 'night' });
    // A short opening phrase ("ในวันหนึ่ง", one day) stays with the clause after it.
    const opening = writeScene({
      prompt: 'ในวันหนึ่ง เด็กหญิงเดินเข้าไปในป่า เธอพบมังกรตัวเล็กที่กำลังนอนหลับ',
      maxPanels: 3,
      story: storyContext({ title: 'ป่า' }),
    });
    expect(opening.panels.flatMap((panel) => panel.bubbles.map((bubble) => bubble.text))).toEqual([
      'ในวันหนึ่ง เด็กหญิงเดินเข้าไปในป่า',
      'เธอพบมังกรตัวเล็กที่กำลังนอนหลับ',
    ]);
  });

  test('a character the story has keeps its name, and is what the noun beside it says', () => {
    expect(gloss('ส้มโอ แมวสีส้มขี้เล่น', ['ส้มโอ'])?.text).toBe('ส้มโอ, a cat, stands.');
    expect(gloss('ハナ、灯台守の娘。赤いコートを着ている。', ['ハナ'])?.text).toBe(
      'ハナ, a girl, stands. 灯台守, a lighthouse keeper, watches.',
    );
    expect(gloss('ハナは灯台に登る', ['ハナ'])?.text).toBe('ハナ climbs at the lighthouse.');
    const sheet = (prompt: string, name: string) =>
      planPicture({
        ...request(prompt),
        hints: { subject: 'character', characters: [name], seed: 'sheet:1:1' },
      }).subjects.map((subject) => [subject.name, subject.species]);
    // A character's model sheet: one subject, the cat named ส้มโอ (was a person named ส้มโอ beside a silhouette labelled "Full").
    expect(
      sheet('Full-figure character portrait: ส้มโอ แมวสีส้มขี้เล่น Plain light background, clear silhouette.', 'ส้มโอ'),
    ).toEqual([['ส้มโอ', 'cat']]);
    expect(
      sheet(
        'Full-figure character portrait: ハナ、灯台守の娘。赤いコートを着ている。 Plain light background, clear silhouette.',
        'ハナ',
      ),
    ).toEqual([['ハナ', '']]);
    const panel = planPicture({
      ...request(written('Medium shot', 'ハナは灯台に登る')),
      hints: { characters: ['ハナ'], seed: 'story:1:2' },
    });
    expect(panel.subjects.map((subject) => subject.name)).toEqual(['ハナ']);
    expect(panel).toMatchObject({ setting: 'lighthouse' });
  });

  test('a panel keeps who, where and when its scene says, in the scene’s words', () => {
    const prompt = '灯台守の娘ハナは嵐の夜に小さな船を見つけ、ランプを振って港へ導く。';
    const scene = writeScene({ prompt, maxPanels: 3, story: storyContext({ title: '灯台' }) });
    expect(scene.panels.map((panel) => panel.bubbles.map((bubble) => bubble.text))).toEqual([
      ['灯台守の娘ハナは嵐の夜に小さな船を見つけ、'],
      [],
      ['ランプを振って港へ導く。'],
    ]);
    expect(scene.panels[2]!.imagePrompt).toContain('(灯台守の娘, 嵐, 夜)');
    const last = planPicture(request(scene.panels[2]!.imagePrompt, '', 'story:1:3'));
    expect(last).toMatchObject({ backdrop: 'harbour', time: 'night', weather: 'storm' });
    expect(last.things.map((thing) => thing.kind)).toContain('lantern');
  });
});
