/**
 * A fake Replicate API on 127.0.0.1 (real HTTP, so the `replicate` SDK runs unchanged with `baseUrl`).
 *
 * - `POST /v1/models/:owner/:name/predictions` and `POST /v1/predictions` (with `version`) create a prediction;
 *   inputs of the models Panelcraft uses (FLUX Kontext, Runway Gen-4 Image, Wan i2v) are validated like Replicate
 *   does (422 on a bad input).
 * - `GET /v1/predictions/:id`: 'starting' for the first fifth of `latencyMs`, then 'processing', then 'succeeded' (or
 *   the scripted failure) once `latencyMs` has passed since creation. Each prediction keeps its own clock, so
 *   concurrent ones finish together. `POST /v1/predictions/:id/cancel` cancels.
 * - Outputs are served here: `/files/:id.png`, a real PNG sized by the requested aspect ratio (3:4 → 768x1024,
 *   3:2 → 1024x683, 1:1 → 1024x1024, 'match_input_image' → the input picture's size), and `/files/:id.mp4`.
 * - A prediction created with a `webhook` is POSTed there when it completes, signed like Replicate (Standard
 *   Webhooks, `webhookSecret`); deliveries are recorded in `webhooks`.
 * - Output faults (prediction failures): 'outputHtml', 'outputJson', 'outputMislabelled' serve something that is not a
 *   picture; 'downloadHang' never answers the file request, 'downloadStall' sends headers and part of it, then stalls.
 * - 'createMalformed' / 'getMalformed' answer with a body that is not JSON (a gateway's page, a cut-off answer).
 * - `fail(kind, times)` scripts failures: prediction failures apply to the next `times` predictions, HTTP failures to
 *   the next `times` matching requests. The SDK sends a 429 POST, and a 429 or 5xx GET, up to SDK_ATTEMPTS times in
 *   a row, so fail('create429', SDK_ATTEMPTS) is what the provider sees as a rate limit.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import { readPngSize } from './png';

/** How many times the replicate SDK sends a request that keeps answering 429 (5 retries, no wait). */
export const SDK_ATTEMPTS = 6;

export type FakePredictionFailure =
  /** fails with Replicate's safety filter error (E005) */
  | 'e005'
  /** fails with a 'flagged as sensitive' text and no code */
  | 'sensitive'
  /** fails with a model error */
  | 'error'
  | 'canceled'
  /** succeeds without output */
  | 'noOutput'
  /** succeeds, but its output file answers 404 / 500 */
  | 'download404'
  | 'download500'
  /** succeeds, but its output file is an HTML page, JSON, or text labelled image/png */
  | 'outputHtml'
  | 'outputJson'
  | 'outputMislabelled'
  /** succeeds, but its output file never answers, or sends its headers and then stalls */
  | 'downloadHang'
  | 'downloadStall';
export type FakeHttpFailure =
  | 'create429'
  | 'create402'
  | 'create422'
  | 'create500'
  | 'createSlow'
  /** create answers 201 with a body that is not JSON (a proxy's HTML page), like a broken gateway */
  | 'createMalformed'
  | 'get429'
  | 'get500'
  /** a status check answers 200 with a truncated, non-JSON body */
  | 'getMalformed';
export type FakeReplicateFailure = FakePredictionFailure | FakeHttpFailure;

export interface FakeReplicateOptions {
  /** Time from creation to completion (default 50 ms). */
  latencyMs?: number;
  /** The webhook signing secret ('whsec_' + base64), random by default. */
  webhookSecret?: string;
  /** When set, only this bearer token is accepted. */
  token?: string;
  /** How long 'createSlow' holds a create request (default 10 s). */
  slowMs?: number;
}

export interface FakePrediction {
  id: string;
  /** 'owner/name' for a model prediction, null for a version one. */
  model: string | null;
  version: string | null;
  input: Record<string, any>;
  webhook: string | null;
  webhookEventsFilter: string[] | null;
  createdAt: number;
  canceledAt: number | null;
  failure: FakePredictionFailure | null;
  output: 'png' | 'mp4';
  /** The size of the PNG output. */
  size: { width: number; height: number };
}

