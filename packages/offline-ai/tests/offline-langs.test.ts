// A prompt in another interface language draws its subject: a person the CLDR annotations know as a job's drawing
// (소방관 🧑‍🚒, 기사 …) is that role in English, as its English word draws; a drawing of someone doing something (🚴
// "person biking") is the verb, no one; a capitalised article opens a sentence and names no one.
import { describe, expect, test } from 'vitest';
import { gloss } from '../src/glossary';
import { planPicture } from '../src/picture-plan';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'langs:1:2'));
const names = (prompt: string) => plan(prompt).subjects.map((subject) => subject.name);

describe('prompts in the interface languages draw their subject', () => {
  test('a job the annotations draw is the role in English, in any script', () => {
    expect(gloss('소방관이 고양이를 구한다')?.text).toMatch(/^A firefighter /);
    expect(gloss('宇航员在看地图')?.text).toMatch(/^宇航员, an astronaut,|^An astronaut /);
    expect(gloss('الطباخة تقطع الخبز')?.text ?? '').not.toMatch(/^The scene/);
    // Drawn as the English word draws: the police officer, not a cap or nobody.
    const officer = plan('ตำรวจยืนข้างรถ');
    expect(officer.subjects.map((subject) => subject.species)).toContain('police officer');
  });

  test('one the role tables name is not drawn twice beside the rig of its name', () => {
    const glyphs = plan('Anselm, a farmer, feeds the goats.').glyphs.map((glyph) => glyph.word);
    expect(glyphs).not.toContain('farmer');
  });

  test('a drawing of someone doing something is the verb, not a person of the prompt', () => {
    const ride = plan('老师骑自行车');
    expect(ride.glyphs.filter((glyph) => glyph.role === 'subject').map((glyph) => glyph.word)).toEqual([]);
  });

  test('a capitalised article of a sentence the painter cannot read names no one', () => {
    expect(names('Una tortuga cruza la carretera despacio')).not.toContain('Una');
    expect(names('La tormenta golpea la ventana')).not.toContain('La');
  });
});
