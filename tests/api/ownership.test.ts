// The ownership matrix: every call that changes a story or acts on it, over REST and (a representative set) over tRPC,
// as anonymous (401), another user (403), the owner and the administrator. A refused call must leave every row as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { entities, generationJobs, panels, sceneEntities, scenes, stories, storyTags } from '../../db/schema';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';
import { PNG_1PX } from '../helpers/fixtures';
import { addEntity, addScene, bubble, createStory } from '../helpers/stories';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
let admin: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmail: 'admin@panelcraft.test' } });
  owner = await registerUser(t);
  other = await registerUser(t);
  admin = await registerUser(t, { email: 'admin@panelcraft.test' });
});
afterAll(() => t.close());

/** A story of the owner with one two-panel scene showing a character and a location, plus one unused of each. */
interface Fixture {
  storyId: string;
  sceneId: string;
  characterId: string;
  locationId: string;
  spareCharacterId: string;
  spareLocationId: string;
  imageUrl: string;
}

async function fixture(): Promise<Fixture> {
  const story = await createStory(t, owner.token, { title: 'Guarded', tags: ['Guarded'] });
  const scene = await addScene(t, story._id, 2, 'Guarded');
  const characterId = await addEntity(t, story._id, 'character', 'Bolt');
  const locationId = await addEntity(t, story._id, 'location', 'Harbor');
  const spareCharacterId = await addEntity(t, story._id, 'character', 'Spare');
  const spareLocationId = await addEntity(t, story._id, 'location', 'Attic');
  await t.db.insert(sceneEntities).values([
    { sceneId: scene.id, entityId: characterId },
    { sceneId: scene.id, entityId: locationId },
  ]);
  const [panel] = await t.db.select().from(panels).where(eq(panels.sceneId, scene.id)).orderBy(asc(panels.panelNumber));
  // The panel's picture really exists, so calls that read it (video, reference images) can work for the owner.
  await t.media.put(panel!.imageUrl!.slice('/media/'.length), PNG_1PX, 'image/png');
  return {
    storyId: story._id,
    sceneId: scene.id,
    characterId,
    locationId,
    spareCharacterId,
    spareLocationId,
    imageUrl: panel!.imageUrl!,
  };
}

/** Every row the story owns, read straight from the database (no read cache in between). */
async function snapshot(storyId: string) {
  const story = await t.db.select().from(stories).where(eq(stories.id, storyId)).get();
  const sceneRows = await t.db
    .select()
    .from(scenes)
    .where(eq(scenes.storyId, storyId))
    .orderBy(asc(scenes.sceneNumber));
  const sceneIds = sceneRows.map((scene) => scene.id);
  return {
    story,
    scenes: sceneRows,
    panels: await t.db
      .select()
      .from(panels)
      .where(eq(panels.storyId, storyId))
      .orderBy(asc(panels.sceneId), asc(panels.panelNumber)),
    entities: await t.db.select().from(entities).where(eq(entities.storyId, storyId)).orderBy(asc(entities.name)),
    links: sceneIds.length
      ? await t.db
          .select()
          .from(sceneEntities)
          .where(inArray(sceneEntities.sceneId, sceneIds))
          .orderBy(asc(sceneEntities.sceneId), asc(sceneEntities.entityId))
      : [],
    jobs: await t.db.select().from(generationJobs).where(eq(generationJobs.storyId, storyId)),
    tags: await t.db.select().from(storyTags).where(eq(storyTags.storyId, storyId)).orderBy(asc(storyTags.tag)),
  };
}
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

const entityNamed = (snap: Snapshot, name: string) => snap.entities.find((entity) => entity.name === name);
const entityById = (snap: Snapshot, id: string) => snap.entities.find((entity) => entity.id === id);

let promptTake = 0;
/** One user may not repeat a scene prompt within five minutes, so every generation gets its own. */
const scenePrompt = () => `Bolt the robot guards the harbor lighthouse through the storm, take ${++promptTake}.`;

interface MutatingCall {
  name: string;
  rest: (f: Fixture) => { method: string; path: string; body?: unknown };
  /** The same change through tRPC, for the representative set. */
  trpc?: (f: Fixture) => { procedure: string; input: unknown };
  restStatus?: number;
  /** Asserts the change really happened (the owner's and the administrator's calls). */
  applied: (f: Fixture, before: Snapshot, after: Snapshot) => void;
}