export interface FakeRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

export interface FakeWebhookDelivery {
  predictionId: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  /** The receiver's HTTP status, or null when it could not be reached. */
  status: number | null;
  error?: string;
}

export interface FakeReplicate {
  /** `http://127.0.0.1:<port>/v1`, for the SDK's `baseUrl`. */
  baseUrl: string;
  /** `http://127.0.0.1:<port>`: output files live under `${origin}/files/`. */
  origin: string;
  webhookSecret: string;
  predictions: FakePrediction[];
  requests: FakeRequest[];
  webhooks: FakeWebhookDelivery[];
  /** The prediction's JSON as the API returns it now. */
  view(id: string): Record<string, unknown> | undefined;
  /**
   * Scripts `times` failures of a kind. With `match`, only create requests whose body it accepts take them (e.g. one
   * panel's prompt), so one prediction of several concurrent ones can be made to fail every SDK attempt.
   */
  fail(kind: FakeReplicateFailure, times?: number, match?: (body: any) => boolean): void;
  clearFailures(): void;
  /** Resolves once every webhook due so far has been delivered (or failed). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

// ---- files

/** What a broken CDN or model serves instead of a picture. */
const OUTPUT_FAKES = {
  outputHtml: { type: 'text/html', body: '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>' },
  outputJson: { type: 'application/json', body: '{"error":"output not ready"}' },
  outputMislabelled: { type: 'image/png', body: 'this is not a png at all, just text labelled as one' },
} as const;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const pngCache = new Map<string, Buffer>();

/** A valid RGB PNG of the given size: a sky-to-sea gradient, so it is not blank. */
export function makePng(width: number, height: number): Buffer {
  const key = `${width}x${height}`;
  const cached = pngCache.get(key);
  if (cached) return cached;
  const row = width * 3 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    const t = y / Math.max(1, height - 1);
    const [r, g, b] = [Math.round(70 + 60 * t), Math.round(110 + 40 * t), Math.round(190 - 60 * t)];
    for (let x = 0; x < width; x += 1) {
      const at = y * row + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  pngCache.set(key, png);
  return png;
}

/** Some bytes that start like an MP4 file (ftyp box, then an mdat box). */
export const FAKE_MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'ascii'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2', 'ascii'),
  Buffer.from([0, 0, 0, 0x10]),
  Buffer.from('mdat', 'ascii'),
  randomBytes(8),
]);

const SQUARE = { width: 1024, height: 1024 };

/** The output size for an aspect ratio: 1024 on the long side (3:4 → 768x1024, 3:2 → 1024x683). */
function sizeOfRatio(ratio: unknown): { width: number; height: number } {
  const match = typeof ratio === 'string' ? /^(\d+):(\d+)$/.exec(ratio) : null;
  if (!match) return SQUARE;
  const [w, h] = [Number(match[1]), Number(match[2])];
  return w >= h
    ? { width: 1024, height: Math.round((1024 * h) / w) }
    : { width: Math.round((1024 * w) / h), height: 1024 };
}

// ---- input validation (the subset of each model's schema that the providers use)

const KONTEXT_RATIOS = [
  'match_input_image',
  '1:1',
  '16:9',
  '9:16',
  '4:3',
  '3:4',
  '3:2',
  '2:3',
  '4:5',
  '5:4',
  '21:9',
  '9:21',
  '2:1',
  '1:2',
];
const GEN4_RATIOS = ['16:9', '9:16', '4:3', '3:4', '1:1', '21:9'];
const isUri = (value: unknown) => typeof value === 'string' && /^(https?:\/\/|data:)/.test(value);

