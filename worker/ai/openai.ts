// The OpenAI text provider: each task is one chat completion answering in strict JSON (structured outputs) with the
// task's schema, validated again with zod. Runs on Node and in workerd (the SDK only needs fetch).
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { z } from 'zod';
import { taskPrompt } from './prompts';
import { taskSchemas } from './schemas';
import { AiError, isAiError, type CallOptions, type TextProvider, type TextTaskName, type TextTasks } from './types';

export interface OpenAiTextOptions {
  apiKey: string;
  /** Another OpenAI-compatible endpoint (a fake in tests); must end with /v1 like the default. */
  baseURL?: string;
  model?: string;
  /** Per attempt: the SDK retries a timed-out attempt once more when maxRetries allows it. */
  timeoutMs?: number;
  /** Retries of 408, 409, 429, 5xx and connection failures, with the SDK's backoff (0.5 s, 1 s, ...). */
  maxRetries?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

type JsonSchema = { [key: string]: unknown };

/** Keywords strict structured outputs accept; anything else is dropped rather than refused by the API. */
const STRICT_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  'description',
  'minItems',
  'maxItems',
  'pattern',
  'format',
  'minimum',
  'maximum',
  '$defs',
  '$ref',
]);

/**
 * A JSON schema as strict mode wants it: every object closed (additionalProperties false) with all its properties
 * required, and no keywords strict mode does not support.
 */
export function strictJsonSchema(schema: JsonSchema): JsonSchema {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== 'object') return node;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node as JsonSchema)) {
      if (!STRICT_KEYWORDS.has(key)) continue;
      if (key === 'properties' || key === '$defs') {
        out[key] = Object.fromEntries(Object.entries(value as JsonSchema).map(([name, child]) => [name, visit(child)]));
      } else if (key === 'enum' || key === 'const' || key === 'required') {
        out[key] = value;
      } else {
        out[key] = visit(value);
      }
    }
    if (out.type === 'object' || out.properties) {
      const properties = (out.properties ?? {}) as JsonSchema;
      out.properties = properties;
      out.required = Object.keys(properties);
      out.additionalProperties = false;
    }
    return out;
  };
  return visit(schema) as JsonSchema;
}

const jsonSchemas = new Map<TextTaskName, JsonSchema>();

/** The strict JSON schema of a task's answer (what the model must produce, before zod's clamping transforms). */
export function taskJsonSchema(task: TextTaskName): JsonSchema {
  let schema = jsonSchemas.get(task);
  if (!schema) {
    schema = strictJsonSchema(z.toJSONSchema(taskSchemas[task], { io: 'input' }));
    jsonSchemas.set(task, schema);
  }
  return schema;
}

const badResponse = (details: string) => new AiError('bad_response', 'AI response format error', details);

/** Parses and validates the model's answer against the task's schema. */
export function parseTaskAnswer<K extends TextTaskName>(task: K, content: string): TextTasks[K]['output'] {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw badResponse(`The AI answer is not valid JSON: ${content.slice(0, 200)}`);
  }
  const parsed = taskSchemas[task].safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw badResponse(`The AI answer does not match the expected format: ${issues}`);
  }
  return parsed.data;
}

function apiErrorDetail(error: APIError): string {
  // The SDK types the body loosely (and differently per runtime's types): narrowed here, not asserted.
  const body: unknown = error.error;
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
    ? body.message
    : error.message;
}

/** Maps what the SDK threw to an AiError in the terms of the spec's error catalogue. */
export function openAiFailure(error: unknown, task: TextTaskName): AiError {
  if (isAiError(error)) return error;
  const failed = (reason: string, details?: string) =>
    new AiError(
      'failed',
      task === 'scene' ? `AI scene generation failed: ${reason}` : `AI text generation failed: ${reason}`,
      details,
    );
  if (error instanceof APIConnectionTimeoutError) return new AiError('timeout', 'OpenAI did not answer in time');
  if (error instanceof APIUserAbortError) return new AiError('timeout', 'OpenAI did not answer in time');
  if (error instanceof APIConnectionError)
    return failed('could not reach OpenAI', error.cause instanceof Error ? error.cause.message : error.message);
  if (error instanceof APIError) {
    const status = error.status ?? 0;
    if (status === 429) {
      if (error.code === 'insufficient_quota' || error.type === 'insufficient_quota') {
        return new AiError('quota', 'OpenAI quota exceeded', apiErrorDetail(error));
      }
      return new AiError('rate_limit', 'OpenAI rate limit reached', apiErrorDetail(error));
    }
    if (status >= 500) return failed(`OpenAI service error (${status})`, apiErrorDetail(error));
    if (status === 401 || status === 403) return failed('OpenAI rejected the API key', apiErrorDetail(error));
    return failed(`OpenAI refused the request (${status})`, apiErrorDetail(error));
  }
  return failed(error instanceof Error ? error.message : String(error));
}

export function createOpenAiTextProvider(options: OpenAiTextOptions): TextProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 60_000,
    maxRetries: options.maxRetries ?? 1,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const model = options.model ?? DEFAULT_OPENAI_MODEL;

  return {
    name: 'openai',
    async run<K extends TextTaskName>(
      task: K,
      input: TextTasks[K]['input'],
      options: CallOptions = {},
    ): Promise<TextTasks[K]['output']> {
      const prompt = taskPrompt(task, input);
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create(
          {
            model,
            messages: [
              { role: 'system', content: prompt.system },
              { role: 'user', content: prompt.user },
            ],
            response_format: {
              type: 'json_schema',
              json_schema: { name: task, strict: true, schema: taskJsonSchema(task) },
            },
          },
          // The SDK's own timeout stops counting once headers arrive; the caller's deadline covers the body and retries.
          options.signal ? { signal: options.signal } : undefined,
        );
      } catch (error) {
        throw openAiFailure(error, task);
      }
      const choice = completion.choices?.[0];
      if (!choice) throw badResponse('The AI answer has no choices');
      if (choice.message.refusal) throw badResponse(`The AI refused: ${choice.message.refusal}`);
      if (choice.finish_reason === 'length') throw badResponse('The AI answer was cut off before it was complete');
      if (choice.finish_reason === 'content_filter')
        throw badResponse('The AI answer was stopped by the content filter');
      if (!choice.message.content) throw badResponse('The AI answer is empty');
      return parseTaskAnswer(task, choice.message.content);
    },
  };
}
