/**
 * A fake OpenAI chat completions API on 127.0.0.1 (real HTTP, so the `openai` SDK runs unchanged with `baseURL`).
 *
 * Serves `POST /v1/chat/completions`. Each request is recorded (`requests`), then answered by, in order:
 * 1. the next reply of a queue given to `respondWith([...])` (one reply per request, attempts and retries included),
 * 2. the handler or reply given to `respondWith(...)` (every request),
 * 3. a schema-valid default answer for the task named by `response_format.json_schema.name` (`defaultAnswer`).
 *
 * Replies are built with `openAiReply`: `answer(content)`, `malformed()`, `refusal()`, `truncated()`, `rateLimit()`,
 * `quota()`, `serverError()`, `delay(ms, then)`, `stall()` (headers, then a body that never ends). Errors look like OpenAI's (status, `{ error: { message, type, code } }`).
 * The SDK retries 429 and 5xx (`maxRetries`, 1 by default in the provider) after 0.5 s unless the reply carries
 * `retryAfterMs`; a queue must hold one reply per attempt.
 *
 * Also serves the Images API (`/v1/images/generations`, `/v1/images/edits`): see `images` (a separate block below).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makePng } from './fake-replicate';

export interface FakeOpenAiRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body (model, messages, response_format, ...). */
  body: any;
}

export type FakeOpenAiReply =
  /** A completion whose message content is `content` (JSON-encoded unless it is a string). */
  | { kind: 'answer'; content: unknown }
  | { kind: 'refusal'; refusal: string }
  /** finish_reason 'length' with a cut-off content. */
  | { kind: 'truncated'; content: string }
  | { kind: 'error'; status: number; message: string; type: string | null; code: string | null; retryAfterMs?: number }
  /** Waits `ms` before sending `then` (longer than the client's timeout: a timeout). */
  | { kind: 'delay'; ms: number; then?: FakeOpenAiReply }
  /** Sends 200 and its headers with the start of a body, then never finishes it. */
  | { kind: 'stall' };

export type FakeOpenAiHandler = (request: FakeOpenAiRequest) => FakeOpenAiReply | Promise<FakeOpenAiReply>;

export const openAiReply = {
  answer: (content: unknown): FakeOpenAiReply => ({ kind: 'answer', content }),
  /** Content that is not JSON. */
  malformed: (content = '{"title": "The Storm", "panels": [ {"descr'): FakeOpenAiReply => ({ kind: 'answer', content }),
  refusal: (refusal = "I'm sorry, I can't help with that."): FakeOpenAiReply => ({ kind: 'refusal', refusal }),
  truncated: (content = '{"title": "The Sto'): FakeOpenAiReply => ({ kind: 'truncated', content }),
  stall: (): FakeOpenAiReply => ({ kind: 'stall' }),
  rateLimit: (retryAfterMs?: number): FakeOpenAiReply => ({
    kind: 'error',
    status: 429,
    message:
      'Rate limit reached for gpt-4o-mini on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20s.',
    type: 'requests',
    code: 'rate_limit_exceeded',
    retryAfterMs,
  }),
  quota: (retryAfterMs?: number): FakeOpenAiReply => ({
    kind: 'error',
    status: 429,
    message: 'You exceeded your current quota, please check your plan and billing details.',
    type: 'insufficient_quota',
    code: 'insufficient_quota',
    retryAfterMs,
  }),
  serverError: (status = 500, retryAfterMs?: number): FakeOpenAiReply => ({
    kind: 'error',
    status,
    message: 'The server had an error while processing your request. Sorry about that!',
    type: 'server_error',
    code: null,
    retryAfterMs,
  }),
  error: (
    status: number,
    message: string,
    code: string | null = null,
    type: string | null = 'invalid_request_error',
  ): FakeOpenAiReply => ({
    kind: 'error',
    status,
    message,
    type,
    code,
  }),
  delay: (ms: number, then?: FakeOpenAiReply): FakeOpenAiReply => ({ kind: 'delay', ms, then }),
};

export interface FakeOpenAi {
  /** `http://127.0.0.1:<port>/v1`, for the SDK's `baseURL`. */
  baseURL: string;
  requests: FakeOpenAiRequest[];
  /** A reply or handler for every request, or a queue of replies used one per request before the default. */
  respondWith(reply: FakeOpenAiReply | FakeOpenAiHandler | FakeOpenAiReply[]): void;
  /** Back to the default answers, with an empty queue (recorded requests are kept). */
  reset(): void;
  close(): Promise<void>;
  /** Images API: recorded calls, and replies queued for them (one per call, before the default picture). */
  images: FakeOpenAiImages;
}

const allText = (request: FakeOpenAiRequest) =>
  ((request.body?.messages ?? []) as { content?: unknown }[])
    .map((message) => (typeof message.content === 'string' ? message.content : ''))
    .join('\n');

const between = (text: string, tag: string) =>
  new RegExp(`<${tag}>\\n?([\\s\\S]*?)\\n?</${tag}>`).exec(text)?.[1]?.trim();

