// Roles drawn by what they work with (src/data/wordnet-roles.json, from WordNet's glosses): a role people.json does not
// dress holds the thing its gloss names (a helmsman's ship, a musher's dog), and a role people.json dresses keeps its own.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { JOBS } from '../src/people';
import { englishGlyph } from '../src/vocabulary';
import people from '../src/data/people.json' with { type: 'json' };
import wordnetRoles from '../src/data/wordnet-roles.json' with { type: 'json' };
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'roles:1:2'));
const code = (name: string) => englishGlyph(name)!.code;
const drawings = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.code);

describe('roles by what they work with', () => {
  test('hundreds of roles, each holding a thing a drawing names', () => {
    const roles = Object.entries(wordnetRoles.roles);
    expect(roles.length).toBeGreaterThan(200);
    for (const [role, job] of roles) {
      // Each holds a drawing, or is one, or (a job people.json equips) wears its kind's dress.
      const drawing = 'tool' in job ? job.tool : 'as' in job ? job.as : null;
      if (drawing || !(role in people.roles)) expect(englishGlyph(drawing ?? ''), role).not.toBeNull();
      // A child's word is a child, never a job (a newsboy).
      if (!wordnetRoles.children.includes(role)) expect(JOBS[role], role).toMatchObject(job);
    }
  });

  test("a role with no costume of its own holds its gloss's thing, whatever it does", () => {
    expect(drawings('A helmsman coughs beside the campfire')).toContain(code('ship'));
    expect(drawings('The cinematographer frowns at the clouds')).toContain(code('movie camera'));
    expect(drawings('The projectionist yawns in the dark')).toContain(code('projector'));
    expect(drawings('A motorcyclist laughs at a joke')).toContain(code('motorcycle'));
    expect(drawings('The shearer grins at the camera')).toContain(code('shears'));
  });

  test('a thing the emoji set draws with someone at it is the role itself: an oarsman rows a boat', () => {
    const planned = plan('An oarsman waves to his mother');
    const drawn = [...planned.subjects.map((entry) => entry.glyph), ...planned.glyphs.map((glyph) => glyph.code)];
    expect(drawn).toContain(code('boat'));
    expect(JOBS.oarsman).toEqual({ as: 'person rowing boat' });
  });

  test('an animal a role works with is one, beside it', () => {
    const musher = plan('A musher shivers in the snow');
    const dogs = musher.glyphs.filter((glyph) => glyph.code === code('dog'));
    expect(dogs.map((glyph) => glyph.count)).toEqual([1]);
  });

  test("a role people.json dresses keeps its own tool and dress, never the gloss's", () => {
    expect(JOBS.locksmith).toEqual(expect.objectContaining({ tool: 'key', wear: 'apron/brown' }));
    expect(JOBS.plumber?.tool).toBe('wrench');
  });
});
