// A character or location the AI drafts from the author's description keeps every detail the author wrote: with a
// model that answers something else (here OpenAI's fake answers "young, blond") and with the offline writer, in the
// description and in the picture prompt, in any language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorTraits, missingTraits } from '../../worker/ai/author-traits';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';
import { openAiReply } from '../helpers/fake-openai';
import { startFakeProviders, type FakeProviders } from '../helpers/fake-providers';
import { createStory } from '../helpers/stories';

let remote: TestApp;
let offline: TestApp;
let providers: FakeProviders;
let remoteAuthor: Awaited<ReturnType<typeof registerUser>>;
let offlineAuthor: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  providers = await startFakeProviders({ timeoutMs: 5000, textTimeoutMs: 3000 });
  remote = await createTestApp({ ai: providers.ai });
  offline = await createTestApp();
  remoteAuthor = await registerUser(remote);
  offlineAuthor = await registerUser(offline);
});
afterAll(async () => {
  await remote?.close();
  await offline?.close();
  await providers?.close();
});

const AUTHORS = [
  { kind: 'character', description: 'Old, white beard, eye patch, a long grey coat' },
  { kind: 'character', description: '年老いた漁師、白い髭、眼帯、灰色のコート' },
  { kind: 'character', description: 'بحار عجوز، لحية بيضاء، رقعة على العين' },
  { kind: 'character', description: 'बूढ़ा मछुआरा, सफ़ेद दाढ़ी, आँख पर पट्टी' },
  { kind: 'character', description: 'ชาวประมงแก่, เคราขาว, ผ้าปิดตา 🏴‍☠️' },
  { kind: 'location', description: 'A ruined chapel under the sea, green glass windows and a bell with no rope' },
] as const;

describe('the AI’s character and location drafts', () => {
  it('keep every detail the author wrote when the model answers something else', async () => {
    // The model contradicts the author: young and blond for an old, white-bearded, eye-patched sailor.
    const contradicting = {
      name: 'Bram',
      title: 'Sailor',
      description: 'A young blond sailor with bright eyes and a red scarf.',
      imagePrompt: 'Full-figure portrait of a young blond man, red scarf, plain background',
    };
    const story = await createStory(remote, remoteAuthor.token, { title: 'Harbor Tales' });
    for (const { kind, description } of AUTHORS) {
      providers.openai.respondWith(openAiReply.answer(contradicting));
      const res = await remote.call('POST', `/api/ai/generate-${kind}-from-description`, {
        token: remoteAuthor.token,
        body: { description, storyId: story._id },
      });
      expect(res.status, res.text).toBe(200);
      expect(authorTraits(description).length).toBeGreaterThanOrEqual(kind === 'location' ? 2 : 3);
      expect(
        missingTraits(description, res.json.data.description),
        `${description} → ${res.json.data.description}`,
      ).toEqual([]);
      expect(
        missingTraits(description, res.json.data.imagePrompt),
        `${description} → ${res.json.data.imagePrompt}`,
      ).toEqual([]);
      expect(res.json.data.description).not.toContain('young blond');
      expect(res.json.data.imagePrompt).not.toContain('young blond');
      expect(res.json.data.name).toBe('Bram');
    }
    // A draft that keeps the author's words is answered as the model wrote it.
    const faithful = {
      name: 'Bram',
      title: 'Old sailor',
      description: 'Old, white beard, eye patch, a long grey coat. He hums sea shanties.',
      imagePrompt: 'An old man, white beard, eye patch, a long grey coat, on a plain background',
    };
    providers.openai.respondWith(openAiReply.answer(faithful));
    const kept = await remote.call('POST', '/api/ai/generate-character-from-description', {
      token: remoteAuthor.token,
      body: { description: AUTHORS[0].description },
    });
    expect(kept.json.data).toEqual(faithful);
    providers.openai.reset();
  });

  it('keep every detail the author wrote with the offline writer', async () => {
    for (const { kind, description } of AUTHORS) {
      const res = await offline.call('POST', `/api/ai/generate-${kind}-from-description`, {
        token: offlineAuthor.token,
        body: { description },
      });
      expect(res.status, res.text).toBe(200);
      expect(
        missingTraits(description, res.json.data.description),
        `${description} → ${res.json.data.description}`,
      ).toEqual([]);
      expect(
        missingTraits(description, res.json.data.imagePrompt),
        `${description} → ${res.json.data.imagePrompt}`,
      ).toEqual([]);
    }
  });
});
