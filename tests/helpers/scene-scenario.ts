// One scene-generation scenario, run against the Node app (tests/api/ai.test.ts) and the Worker in workerd
// (tests/workerd/worker.test.ts), so both hosts are held to the same behaviour.
import { expect } from 'vitest';
import { pngSize } from './png';

export type Call = (
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) => Promise<{ status: number; json: any }>;
export type FetchMedia = (url: string) => Promise<{ status: number; type: string | null; bytes: Uint8Array }>;

export async function sceneGenerationScenario(call: Call, fetchMedia: FetchMedia, token: string) {
  const created = await call(
    'POST',
    '/api/stories',
    { title: 'The Lighthouse', description: 'A keeper and a ghost ship.', aspectRatio: '3:4' },
    token,
  );
  expect(created.status).toBe(201);
  const storyId = created.json.data._id;

  const short = await call(
    'POST',
    '/api/ai/generate-scene',
    { storyId, prompt: 'too short', generateImages: true, maxPanels: 3 },
    token,
  );
  expect(short.status).toBe(400);
  expect(short.json.message).toBe('Prompt should be at least 10 characters');

  const prompt =
    'Mira the lighthouse keeper spots a ghost ship in the storm. She lights the great lamp to warn the sailors.';
  const res = await call(
    'POST',
    '/api/ai/generate-scene',
    { storyId, prompt, generateImages: true, maxPanels: 3 },
    token,
  );
  expect(res.status).toBe(200);
  const { scene, newCharacters, newLocations } = res.json.data;
  expect(scene).toMatchObject({ sceneNumber: 1, status: 'completed' });
  expect(scene.panels).toHaveLength(3);
  expect(newCharacters.map((c: any) => c.name)).toContain('Mira');
  expect(newLocations.length).toBeGreaterThan(0);
  for (const panel of scene.panels) {
    const picture = await fetchMedia(panel.imageUrl);
    expect(picture.status).toBe(200);
    expect(picture.type).toBe('image/png');
    expect(pngSize(picture.bytes)).toEqual({ width: 768, height: 1024 });
  }

  const status = await call('GET', `/api/ai/scene-status/${scene._id}`, undefined, token);
  expect(status.json.data).toMatchObject({ isComplete: true, progress: 100, hasError: false });

  const duplicate = await call(
    'POST',
    '/api/ai/generate-scene',
    { storyId, prompt, generateImages: false, maxPanels: 1 },
    token,
  );
  expect(duplicate.status).toBe(429);
  expect(duplicate.json.errorType).toBe('duplicate_prompt');

  const story = await call('GET', `/api/stories/${storyId}`, undefined, token);
  expect(story.json.data.scenes).toHaveLength(1);
  expect(story.json.data.characters.map((c: any) => c.name)).toContain('Mira');
  return { storyId, scene };
}