function entityCalls(kind: 'character' | 'location'): MutatingCall[] {
  const plural = kind === 'character' ? 'characters' : 'locations';
  const id = (f: Fixture) => (kind === 'character' ? f.characterId : f.locationId);
  const spare = (f: Fixture) => (kind === 'character' ? f.spareCharacterId : f.spareLocationId);
  const fields = {
    name: 'Newcomer',
    description: 'Someone new arrives at the harbor.',
    imagePrompt: 'A newcomer in a yellow raincoat',
  };
  return [
    {
      name: `create ${kind}`,
      rest: (f) => ({ method: 'POST', path: `/api/${plural}`, body: { ...fields, storyId: f.storyId } }),
      trpc:
        kind === 'character'
          ? (f) => ({ procedure: 'characters.create', input: { ...fields, storyId: f.storyId } })
          : undefined,
      restStatus: 201,
      applied: (_f, before, after) => {
        expect(entityNamed(before, 'Newcomer')).toBeUndefined();
        expect(entityNamed(after, 'Newcomer')).toMatchObject({ kind, description: fields.description });
      },
    },
    {
      name: `update ${kind}`,
      rest: (f) => ({ method: 'PUT', path: `/api/${plural}/${id(f)}`, body: { title: 'The Renamed' } }),
      trpc:
        kind === 'location'
          ? (f) => ({ procedure: 'locations.update', input: { id: id(f), title: 'The Renamed' } })
          : undefined,
      applied: (f, _before, after) => expect(entityById(after, id(f))!.title).toBe('The Renamed'),
    },
    {
      name: `delete ${kind}`,
      rest: (f) => ({ method: 'DELETE', path: `/api/${plural}/${spare(f)}` }),
      trpc: kind === 'location' ? (f) => ({ procedure: 'locations.delete', input: { id: spare(f) } }) : undefined,
      applied: (f, before, after) => {
        expect(entityById(after, spare(f))).toBeUndefined();
        expect(after.entities).toHaveLength(before.entities.length - 1);
      },
    },
  ];
}

