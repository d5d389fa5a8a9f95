// Fuzzes every REST call of the route table (worker/rest/routes.ts) with seeded bad requests: no answer of 500 or above, every error a clean `{ success: false,
// message }`, and nothing a reader can see (stories, scenes, panels, bubbles, entities, likes, profiles, feed) changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sceneEntities } from '../../db/schema';
import { isMessageCode, messageText } from '../../src/shared/messages';
import { badRequest, ENDPOINTS, SAMPLES, seededRandom, type FuzzIds, type FuzzRequest } from '../helpers/bad-requests';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';
import { PNG_1PX } from '../helpers/fixtures';
import { addEntity, addScene, createStory } from '../helpers/stories';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1500);

/** What an error answer must never show: stacks, SQL, runtime messages, file paths, secrets. */
const LEAK =
  /\bat [\w.<>$]+ \(|node_modules|\/work\/|sqlite|\bselect\b[^"]*\bfrom\b|\binsert into\b|URI malformed|call stack|TypeError|RangeError|SyntaxError|ReferenceError|Unexpected token|password_?hash|"stack"|\[object Object\]/i;

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
let ids: FuzzIds;
let readPaths: string[];

beforeAll(async () => {
  // No read cache: every read below runs its SQL, so a change cannot hide behind a cached copy.
  t = await createTestApp({ config: { readCacheTtlMs: 0 } });
  owner = await registerUser(t);
  other = await registerUser(t);
  const story = await createStory(t, owner.token, { title: 'Fuzz Target', tags: ['Noir', 'Fuzz'] });
  const draft = await createStory(t, owner.token, { title: 'Secret Draft', tags: ['Hidden'] });
  const draftOk = await t.call('PUT', `/api/stories/${draft._id}`, { token: owner.token, body: { status: 'draft' } });
  expect(draftOk.status).toBe(200);
  const otherStory = await createStory(t, other.token, { title: 'Other Story', tags: ['Noir'] });
  const scene = await addScene(t, story._id, 3, 'Harbour');
  await addScene(t, otherStory._id, 1, 'Elsewhere');
  const character = await addEntity(t, story._id, 'character', 'Bolt');
  const location = await addEntity(t, story._id, 'location', 'Harbor');
  await t.db.insert(sceneEntities).values({ sceneId: scene.id, entityId: character });
  // The owner's cast in another story, which the cast library could bring in.
  const elsewhere = await createStory(t, owner.token, { title: 'Elsewhere' }, { draft: true });
  const otherCharacter = await addEntity(t, elsewhere._id, 'character', 'Echo');
  const otherLocation = await addEntity(t, elsewhere._id, 'location', 'Lagoon');
  const media = `/media/scenes/${story._id}/Harbour-1.png`;
  await t.media.put(media.slice('/media/'.length), PNG_1PX, 'image/png');
  for (const path of [`/api/likes/stories/${story._id}`, `/api/likes/scenes/${scene.id}`]) {
    expect((await t.call('POST', path, { token: other.token })).status).toBe(200);
  }
  ids = {
    story: story._id,
    draft: draft._id,
    otherStory: otherStory._id,
    scene: scene.id,
    sceneNumber: '1',
    panel: '1',
    character,
    location,
    otherCharacter,
    otherLocation,
    job: 'nojobhere',
    media,
    apiToken: 'notokenhere',
    webhook: 'nowebhookhere',
  };
  const storyReads = (id: string) => [
    `/api/stories/${id}`,
    `/api/stories/${id}/scenes`,
    `/api/stories/${id}/characters`,
    `/api/stories/${id}/locations`,
    `/api/stories/${id}/remixes`,
    `/api/likes/stories/${id}`,
  ];
  readPaths = [
    '/api/stories?limit=50',
    '/api/stories?tag=Noir',
    '/api/stories/tags',
    `/api/users/${owner.username}`,
    `/api/users/${other.username}`,
    `/api/likes/scenes/${scene.id}`,
    ...[story._id, draft._id, otherStory._id].flatMap(storyReads),
  ];
});
afterAll(() => t.close());

/** Everything the API shows to anonymous readers, the owner and the other user, plus the row count of every table. */
async function observableState() {
  const views: Record<string, unknown> = {};
  const callers = [
    ['anonymous', undefined],
    ['owner', owner.token],
    ['other', other.token],
  ] as const;
  for (const [caller, token] of callers) {
    for (const path of [...readPaths, ...(token ? ['/api/auth/me'] : [])]) {
      const res = await t.call('GET', path, { token });
      views[`${caller} GET ${path}`] = { status: res.status, body: { ...res.json, requestId: undefined } }; // each answer has its own id
    }
  }
  // Sign-in throttling records failed attempts by design; every other table must keep its rows.
  const tables = (
    await t.client.execute(
      "select name from sqlite_master where type = 'table' and name not like '\\_%' escape '\\' and name not like 'sqlite%' and name != 'login_attempts'",
    )
  ).rows.map((row) => String(row.name));
  const counts: Record<string, number> = {};
  for (const table of tables)
    counts[table] = Number((await t.db.get<{ n: number }>(sql.raw(`select count(*) as n from "${table}"`))).n);
  return { views, counts };
}

async function send(request: FuzzRequest) {
  const response = await t.app.request(request.path, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

/** What is wrong with one answer, or null. */
function problem(request: FuzzRequest, answer: Awaited<ReturnType<typeof send>>): string | null {
  if (answer.status >= 500) return `status ${answer.status}`;
  if (!request.mayRead && answer.status < 400) return `a bad ${request.method} succeeded with ${answer.status}`;
  if (answer.status < 400) return null;
  const landed = new URL(request.path, 'http://x').pathname;
  if (!/^\/(api|media)(\/|$)/.test(landed))
    return answer.status === 400 || answer.status === 404 ? null : `status ${answer.status} off the API`;
  if (!answer.type.startsWith('application/json')) return `error answered as ${answer.type}`;
  let body: { success?: unknown; message?: unknown; messageCode?: unknown; params?: Record<string, string | number> };
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'error body is not JSON';
  }
  if (body.success !== false || typeof body.message !== 'string' || !body.message.trim())
    return `error body ${answer.text.slice(0, 200)}`;
  if (![400, 401, 403, 404, 405, 409, 413, 429].includes(answer.status)) return `status ${answer.status}`;
  // Every refusal names its code (the client says it in the reader's language by it), and its English is the code's.
  if (!isMessageCode(body.messageCode)) return `no message code: ${answer.text.slice(0, 200)}`;
  if (body.message !== messageText(body.messageCode, body.params))
    return `message is not its code's: ${answer.text.slice(0, 200)}`;
  if (LEAK.test(answer.text)) return `leaks internals: ${answer.text.slice(0, 300)}`;
  if (request.caller !== 'owner' && answer.text.includes(owner.email)) return "leaks the owner's email";
  if (request.caller !== 'other' && answer.text.includes(other.email)) return "leaks the other user's email";
  if (request.caller !== 'owner' && answer.text.includes('Secret Draft')) return "leaks the owner's draft";
  return null;
}

describe(`fuzz (seed ${SEED}, FUZZ_SEED to replay)`, () => {
  it(`answers ${REQUESTS} bad requests with clean 4xx errors and changes nothing`, { timeout: 120_000 }, async () => {
    console.log(`fuzz seed ${SEED}: ${REQUESTS} requests (FUZZ_SEED=${SEED} replays them)`);
    const before = await observableState();
    const random = seededRandom(SEED);
    const statuses: Record<number, number> = {};
    const calls = new Set<string>();
    const kinds = new Set<string>();
    const problems: string[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const request = badRequest(random, ids, { owner, other }, { owner: owner.username });
      const answer = await send(request);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      calls.add(request.call);
      request.kinds.forEach((kind) => kinds.add(kind));
      const found = problem(request, answer);
      if (found)
        problems.push(
          `#${i} ${request.method} ${request.path.slice(0, 120)} as ${request.caller} [${request.defects.join('; ')}]: ${found}`,
        );
    }
    console.log('fuzz statuses', statuses);
    expect(problems).toEqual([]);
    // Each kind of defect reached its own refusal: bad bodies and fields 400, missing or bad tokens 401, another
    // user's published story 403, bad ids and other people's drafts 404, wrong methods 405 (a run that answered
    // everything with one status fails here).
    expect(Object.keys(statuses).map(Number).sort()).toEqual(expect.arrayContaining([400, 401, 403, 404, 405]));
    // Every sample belongs to a call of the route table (a renamed route cannot leave its sample behind unused).
    expect(
      Object.keys(SAMPLES).filter(
        (call) => !ENDPOINTS.some((endpoint) => `${endpoint.method} ${endpoint.path}` === call),
      ),
    ).toEqual([]);
    // The generator really spread over the whole table and every kind of defect.
    expect([...calls].sort()).toEqual(ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort());
    expect([...kinds].sort()).toEqual(
      ['body', 'bad token', 'field', 'method', 'no token', 'other user', 'path'].sort(),
    );

    const after = await observableState();
    expect(after.counts).toEqual(before.counts);
    expect(after.views).toEqual(before.views);
    // The owner's password still works (a bad password change changed nothing).
    const login = await t.call('POST', '/api/auth/login', { body: { email: owner.email, password: owner.password } });
    expect(login.status).toBe(200);
  });
});