function invalidFields(model: string | null, input: Record<string, any>): string[] {
  const problems: string[] = [];
  if (!model) return problems;
  if (model.startsWith('black-forest-labs/flux-kontext')) {
    if (typeof input.prompt !== 'string' || !input.prompt) problems.push('input.prompt: prompt is required');
    if (input.aspect_ratio !== undefined && !KONTEXT_RATIOS.includes(input.aspect_ratio))
      problems.push(`input.aspect_ratio: must be one of ${KONTEXT_RATIOS.join(', ')}`);
    if (input.output_format !== undefined && !['jpg', 'png'].includes(input.output_format))
      problems.push('input.output_format: must be one of jpg, png');
    if (input.input_image !== undefined && !isUri(input.input_image))
      problems.push('input.input_image: Does not match format uri');
    if (
      input.safety_tolerance !== undefined &&
      !(
        Number.isInteger(input.safety_tolerance) &&
        input.safety_tolerance >= 0 &&
        input.safety_tolerance <= (input.input_image ? 2 : 6)
      )
    ) {
      problems.push('input.safety_tolerance: out of range');
    }
  } else if (model === 'runwayml/gen4-image') {
    if (typeof input.prompt !== 'string' || !input.prompt) problems.push('input.prompt: prompt is required');
    if (input.aspect_ratio !== undefined && !GEN4_RATIOS.includes(input.aspect_ratio))
      problems.push(`input.aspect_ratio: must be one of ${GEN4_RATIOS.join(', ')}`);
    if (input.resolution !== undefined && !['720p', '1080p'].includes(input.resolution))
      problems.push('input.resolution: must be one of 720p, 1080p');
    const images = input.reference_images ?? [];
    if (!Array.isArray(images) || images.length > 3 || !images.every(isUri))
      problems.push('input.reference_images: at most 3 URIs');
    const tags = input.reference_tags ?? [];
    if (
      !Array.isArray(tags) ||
      tags.length > 3 ||
      !tags.every((tag) => typeof tag === 'string' && /^[a-zA-Z][a-zA-Z0-9]{2,14}$/.test(tag))
    ) {
      problems.push('input.reference_tags: 3 to 15 alphanumeric characters, starting with a letter');
    }
  } else if (model.startsWith('wan-video/')) {
    if (!isUri(input.image)) problems.push('input.image: image is required (URI)');
    if (typeof input.prompt !== 'string' || !input.prompt) problems.push('input.prompt: prompt is required');
  }
  return problems;
}

// ---- server

const FAILURE_TEXT: Record<'e005' | 'sensitive' | 'error', string> = {
  e005: 'The input or output was flagged as sensitive. Please try again with different inputs. (E005)',
  sensitive: 'NSFW content detected: the generated image was flagged as sensitive.',
  error: 'CUDA out of memory. Tried to allocate 2.00 GiB',
};

const HTTP_FAILURES = new Set<FakeReplicateFailure>([
  'create429',
  'create402',
  'create422',
  'create500',
  'createSlow',
  'createMalformed',
  'get429',
  'get500',
  'getMalformed',
]);