const mira = {
  name: 'Mira',
  title: 'Lighthouse keeper',
  description: 'A weathered keeper in her sixties with a grey braid and a yellow oilskin coat; stubborn and kind.',
  imagePrompt:
    'Full-figure portrait of a woman in her sixties, grey braid, yellow oilskin coat, rubber boots, plain background',
};
const lighthouse = {
  name: 'The Lighthouse',
  title: 'Lighthouse on the cliffs',
  description: 'A white stone lighthouse on black cliffs above a stormy sea.',
  imagePrompt: 'Establishing shot of a white stone lighthouse on black cliffs above a stormy sea at dusk, no people',
};

/** A schema-valid answer for a task, shaped by what the request asks (panel and suggestion counts). */
export function defaultAnswer(task: string, request: FakeOpenAiRequest): unknown {
  const text = allText(request);
  switch (task) {
    case 'scene': {
      const count = Math.min(6, Math.max(1, Number(/exactly (\d+) panels?/i.exec(text)?.[1] ?? 3)));
      return {
        title: 'The Storm Lamp',
        description: 'Mira sees a ghost ship in the storm and lights the great lamp.',
        panels: Array.from({ length: count }, (_, index) => ({
          description: `Panel ${index + 1}: Mira watches the storm from the lighthouse.`,
          imagePrompt: `Mira in a yellow oilskin coat at the lighthouse window, storm outside, moment ${index + 1}`,
          characters: ['Mira'],
          location: 'The Lighthouse',
          bubbles: index === 0 ? [{ text: 'A ship, out there?', type: 'speech', speaker: 'Mira' }] : [],
          altText: `Mira, in a yellow oilskin coat, watches the storm from the lighthouse window at night (moment ${index + 1}).`,
        })),
        newCharacters: [mira],
        newLocations: [lighthouse],
      };
    }
    case 'suggestions': {
      const count = Math.min(8, Math.max(1, Number(/exactly (\d+) suggestions?/i.exec(text)?.[1] ?? 4)));
      return {
        suggestions: Array.from({ length: count }, (_, index) => ({
          text: `Idea ${index + 1}: the ghost ship comes closer.`,
          emoji: '⚓',
        })),
      };
    }
    case 'improveText':
      return { improvedText: `${between(text, 'text') ?? 'The text'}, told more vividly.` };
    case 'title':
      return { title: 'The Lighthouse Keeper' };
    case 'extractEntities':
      return { characters: [mira], locations: [lighthouse] };
    case 'entityFromDescription':
      return /create the location/i.test(text) ? lighthouse : mira;
    default:
      return {};
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': `req_fake_${Date.now()}`, ...headers });
  res.end(JSON.stringify(body));
}

// ---- Images API (`POST /v1/images/generations`, JSON; `POST /v1/images/edits`, multipart) ----

export interface FakeImageCall {
  path: '/v1/images/generations' | '/v1/images/edits';
  /** JSON body, or the multipart text fields. */
  fields: Record<string, string>;
  /** Multipart files (field `image` or `image[]`), in order. */
  files: { field: string; name: string; type: string; bytes: Uint8Array }[];
}

export type FakeImageReply =
  | { kind: 'png' }
  /** Answers with a URL on this server (as some local servers do) instead of base64. */
  | { kind: 'url' }
  | { kind: 'error'; status: number; message: string; type: string | null; code: string | null };

export interface FakeOpenAiImages {
  calls: FakeImageCall[];
  respondWith(replies: FakeImageReply[]): void;
  reset(): void;
}

/** The PNG the fake draws for a size like '1536x1024' (small, so tests stay fast: a tenth of each side). */
export const fakeImagePng = (size: string) => {
  const [width, height] = (/^(\d+)x(\d+)$/.exec(size) ?? ['', '1024', '1024'])
    .slice(1)
    .map((side) => Math.max(1, Math.round(Number(side) / 10)));
  return makePng(width!, height!);
};

function createImagesApi() {
  const calls: FakeImageCall[] = [];
  let queue: FakeImageReply[] = [];
  const served = new Map<string, Buffer>();
  async function handle(req: IncomingMessage, res: ServerResponse, path: string, origin: string): Promise<boolean> {
    if (req.method === 'GET' && path.startsWith('/files/')) {
      const png = served.get(path);
      if (!png) return false;
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(png);
      return true;
    }
    if (req.method !== 'POST' || (path !== '/v1/images/generations' && path !== '/v1/images/edits')) return false;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const call: FakeImageCall = { path, fields: {}, files: [] };
    if (path === '/v1/images/edits') {
      const form = await new Request('http://fake/', {
        method: 'POST',
        headers: { 'content-type': String(req.headers['content-type']) },
        body,
      }).formData();
      for (const [field, value] of form.entries()) {
        if (typeof value === 'string') call.fields[field] = value;
        else
          call.files.push({
            field,
            name: value.name,
            type: value.type,
            bytes: new Uint8Array(await value.arrayBuffer()),
          });
      }
    } else {
      for (const [field, value] of Object.entries(JSON.parse(body.toString('utf8')) as Record<string, unknown>))
        call.fields[field] = String(value);
    }
    calls.push(call);
    if (!String(req.headers.authorization ?? '').startsWith('Bearer ')) {
      sendJson(res, 401, {
        error: { message: 'You did not provide an API key.', type: 'invalid_request_error', param: null, code: null },
      });
      return true;
    }
    const reply = queue.shift() ?? { kind: 'png' };
    if (reply.kind === 'error') {
      sendJson(res, reply.status, {
        error: { message: reply.message, type: reply.type, param: null, code: reply.code },
      });
      return true;
    }
    const png = fakeImagePng(call.fields.size ?? '1024x1024');
    let data: { b64_json?: string; url?: string };
    if (reply.kind === 'url') {
      const file = `/files/${calls.length}.png`;
      served.set(file, png);
      data = { url: `${origin}${file}` };
    } else data = { b64_json: png.toString('base64') };
    sendJson(res, 200, {
      created: Math.floor(Date.now() / 1000),
      data: [data],
      usage: { total_tokens: 100, input_tokens: 50, output_tokens: 50 },
    });
    return true;
  }
  const api: FakeOpenAiImages = {
    calls,
    respondWith(replies) {
      queue.push(...replies);
    },
    reset() {
      queue = [];
    },
  };
  return { api, handle };
}
// ---- end of the Images API ----

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeOpenAiRequest[] = [];
  let queue: FakeOpenAiReply[] = [];
  let responder: FakeOpenAiHandler | null = null;
  let completions = 0;
  const images = createImagesApi();

  async function send(res: ServerResponse, request: FakeOpenAiRequest, reply: FakeOpenAiReply): Promise<void> {
    switch (reply.kind) {
      case 'stall':
        res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': `req_fake_${Date.now()}` });
        res.write('{"id": "chatcmpl-stalled", "object": "chat.completion", "choices": [');
        return;
      case 'delay': {
        const waited = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(true), reply.ms);
          res.once('close', () => {
            clearTimeout(timer);
            resolve(false);
          });
        });
        if (waited)
          await send(
            res,
            request,
            reply.then ?? openAiReply.answer(defaultAnswer(request.body?.response_format?.json_schema?.name, request)),
          );
        return;
      }
      case 'error':
        return sendJson(
          res,
          reply.status,
          { error: { message: reply.message, type: reply.type, param: null, code: reply.code } },
          reply.retryAfterMs === undefined ? {} : { 'retry-after-ms': String(reply.retryAfterMs) },
        );
      default: {
        completions += 1;
        const content =
          reply.kind === 'refusal'
            ? null
            : typeof reply.content === 'string'
              ? reply.content
              : JSON.stringify(reply.content);
        return sendJson(res, 200, {
          id: `chatcmpl-fake${completions}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: request.body?.model ?? 'gpt-4o-mini',
          choices: [
            {
              index: 0,
              message: {
                role: 'assistant',
                content,
                refusal: reply.kind === 'refusal' ? reply.refusal : null,
                annotations: [],
              },
              logprobs: null,
              finish_reason: reply.kind === 'truncated' ? 'length' : 'stop',
            },
          ],
          usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
          system_fingerprint: 'fp_fake',
        });
      }
    }
  }

  // The server's callback returns nothing; each request runs on and answers its own failure with a 500.
  const server = createServer((req, res) => void answer(req, res));
  async function answer(req: IncomingMessage, res: ServerResponse) {
    try {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (await images.handle(req, res, path, `http://127.0.0.1:${(server.address() as AddressInfo).port}`)) return;
      if (req.method !== 'POST' || path !== '/v1/chat/completions') {
        return sendJson(res, 404, {
          error: {
            message: `Unknown request ${req.method} ${path}`,
            type: 'invalid_request_error',
            param: null,
            code: null,
          },
        });
      }
      const raw = await readBody(req);
      let body: any;
      try {
        body = JSON.parse(raw);
      } catch {
        return sendJson(res, 400, {
          error: {
            message: 'We could not parse the JSON body of your request.',
            type: 'invalid_request_error',
            param: null,
            code: null,
          },
        });
      }
      const request: FakeOpenAiRequest = { method: req.method, path, headers: req.headers, body };
      requests.push(request);
      if (!String(req.headers.authorization ?? '').startsWith('Bearer ')) {
        return sendJson(res, 401, {
          error: { message: 'You did not provide an API key.', type: 'invalid_request_error', param: null, code: null },
        });
      }
      const reply =
        queue.shift() ??
        (responder
          ? await responder(request)
          : openAiReply.answer(defaultAnswer(body?.response_format?.json_schema?.name, request)));
      await send(res, request, reply);
    } catch (error) {
      sendJson(res, 500, {
        error: { message: `Fake OpenAI failed: ${error}`, type: 'server_error', param: null, code: null },
      });
    }
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith(reply) {
      if (Array.isArray(reply)) queue.push(...reply);
      else responder = typeof reply === 'function' ? reply : () => reply;
    },
    reset() {
      queue = [];
      responder = null;
      images.api.reset();
    },
    images: images.api,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