const calls: MutatingCall[] = [
  {
    name: 'update story',
    rest: (f) => ({ method: 'PUT', path: `/api/stories/${f.storyId}`, body: { title: 'Renamed', tags: ['Changed'] } }),
    trpc: (f) => ({
      procedure: 'stories.update',
      input: { id: f.storyId, changes: { title: 'Renamed', tags: ['Changed'] } },
    }),
    applied: (_f, _before, after) => {
      expect(after.story!.title).toBe('Renamed');
      expect(after.tags.map((row) => row.tag)).toEqual(['Changed']);
    },
  },
  {
    name: 'set art style',
    rest: (f) => ({ method: 'PATCH', path: `/api/stories/${f.storyId}/art-style`, body: { artStyle: 'watercolor' } }),
    applied: (_f, _before, after) => expect(after.story!.artStyle).toBe('watercolor'),
  },
  {
    name: 'delete story',
    rest: (f) => ({ method: 'DELETE', path: `/api/stories/${f.storyId}` }),
    trpc: (f) => ({ procedure: 'stories.delete', input: { id: f.storyId } }),
    applied: (_f, _before, after) => {
      expect(after.story).toBeUndefined();
      expect([after.scenes, after.panels, after.entities, after.tags]).toEqual([[], [], [], []]);
    },
  },
  {
    name: 'update scene',
    rest: (f) => ({
      method: 'PUT',
      path: `/api/scenes/${f.sceneId}`,
      body: { title: 'New title', description: 'New description' },
    }),
    applied: (_f, _before, after) =>
      expect(after.scenes[0]).toMatchObject({ title: 'New title', description: 'New description' }),
  },
  {
    name: 'delete scene',
    rest: (f) => ({ method: 'DELETE', path: `/api/scenes/${f.sceneId}` }),
    trpc: (f) => ({ procedure: 'scenes.delete', input: { id: f.sceneId } }),
    applied: (_f, _before, after) => expect([after.scenes, after.panels, after.links]).toEqual([[], [], []]),
  },
  {
    name: 'update panel',
    rest: (f) => ({
      method: 'PUT',
      path: `/api/scenes/${f.sceneId}/panels/1`,
      body: { textBubbles: [bubble('Mine now')] },
    }),
    trpc: (f) => ({
      procedure: 'scenes.updatePanel',
      input: { sceneId: f.sceneId, panelNumber: 1, textBubbles: [bubble('Mine now')] },
    }),
    applied: (_f, before, after) => {
      expect(after.panels[0]!.textBubbles.map((b) => b.text)).toEqual(['Mine now']);
      expect(after.panels[1]).toEqual(before.panels[1]);
    },
  },
  ...entityCalls('character'),
  ...entityCalls('location'),
  {
    name: 'generate scene',
    rest: (f) => ({
      method: 'POST',
      path: '/api/ai/generate-scene',
      body: { storyId: f.storyId, prompt: scenePrompt(), generateImages: false, maxPanels: 1 },
    }),
    applied: (_f, before, after) => {
      expect(after.scenes.map((scene) => scene.sceneNumber)).toEqual([1, 2]);
      expect(after.panels).toHaveLength(before.panels.length + 1);
    },
  },
  {
    name: 'generate image',
    rest: (f) => ({
      method: 'POST',
      path: '/api/ai/generate-image',
      body: { prompt: 'A storm over the harbor', width: 256, height: 256, storyId: f.storyId },
    }),
    applied: (_f, before, after) => {
      expect(before.jobs).toEqual([]);
      expect(after.jobs).toMatchObject([
        { kind: 'image', status: 'done', resultUrl: expect.stringMatching(/^\/media\/generated\//) },
      ]);
    },
  },
  {
    name: 'generate panel image',
    rest: (f) => ({
      method: 'POST',
      path: '/api/ai/generate-panel-image',
      body: { sceneId: f.sceneId, panelNumber: 1 },
    }),
    trpc: (f) => ({ procedure: 'ai.generatePanelImage', input: { sceneId: f.sceneId, panelNumber: 1 } }),
    applied: (f, _before, after) => {
      expect(after.panels[0]!.imageUrl).not.toBe(f.imageUrl);
      expect(after.panels[0]!.imageUrl).toBe(after.jobs.find((job) => job.kind === 'panel')!.resultUrl);
    },
  },
  {
    name: 'generate character image',
    rest: (f) => ({ method: 'POST', path: '/api/ai/generate-character-image', body: { characterId: f.characterId } }),
    applied: (f, before, after) => {
      expect(entityById(after, f.characterId)!.primaryImageUrl).toMatch(/^\/media\/generated\//);
      expect(entityById(after, f.characterId)!.imageUrls).toHaveLength(
        entityById(before, f.characterId)!.imageUrls.length + 1,
      );
    },
  },
  {
    name: 'generate location image',
    rest: (f) => ({ method: 'POST', path: '/api/ai/generate-location-image', body: { locationId: f.locationId } }),
    applied: (f, _before, after) =>
      expect(entityById(after, f.locationId)!.primaryImageUrl).toMatch(/^\/media\/generated\//),
  },
  {
    name: 'extract entities',
    rest: (f) => ({
      method: 'POST',
      path: '/api/ai/extract-entities',
      body: { storyId: f.storyId, description: 'Captain Rook sails from the Glass Tower to the Sunken Market.' },
    }),
    trpc: (f) => ({
      procedure: 'ai.extractEntities',
      input: { storyId: f.storyId, description: 'Captain Rook sails from the Glass Tower to the Sunken Market.' },
    }),
    applied: (_f, before, after) => expect(after.entities.length).toBeGreaterThan(before.entities.length),
  },
  {
    name: 'generate video',
    rest: (f) => ({
      method: 'POST',
      path: '/api/ai/generate-video',
      body: { imageUrl: f.imageUrl, prompt: 'Rain lashes the harbor', storyId: f.storyId },
    }),
    trpc: (f) => ({
      procedure: 'ai.generateVideo',
      input: { imageUrl: f.imageUrl, prompt: 'Rain lashes the harbor', storyId: f.storyId },
    }),
    applied: (_f, _before, after) => expect(after.jobs).toMatchObject([{ kind: 'video', status: 'done' }]),
  },
];

type Role = 'anonymous' | 'other user' | 'owner' | 'admin';
const ROLES: Role[] = ['anonymous', 'other user', 'owner', 'admin'];
const tokenOf = (role: Role) =>
  ({ anonymous: undefined, 'other user': other.token, owner: owner.token, admin: admin.token })[role];

/** Runs one call as one role and checks the answer and the rows: refused calls change nothing, allowed ones apply. */
async function checkRole(
  role: Role,
  call: MutatingCall,
  send: (f: Fixture, token: string | undefined) => Promise<{ status: number; message: string | undefined }>,
  successStatus: number,
) {
  const f = await fixture();
  const before = await snapshot(f.storyId);
  const res = await send(f, tokenOf(role));
  const after = await snapshot(f.storyId);
  if (role === 'anonymous' || role === 'other user') {
    expect(res.status).toBe(role === 'anonymous' ? 401 : 403);
    expect(res.message).toBe(
      role === 'anonymous' ? 'Authentication required' : 'You do not have permission to modify this story',
    );
    expect(after).toEqual(before);
    return;
  }
  expect(res.status, res.message).toBe(successStatus);
  call.applied(f, before, after);
  // The administrator acts on the owner's story; it never becomes theirs.
  if (after.story) expect(after.story.userId).toBe(owner.user._id);
}

describe('ownership over REST', () => {
  for (const call of calls) {
    describe(call.name, () => {
      for (const role of ROLES) {
        it(role, async () => {
          await checkRole(
            role,
            call,
            async (f, token) => {
              const { method, path, body } = call.rest(f);
              const res = await t.call(method, path, { body, token });
              return { status: res.status, message: res.json?.message };
            },
            call.restStatus ?? 200,
          );
        });
      }
    });
  }
});

describe('ownership over tRPC', () => {
  for (const call of calls.filter((c) => c.trpc)) {
    describe(call.name, () => {
      for (const role of ROLES) {
        it(role, async () => {
          await checkRole(
            role,
            call,
            async (f, token) => {
              const { procedure, input } = call.trpc!(f);
              const res = await t.call('POST', `/trpc/${procedure}`, { body: input, token });
              return { status: res.status, message: res.json?.error?.message };
            },
            200,
          );
        });
      }
    });
  }
});