/** A body that is not JSON, with a JSON content type (the SDK parses it and fails). */
function sendMalformed(res: ServerResponse, status: number, body: string) {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.destroyed) return;
  res.writeHead(status, {
    'content-type': status >= 400 ? 'application/problem+json' : 'application/json',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

const problem = (
  res: ServerResponse,
  status: number,
  title: string,
  detail: string,
  headers: Record<string, string> = {},
) => sendJson(res, status, { title, detail, status }, headers);

export async function startFakeReplicate(options: FakeReplicateOptions = {}): Promise<FakeReplicate> {
  const latencyMs = options.latencyMs ?? 50;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('base64')}`;
  const predictions: FakePrediction[] = [];
  const byId = new Map<string, FakePrediction>();
  const requests: FakeRequest[] = [];
  const webhooks: FakeWebhookDelivery[] = [];
  const failures: { kind: FakeReplicateFailure; match?: (body: any) => boolean }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const pendingDeliveries = new Set<Promise<void>>();
  let origin = '';

  const takeFailure = (accept: (kind: FakeReplicateFailure) => boolean, body?: any): FakeReplicateFailure | null => {
    const index = failures.findIndex(
      (failure) => accept(failure.kind) && (!failure.match || (body !== undefined && failure.match(body))),
    );
    return index < 0 ? null : failures.splice(index, 1)[0]!.kind;
  };

  function statusOf(prediction: FakePrediction, now = Date.now()): string {
    if (prediction.canceledAt !== null) return 'canceled';
    const elapsed = now - prediction.createdAt;
    if (elapsed < latencyMs / 5) return 'starting';
    if (elapsed < latencyMs) return 'processing';
    if (prediction.failure === 'canceled') return 'canceled';
    return prediction.failure === 'e005' || prediction.failure === 'sensitive' || prediction.failure === 'error'
      ? 'failed'
      : 'succeeded';
  }

  function view(prediction: FakePrediction, now = Date.now()): Record<string, unknown> {
    const status = statusOf(prediction, now);
    const done = ['succeeded', 'failed', 'canceled'].includes(status);
    const completedAt = prediction.canceledAt ?? prediction.createdAt + latencyMs;
    const failure = prediction.failure;
    return {
      id: prediction.id,
      model: prediction.model ?? 'fake/version-model',
      version: prediction.version ?? 'hidden',
      input: prediction.input,
      logs: status === 'starting' ? '' : 'Running prediction...\n',
      output:
        status === 'succeeded' && failure !== 'noOutput'
          ? `${origin}/files/${prediction.id}.${prediction.output}`
          : null,
      data_removed: false,
      error:
        status === 'failed' && (failure === 'e005' || failure === 'sensitive' || failure === 'error')
          ? FAILURE_TEXT[failure]
          : null,
      status,
      source: 'api',
      created_at: new Date(prediction.createdAt).toISOString(),
      started_at: status === 'starting' ? null : new Date(prediction.createdAt + latencyMs / 5).toISOString(),
      completed_at: done ? new Date(completedAt).toISOString() : null,
      urls: {
        get: `${origin}/v1/predictions/${prediction.id}`,
        cancel: `${origin}/v1/predictions/${prediction.id}/cancel`,
        web: `${origin}/p/${prediction.id}`,
      },
      metrics: done ? { predict_time: latencyMs / 1000 } : {},
      ...(prediction.webhook
        ? {
            webhook: prediction.webhook,
            webhook_events_filter: prediction.webhookEventsFilter ?? ['start', 'output', 'logs', 'completed'],
          }
        : {}),
    };
  }

  function deliverWebhook(prediction: FakePrediction) {
    if (!prediction.webhook) return;
    if (prediction.webhookEventsFilter && !prediction.webhookEventsFilter.includes('completed')) return;
    const body = JSON.stringify(view(prediction));
    const id = `msg_${randomBytes(12).toString('hex')}`;
    const timestamp = String(Math.floor(Date.now() / 1000));
    const key = Buffer.from(webhookSecret.replace(/^whsec_/, ''), 'base64');
    const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
    const headers = {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': timestamp,
      'webhook-signature': `v1,${signature}`,
    };
    const delivery: FakeWebhookDelivery = {
      predictionId: prediction.id,
      url: prediction.webhook,
      headers,
      body,
      status: null,
    };
    webhooks.push(delivery);
    const sent = fetch(prediction.webhook, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) })
      .then(async (res) => {
        delivery.status = res.status;
        await res.body?.cancel();
      })
      .catch((error: unknown) => {
        delivery.error = error instanceof Error ? error.message : String(error);
      })
      .finally(() => pendingDeliveries.delete(sent));
    pendingDeliveries.add(sent);
  }

  function schedule(ms: number, run: () => void) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  }

  /** The size of an input picture: a PNG data URI, or an output of this server. */
  function inputSize(uri: unknown): { width: number; height: number } {
    if (typeof uri !== 'string') return SQUARE;
    const data = /^data:[^;,]*;base64,(.*)$/s.exec(uri);
    if (data) return readPngSize(Buffer.from(data[1]!, 'base64')) ?? SQUARE;
    const own = /\/files\/([^/.]+)\.png$/.exec(uri);
    return (own && byId.get(own[1]!)?.size) || SQUARE;
  }

  async function create(req: IncomingMessage, res: ServerResponse, model: string | null, body: any) {
    const failure = takeFailure((kind) => kind.startsWith('create'), body ?? null);
    if (failure === 'create429') {
      return problem(
        res,
        429,
        'Too Many Requests',
        'Request was throttled. Your rate limit for prediction creation is 600 requests per minute.',
        { 'retry-after': '1' },
      );
    }
    if (failure === 'create402') {
      return problem(
        res,
        402,
        'Insufficient credit',
        'You have insufficient credit to run this model. Go to https://replicate.com/account/billing#billing to purchase credit.',
      );
    }
    if (failure === 'create500')
      return problem(res, 500, 'Internal Server Error', 'Something went wrong creating the prediction.');
    if (failure === 'create422')
      return problem(res, 422, 'Input validation failed', '- input: scripted validation failure');
    if (failure === 'createMalformed') return sendMalformed(res, 201, '<html><body>502 Bad Gateway</body></html>');
    if (failure === 'createSlow') {
      const held = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(true), options.slowMs ?? 10_000);
        res.once('close', () => {
          clearTimeout(timer);
          resolve(false);
        });
      });
      if (!held) return;
    }
    if (!body || typeof body.input !== 'object' || body.input === null)
      return problem(res, 422, 'Input validation failed', '- input: input is required');
    if (!model && typeof body.version !== 'string') return problem(res, 422, 'Invalid version', 'version is required');
    const problems = invalidFields(model, body.input);
    if (problems.length)
      return problem(res, 422, 'Input validation failed', problems.map((text) => `- ${text}`).join('\n'));
    if (body.webhook !== undefined) {
      try {
        if (!/^https?:$/.test(new URL(body.webhook).protocol)) throw new Error('not http');
      } catch {
        return problem(res, 422, 'Invalid webhook', 'webhook must be an HTTP(S) URL');
      }
    }
    const video = model
      ? /video|i2v|wan|kling|veo|seedance|hailuo/i.test(model)
      : 'image' in body.input && !('input_image' in body.input);
    const input = body.input as Record<string, any>;
    const prediction: FakePrediction = {
      id: randomBytes(13).toString('hex').slice(0, 26),
      model,
      version: model ? null : body.version,
      input,
      webhook: body.webhook ?? null,
      webhookEventsFilter: Array.isArray(body.webhook_events_filter) ? body.webhook_events_filter : null,
      createdAt: Date.now(),
      canceledAt: null,
      failure: takeFailure((kind) => !HTTP_FAILURES.has(kind), body) as FakePredictionFailure | null,
      output: video ? 'mp4' : 'png',
      size: input.aspect_ratio === 'match_input_image' ? inputSize(input.input_image) : sizeOfRatio(input.aspect_ratio),
    };
    predictions.push(prediction);
    byId.set(prediction.id, prediction);
    // +1 ms: Date.now() and the timer clock round differently; the webhook must not see 'processing'.
    schedule(latencyMs + 1, () => {
      if (prediction.canceledAt === null) deliverWebhook(prediction);
    });
    sendJson(res, 201, view(prediction));
  }

  // The server's callback returns nothing; each request runs on and answers its own failure with a 500.
  const server = createServer((req, res) => void answer(req, res));
  async function answer(req: IncomingMessage, res: ServerResponse) {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = url.pathname;
      const raw = req.method === 'POST' ? await readBody(req) : '';
      let body: any = null;
      if (raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          return problem(res, 400, 'Bad Request', 'The body is not valid JSON');
        }
      }
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });

      const file = /^\/files\/([^/.]+)\.(png|mp4)$/.exec(path);
      if (req.method === 'GET' && file) {
        const prediction = byId.get(file[1]!);
        if (!prediction || prediction.output !== file[2] || statusOf(prediction) !== 'succeeded')
          return problem(res, 404, 'Not found', 'No such file');
        if (prediction.failure === 'download404') return problem(res, 404, 'Not found', 'The file has expired');
        if (prediction.failure === 'download500') return problem(res, 500, 'Internal Server Error', 'Storage error');
        if (prediction.failure === 'downloadHang') return;
        if (prediction.failure === 'downloadStall') {
          res.writeHead(200, { 'content-type': 'image/png', 'content-length': '100000' });
          return res.write(makePng(8, 8).subarray(0, 40));
        }
        const fake = OUTPUT_FAKES[prediction.failure as keyof typeof OUTPUT_FAKES];
        if (fake) {
          res.writeHead(200, { 'content-type': fake.type });
          return res.end(fake.body);
        }
        const bytes = prediction.output === 'png' ? makePng(prediction.size.width, prediction.size.height) : FAKE_MP4;
        res.writeHead(200, {
          'content-type': prediction.output === 'png' ? 'image/png' : 'video/mp4',
          'content-length': String(bytes.length),
        });
        return res.end(bytes);
      }

      const authorization = String(req.headers.authorization ?? '');
      if (
        !authorization.startsWith('Bearer ') ||
        (options.token !== undefined && authorization !== `Bearer ${options.token}`)
      ) {
        return problem(res, 401, 'Unauthenticated', 'You did not pass a valid authentication token');
      }

      const modelCreate = /^\/v1\/models\/([^/]+)\/([^/]+)\/predictions$/.exec(path);
      if (req.method === 'POST' && modelCreate)
        return await create(req, res, `${modelCreate[1]}/${modelCreate[2]}`, body);
      if (req.method === 'POST' && path === '/v1/predictions') return await create(req, res, null, body);

      const one = /^\/v1\/predictions\/([^/]+)(\/cancel)?$/.exec(path);
      if (one) {
        const prediction = byId.get(one[1]!);
        if (req.method === 'GET' && !one[2]) {
          const failure = takeFailure((kind) => kind === 'get429' || kind === 'get500' || kind === 'getMalformed');
          if (failure === 'get429')
            return problem(res, 429, 'Too Many Requests', 'Request was throttled.', { 'retry-after': '1' });
          if (failure === 'get500') return problem(res, 500, 'Internal Server Error', 'Something went wrong.');
          if (!prediction) return sendJson(res, 404, { detail: 'Not found.', status: 404 });
          if (failure === 'getMalformed') return sendMalformed(res, 200, JSON.stringify(view(prediction)).slice(0, 40));
          return sendJson(res, 200, view(prediction));
        }
        if (req.method === 'POST' && one[2]) {
          if (!prediction) return sendJson(res, 404, { detail: 'Not found.', status: 404 });
          if (['starting', 'processing'].includes(statusOf(prediction))) {
            prediction.canceledAt = Date.now();
            deliverWebhook(prediction);
          }
          return sendJson(res, 200, view(prediction));
        }
      }
      return sendJson(res, 404, { detail: 'Not found.', status: 404 });
    } catch (error) {
      problem(res, 500, 'Internal Server Error', `Fake Replicate failed: ${error}`);
    }
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    baseUrl: `${origin}/v1`,
    origin,
    webhookSecret,
    predictions,
    requests,
    webhooks,
    view: (id) => {
      const prediction = byId.get(id);
      return prediction ? view(prediction) : undefined;
    },
    fail(kind, times = 1, match) {
      for (let i = 0; i < times; i += 1) failures.push({ kind, ...(match ? { match } : {}) });
    },
    clearFailures() {
      failures.length = 0;
    },
    async settled() {
      while (pendingDeliveries.size) await Promise.all([...pendingDeliveries]);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...pendingDeliveries]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
