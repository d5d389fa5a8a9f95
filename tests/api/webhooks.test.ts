// Webhooks through the real app and a real HTTP receiver on 127.0.0.1: signed deliveries of scene and image events,
// verified as the docs show; a 500 tried again after its back-off; the owner alone sees and deletes; private addresses
// refused; token scopes respected; the request that finished the job does not wait for the receiver.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundWork } from '../../worker/platform/background';
import { deliverWebhooks, isPrivateHost } from '../../worker/platform/webhook-delivery';
import { WEBHOOK_MESSAGES } from '../../src/shared/webhooks';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';
import { createStory } from '../helpers/stories';

/** A field check named by the schema's own words: its code is the generic field code, the English kept as it is. */
const zodCheck = (field: string, message: string) => ({
  field,
  message,
  messageCode: 'invalid_field',
  params: { field, detail: message },
});

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver that records every POST and answers with the next status queued (200 when none), holding it while `hold` is set. */
function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  let hold: Promise<void> | null = null;
  let arrived: (() => void) | null = null;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      arrived?.();
      void (hold ?? Promise.resolve()).then(() => {
        response.statusCode = statuses.shift() ?? 200;
        response.end('ok');
      });
    });
  });
  return {
    received,
    statuses,
    holdAnswers() {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
    /** Resolves when the next delivery reaches the receiver. */
    next: () => new Promise<void>((resolve) => (arrived = resolve)),
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/パネル`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The docs' verification, as a receiver writes it: HMAC-SHA256 of "<t>.<body>" with the secret, compared in constant time. */
function verify(secret: string, header: string | undefined, body: string): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  return (
    Boolean(parts.v1) &&
    parts.v1!.length === expected.length &&
    timingSafeEqual(Buffer.from(parts.v1!), Buffer.from(expected))
  );
}

let t: TestApp;
let receiver: ReturnType<typeof startReceiver>;
let url: string;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  receiver = startReceiver();
  url = await receiver.listen();
  // The receiver is on 127.0.0.1: allowed for this app only; the back-off is 30 s, then 2 minutes (three attempts).
  t = await createTestApp({ config: { webhooks: { allowPrivateAddresses: true, retryDelaysSeconds: [30, 120] } } });
  owner = await registerUser(t);
  other = await registerUser(t);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const sweep = () => deliverWebhooks({ db: t.db, clock: t.clock, config: t.config });

describe('webhooks', () => {
  it('delivers a signed scene.completed after the answer, tries a 500 again after its back-off, and keeps the log', async () => {
    const created = await t.call('POST', '/api/webhooks', {
      token: owner.token,
      body: { url, events: ['scene.completed', 'image.completed'] },
    });
    expect(created.status).toBe(201);
    const { secret, _id: id } = created.json.data;
    expect(secret).toMatch(/^whsec_[a-z2-7]{52}$/);
    expect(created.json.data).toMatchObject({
      url: new URL(url).href,
      events: ['scene.completed', 'image.completed'],
      lastDelivery: null,
    });

    // The receiver holds its answer: the generation's answer must not wait for it.
    const release = receiver.holdAnswers();
    receiver.statuses.push(500);
    const story = await createStory(t, owner.token, { title: '星の物語 🌟' });
    const arrived = receiver.next();
    const generated = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: {
        storyId: story._id,
        prompt: 'ミラが港で朝日を見る — مرحبا नमस्ते สวัสดี 🎉',
        generateImages: true,
        maxPanels: 1,
      },
    });
    expect(generated.status).toBe(200);
    const scene = generated.json.data.scene;
    expect(scene.status).toBe('completed');
    await arrived;
    expect(receiver.received).toHaveLength(1);
    release();
    await backgroundWork();

    const [first] = receiver.received;
    expect(first!.headers['content-type']).toBe('application/json');
    expect(first!.headers['x-panelcraft-event']).toBe('scene.completed');
    expect(verify(secret, first!.headers['x-panelcraft-signature'] as string, first!.body)).toBe(true);
    expect(verify('whsec_wrong', first!.headers['x-panelcraft-signature'] as string, first!.body)).toBe(false);
    expect(
      verify(secret, first!.headers['x-panelcraft-signature'] as string, first!.body.replace('completed', 'failed')),
    ).toBe(false);
    const payload = JSON.parse(first!.body);
    expect(payload).toEqual({
      id: first!.headers['x-panelcraft-delivery'],
      event: 'scene.completed',
      createdAt: expect.any(String),
      data: { sceneId: scene._id, storyId: story._id, sceneNumber: 1, status: 'completed' },
    });

    // The 500 is recorded; nothing is due until its back-off ends.
    const listed = await t.call('GET', '/api/webhooks', { token: owner.token });
    expect(listed.json.data[0].lastDelivery).toMatchObject({
      event: 'scene.completed',
      status: 'pending',
      attempts: 1,
      lastStatusCode: 500,
      lastError: 'The receiver answered 500',
    });
    expect(await sweep()).toEqual({ sent: 0, delivered: 0 });
    t.clock.advance(30_000);
    expect(await sweep()).toEqual({ sent: 1, delivered: 1 });
    const [, second] = receiver.received;
    // The same body, signed again for its own time.
    expect(second!.body).toBe(first!.body);
    expect(second!.headers['x-panelcraft-delivery']).toBe(first!.headers['x-panelcraft-delivery']);
    expect(verify(secret, second!.headers['x-panelcraft-signature'] as string, second!.body)).toBe(true);
    const log = await t.call('GET', `/api/webhooks/${id}/deliveries`, { token: owner.token });
    expect(log.status).toBe(200);
    expect(log.json.data).toEqual([
      expect.objectContaining({
        event: 'scene.completed',
        status: 'delivered',
        attempts: 2,
        lastStatusCode: 200,
        lastError: null,
      }),
    ]);
    // Delivered once: a later sweep sends nothing.
    t.clock.advance(600_000);
    expect(await sweep()).toEqual({ sent: 0, delivered: 0 });

    // A free image announces itself too (its job settles in the call).
    const image = await t.call('POST', '/api/ai/generate-image', {
      token: owner.token,
      body: { prompt: 'A lighthouse on a cliff at sunset', width: 512, height: 512, storyId: story._id },
    });
    expect(image.status).toBe(200);
    await backgroundWork();
    const imageEvent = receiver.received.at(-1)!;
    expect(imageEvent.headers['x-panelcraft-event']).toBe('image.completed');
    expect(JSON.parse(imageEvent.body).data).toMatchObject({
      storyId: story._id,
      status: 'completed',
      url: image.json.imageUrl,
      error: null,
    });
    expect(verify(secret, imageEvent.headers['x-panelcraft-signature'] as string, imageEvent.body)).toBe(true);
  });

  it('marks a delivery failed once its attempts run out', async () => {
    const hook = await t.call('POST', '/api/webhooks', {
      token: other.token,
      body: { url, events: ['scene.completed'] },
    });
    const story = await createStory(t, other.token);
    receiver.statuses.push(503, 503, 503);
    const before = receiver.received.length;
    await t.call('POST', '/api/ai/generate-scene', {
      token: other.token,
      body: { storyId: story._id, prompt: 'A storm over the old harbour town', generateImages: true, maxPanels: 1 },
    });
    await backgroundWork();
    t.clock.advance(30_000);
    expect(await sweep()).toEqual({ sent: 1, delivered: 0 });
    t.clock.advance(60_000);
    expect(await sweep()).toEqual({ sent: 0, delivered: 0 });
    t.clock.advance(60_000);
    expect(await sweep()).toEqual({ sent: 1, delivered: 0 });
    expect(receiver.received.length - before).toBe(3);
    const log = await t.call('GET', `/api/webhooks/${hook.json.data._id}/deliveries`, { token: other.token });
    expect(log.json.data[0]).toMatchObject({ status: 'failed', attempts: 3, lastStatusCode: 503 });
    t.clock.advance(86_400_000);
    expect(await sweep()).toEqual({ sent: 0, delivered: 0 });
    await t.call('DELETE', `/api/webhooks/${hook.json.data._id}`, { token: other.token });
  });

  it('shows the secret once, and only the owner sees, lists or deletes a webhook (REST and tRPC)', async () => {
    const created = await t.call('POST', '/api/webhooks', {
      token: owner.token,
      body: {
        url: 'https://hooks.example.com/panelcraft',
        events: ['video.failed', 'video.completed', 'video.failed'],
      },
    });
    expect(created.status).toBe(201);
    const { _id: id, secret } = created.json.data;
    expect(created.json.data.events).toEqual(['video.failed', 'video.completed']);
    const list = await t.call('GET', '/api/webhooks', { token: owner.token });
    expect(list.json.data.map((hook: { _id: string }) => hook._id)).toContain(id);
    expect(list.text).not.toContain(secret);
    expect(list.text).not.toContain('whsec_');
    // Someone else: not in their list, and "not found" for theirs to read or delete.
    const theirs = await t.call('GET', '/api/webhooks', { token: other.token });
    expect(theirs.json.data.map((hook: { _id: string }) => hook._id)).not.toContain(id);
    expect((await t.call('GET', `/api/webhooks/${id}/deliveries`, { token: other.token })).json).toMatchObject({
      message: WEBHOOK_MESSAGES.notFound,
      errorType: 'not_found',
    });
    expect((await t.call('DELETE', `/api/webhooks/${id}`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', '/api/webhooks')).status).toBe(401);

    // A read token reads the list but neither creates nor deletes.
    const readToken = (
      await t.call('POST', '/api/tokens', { token: owner.token, body: { name: 'reader', scope: 'read' } })
    ).json.data.token;
    expect((await t.call('GET', '/api/webhooks', { token: readToken })).status).toBe(200);
    expect(
      (
        await t.call('POST', '/api/webhooks', {
          token: readToken,
          body: { url: 'https://hooks.example.com/x', events: ['scene.failed'] },
        })
      ).json.errorType,
    ).toBe('read_only_token');
    expect((await t.call('DELETE', `/api/webhooks/${id}`, { token: readToken })).json.errorType).toBe(
      'read_only_token',
    );

    // The same procedures through tRPC.
    const trpcList = await t.call('GET', '/trpc/webhooks.list', { token: owner.token });
    expect(trpcList.status).toBe(200);
    expect(JSON.stringify(trpcList.json)).toContain(id);
    expect((await t.call('DELETE', `/api/webhooks/${id}`, { token: owner.token })).json).toEqual({
      success: true,
      message: 'Webhook deleted',
    });
    expect((await t.call('DELETE', `/api/webhooks/${id}`, { token: owner.token })).status).toBe(404);

    // In the OpenAPI document.
    const doc = (await t.call('GET', '/api/openapi.json')).json;
    expect(Object.keys(doc.paths['/api/webhooks'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(doc.paths['/api/webhooks/{id}'])).toEqual(['delete']);
  });

  it('refuses private, loopback and link-local receivers (400 naming url) unless the host allows them, and bad events', async () => {
    // The host's name lookup: one name points at the loopback address.
    const resolveHost = async (hostname: string) =>
      hostname === 'sneaky.example.com' ? ['127.0.0.1'] : ['93.184.215.14'];
    const strict = await createTestApp({ config: { webhooks: { resolveHost } } });
    try {
      const user = await registerUser(strict);
      const create = (body: unknown) => strict.call('POST', '/api/webhooks', { token: user.token, body });
      for (const address of [
        'http://127.0.0.1:8080/hook',
        'http://localhost/hook',
        'http://api.localhost/hook',
        'http://10.1.2.3/',
        'http://172.20.0.1/',
        'http://192.168.1.10/',
        'http://169.254.169.254/latest/meta-data',
        'http://100.64.0.1/',
        'http://0.0.0.0/',
        'http://2130706433/',
        'http://0x7f.1/',
        'http://[::1]/',
        'http://[fe80::1]/',
        'http://[fd00::5]/',
        'http://[::ffff:127.0.0.1]/',
        'http://[::ffff:a9fe:a9fe]/',
        'http://router/',
        'http://printer.local/',
      ]) {
        const refused = await create({ url: address, events: ['scene.completed'] });
        expect(refused.status, address).toBe(400);
        expect(refused.json, address).toMatchObject({
          message: WEBHOOK_MESSAGES.urlPrivate,
          errorType: 'validation_error',
          errors: [{ field: 'url', message: WEBHOOK_MESSAGES.urlPrivate }],
        });
      }
      // Public addresses, an internationalised host and path included.
      for (const address of [
        'https://hooks.example.com/in',
        'http://93.184.215.14/hook',
        'https://[2606:4700::1111]/h',
        'https://例え.jp/フック?kind=シーン',
      ]) {
        expect((await create({ url: address, events: ['scene.completed'] })).status, address).toBe(201);
      }
      expect((await create({ url: 'ftp://files.example.com/', events: ['scene.completed'] })).json.errors).toEqual([
        zodCheck('url', WEBHOOK_MESSAGES.urlInvalid),
      ]);
      expect(
        (await create({ url: 'https://user:pw@hooks.example.com/', events: ['scene.completed'] })).json.errors,
      ).toEqual([zodCheck('url', WEBHOOK_MESSAGES.urlCredentials)]);
      for (const events of [[], ['scene.started'], 'scene.completed', undefined]) {
        const refused = await create({ url: 'https://hooks.example.com/in', events });
        expect(refused.status, JSON.stringify(events)).toBe(400);
        expect(refused.json.errors[0].field, JSON.stringify(events)).toMatch(/^events/);
      }
      expect(
        (await create({ url: 'https://hooks.example.com/in', events: ['scene.completed'], secret: 'mine' })).json
          .errorType,
      ).toBe('unknown_field');

      // A name that resolves to a private address passes the form but is refused before the delivery leaves.
      const other = await registerUser(strict);
      const sneaky = await strict.call('POST', '/api/webhooks', {
        token: other.token,
        body: { url: 'http://sneaky.example.com/hook', events: ['scene.completed'] },
      });
      expect(sneaky.status).toBe(201);
      const story = await createStory(strict, other.token);
      await strict.call('POST', '/api/ai/generate-scene', {
        token: other.token,
        body: { storyId: story._id, prompt: 'A quiet library after closing time', generateImages: true, maxPanels: 1 },
      });
      await backgroundWork();
      const [hook] = (await strict.call('GET', '/api/webhooks', { token: other.token })).json.data;
      expect(hook.lastDelivery).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastStatusCode: null,
        lastError: 'Refused: the URL is not a public address',
      });
    } finally {
      await strict.close();
    }
    expect(isPrivateHost(new URL('https://hooks.example.com/'))).toBe(false);
  });
});
