// The painter's plan for every prompt of the gallery (`npm run panels`, issue 29): each named subject, prop, vehicle,
// backdrop, relation, action, count and crowd is in the plan, "No people" leaves nobody, and no weather falls indoors.
import { describe, expect, test } from 'vitest';
import { GALLERY } from '../../worker/ai/offline/gallery';
import { describePlan, planPicture } from '../../worker/ai/offline/picture-plan';

const plan = (prompt: string) => planPicture({ prompt, width: 600, height: 800, model: 'flux-kontext-pro', artStyle: '', hints: { seed: 'gallery:1:2' } });

describe('offline planner: the gallery', () => {
  test('holds at least 60 prompts', () => expect(GALLERY.length).toBeGreaterThanOrEqual(60));

  for (const entry of GALLERY) {
    test(entry.prompt, () => {
      const drawn = plan(entry.prompt);
      const everyone = [...drawn.subjects.map((subject) => `${subject.name} ${subject.species}`.toLowerCase()), ...drawn.silhouettes.map((item) => item.word)];
      for (const subject of entry.subjects) expect(everyone.some((name) => name.includes(subject.toLowerCase())), `${subject} in ${everyone.join(', ')}`).toBe(true);
      if (!entry.subjects.length && entry.noPeople) expect(drawn.subjects.filter((subject) => subject.kind === 'person')).toEqual([]);
      for (const action of entry.actions ?? []) expect(drawn.subjects.map((subject) => subject.does)).toContain(action);
      const things = drawn.things.map((thing) => `${thing.word} ${thing.kind}`);
      for (const prop of [...(entry.props ?? []), ...(entry.vehicles ?? [])]) expect(things.some((thing) => thing.includes(prop)), `${prop} in ${things.join(', ')}`).toBe(true);
      if (entry.backdrop) expect(drawn.backdrop).toBe(entry.backdrop);
      if (entry.setting) expect(drawn.setting).toBe(entry.setting);
      if (entry.weather) expect(drawn.weather).toBe(entry.weather);
      for (const [what, relation, to] of entry.relations ?? []) {
        const named = (name: string) => (word: string) => word.toLowerCase().includes(name.toLowerCase()) || drawn.subjects.some((subject) => subject.name === word && subject.species === name);
        expect(drawn.relations.some((found) => named(what)(found.what) && found.relation === relation && named(to)(found.to)), JSON.stringify(drawn.relations)).toBe(true);
      }
      for (const word of entry.between ?? []) expect(drawn.things.find((thing) => thing.word === word)?.between).toHaveLength(2);
      if (entry.count) expect(drawn.things.find((thing) => thing.word.startsWith(entry.count![0]))?.count).toBe(entry.count[1]);
      if (entry.crowd) expect(drawn.crowd).toBeGreaterThan(2);
      if (entry.noPeople) expect(drawn.noPeople).toBe(true);
      expect(describePlan(drawn, null)).toMatch(/\.$/);
    });
  }

  test('a subject with no drawing is planned as a silhouette of its kind, not swapped for a stock one', () => {
    const snail = plan('A snail climbs a flower stem in the garden');
    expect(snail.silhouettes).toEqual([expect.objectContaining({ word: 'snail', kind: 'creature' })]);
    expect(snail.subjects).toEqual([]);
    expect(plan('A helicopter hovers over the harbour').silhouettes[0]).toEqual(expect.objectContaining({ word: 'helicopter', kind: 'vehicle' }));
    // A mouse is drawn on a small cat's rig: the plan says so.
    const mouse = plan('A tiny mouse sits beside a huge sleeping dragon in the cave').subjects.find((subject) => subject.species === 'mouse')!;
    expect(mouse).toEqual(expect.objectContaining({ standIn: true, size: 'tiny' }));
  });
});
