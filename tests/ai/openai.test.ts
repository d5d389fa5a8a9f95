// The OpenAI text provider against a fake chat completions API over real HTTP: requests, answers, error mapping.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createOpenAiTextProvider, strictJsonSchema, taskJsonSchema } from '../../worker/ai/openai';
import { taskSchemas } from '../../worker/ai/schemas';
import { AiError, type StoryContext, type TextTaskName, type TextTasks } from '../../worker/ai/types';
import { defaultAnswer, openAiReply, startFakeOpenAi, type FakeOpenAi } from '../helpers/fake-openai';

const story: StoryContext = {
  title: 'The Lighthouse',
  description: 'A keeper and a ghost ship.',
  artStyle: 'Watercolor, soft edges',
  aspectRatio: '3:4',
  tags: ['sea', 'ghosts'],
  characters: [{ name: 'Mira', title: 'Lighthouse keeper', description: 'Grey braid, yellow oilskin coat.' }],
  locations: [{ name: 'Gull Rock', title: 'Lighthouse island', description: 'A black rock in the storm.' }],
  previousScenes: [{ sceneNumber: 1, title: 'The Storm', description: 'The storm reaches Gull Rock.' }],
};

const entity = {
  name: 'Captain Vos',
  title: 'Ghost captain',
  description: 'A drowned captain.',
  imagePrompt: 'A pale captain in a torn coat',
};

/** One valid answer and input per task. */
const cases: {
  [K in TextTaskName]: { input: TextTasks[K]['input']; answer: TextTasks[K]['output']; mentions: string[] };
} = {
  scene: {
    input: { prompt: 'Mira spots a ghost ship and lights the great lamp.', maxPanels: 3, story },
    answer: {
      title: 'The Ghost Ship',
      description: 'Mira warns a ghost ship.',
      panels: [1, 2, 3].map((n) => ({
        description: `Moment ${n}`,
        imagePrompt: `Mira at the lamp, moment ${n}`,
        characters: ['Mira', 'Captain Vos'],
        location: 'Gull Rock',
        bubbles: [{ text: 'Turn back!', type: 'speech' as const, speaker: 'Mira' }],
      })),
      newCharacters: [entity],
      newLocations: [],
    },
    mentions: ['Mira spots a ghost ship', 'exactly 3 panels', 'Mira', 'Gull Rock', 'Watercolor', 'The Storm'],
  },
  suggestions: {
    input: { story, count: 4, kind: 'continuation' },
    answer: {
      suggestions: [
        { text: 'The ghost ship runs aground.', emoji: '⚓' },
        { text: 'Mira rows out.', emoji: null },
      ],
    },
    mentions: ['exactly 4', 'what happens next', 'Mira'],
  },
  improveText: {
    input: { text: 'mira see ship in storm she scared', story },
    answer: { improvedText: 'Mira sees a ship in the storm, and fear grips her.' },
    mentions: ['mira see ship in storm she scared', '1000 characters'],
  },
  title: {
    input: { description: 'A lighthouse keeper meets a ghost ship.', story: null },
    answer: { title: 'Lamp Against the Dark' },
    mentions: ['A lighthouse keeper meets a ghost ship.', '2 to 6 words'],
  },
  extractEntities: {
    input: {
      description: 'Captain Vos sails his ghost ship into Gull Rock.',
      story,
      maxCharacters: 8,
      maxLocations: 6,
    },
    answer: { characters: [entity], locations: [] },
    mentions: ['Captain Vos sails', 'at most 8', 'at most 6', 'Mira'],
  },
  entityFromDescription: {
    input: { kind: 'character', description: 'a drowned ghost captain', story, context: 'He haunts Gull Rock' },
    answer: entity,
    // The author's traits are kept, never contradicted.
    mentions: ['a drowned ghost captain', 'He haunts Gull Rock', 'character', 'Never change or contradict one'],
  },
};

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.requests.length = 0;
});

const provider = (options: Partial<Parameters<typeof createOpenAiTextProvider>[0]> = {}) =>
  createOpenAiTextProvider({ apiKey: 'sk-test', baseURL: fake.baseURL, maxRetries: 0, ...options });

async function failure(run: Promise<unknown>): Promise<AiError> {
  const error = await run.then(
    () => null,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

describe('answers', () => {
  for (const task of Object.keys(cases) as TextTaskName[]) {
    test(`${task}: sends the prompt with a strict JSON schema and returns the validated answer`, async () => {
      const { input, answer, mentions } = cases[task];
      fake.respondWith([openAiReply.answer(answer)]);
      const output = await provider().run(task, input);
      expect(output).toEqual(taskSchemas[task].parse(answer));

      expect(fake.requests).toHaveLength(1);
      const { body, headers } = fake.requests[0]!;
      expect(headers.authorization).toBe('Bearer sk-test');
      expect(body.model).toBe('gpt-4o-mini');
      expect(body.response_format).toEqual({
        type: 'json_schema',
        json_schema: { name: task, strict: true, schema: taskJsonSchema(task) },
      });
      expect(body.messages.map((message: { role: string }) => message.role)).toEqual(['system', 'user']);
      const text = body.messages.map((message: { content: string }) => message.content).join('\n');
      for (const mention of mentions) expect(text).toContain(mention);
    });
  }

  test('the model option is sent, long fields are clamped to the stored limits', async () => {
    fake.respondWith([openAiReply.answer({ improvedText: `  ${'x'.repeat(1500)}  ` })]);
    const output = await provider({ model: 'gpt-4.1-mini' }).run('improveText', cases.improveText.input);
    expect(output.improvedText).toHaveLength(1000);
    expect(fake.requests[0]!.body.model).toBe('gpt-4.1-mini');
  });

  test('a custom fetch carries the requests', async () => {
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls += 1;
      return fetch(input, init);
    };
    await provider({ fetch: counting }).run('title', cases.title.input);
    expect(calls).toBe(1);
  });

  test('the fake answers every task with a schema-valid default, sized by the request', async () => {
    const scene = await provider().run('scene', { ...cases.scene.input, maxPanels: 5 });
    expect(scene.panels).toHaveLength(5);
    const ideas = await provider().run('suggestions', { story, count: 5, kind: 'storySeeds' });
    expect(ideas.suggestions).toHaveLength(5);
    for (const task of Object.keys(cases) as TextTaskName[]) {
      expect(taskSchemas[task].safeParse(defaultAnswer(task, fake.requests[0]!)).success).toBe(true);
    }
  });
});

describe('strict JSON schemas', () => {
  test('every object is closed and requires all its properties; nulls stand for "none"', () => {
    for (const task of Object.keys(taskSchemas) as TextTaskName[]) {
      const schema = taskJsonSchema(task);
      expect(schema.$schema).toBeUndefined();
      const visit = (node: any) => {
        if (!node || typeof node !== 'object') return;
        if (Array.isArray(node)) return node.forEach(visit);
        if (node.type === 'object') {
          expect(node.additionalProperties).toBe(false);
          expect([...node.required].sort()).toEqual(Object.keys(node.properties).sort());
        }
        for (const [key, value] of Object.entries(node)) if (key !== 'required' && key !== 'enum') visit(value);
      };
      visit(schema);
    }
    const scene = taskJsonSchema('scene') as any;
    expect(scene.properties.panels.items.properties.location.type).toEqual(['string', 'null']);
    expect(scene.properties.panels.maxItems).toBe(6);
  });

  test('strictJsonSchema closes objects and drops unsupported keywords', () => {
    expect(
      strictJsonSchema({
        $schema: 'x',
        type: 'object',
        properties: {
          name: { type: 'string', minLength: 1, default: 'a' },
          tags: { type: 'array', items: { type: 'object', properties: { a: { type: 'number' } } } },
        },
        required: ['name'],
      }),
    ).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string' },
        tags: {
          type: 'array',
          items: {
            type: 'object',
            properties: { a: { type: 'number' } },
            required: ['a'],
            additionalProperties: false,
          },
        },
      },
      required: ['name', 'tags'],
      additionalProperties: false,
    });
  });
});

describe('errors', () => {
  test('429 is a rate limit', async () => {
    fake.respondWith(openAiReply.rateLimit());
    const error = await failure(provider().run('title', cases.title.input));
    expect(error.code).toBe('rate_limit');
  });

  test('429 insufficient_quota is the quota', async () => {
    fake.respondWith(openAiReply.quota());
    const error = await failure(provider().run('scene', cases.scene.input));
    expect(error).toMatchObject({ code: 'quota', message: 'OpenAI quota exceeded' });
  });

  test('500 fails; a scene failure reads "AI scene generation failed"', async () => {
    fake.respondWith(openAiReply.serverError(500));
    const scene = await failure(provider().run('scene', cases.scene.input));
    expect(scene.code).toBe('failed');
    expect(scene.message).toMatch(/^AI scene generation failed/);
    const title = await failure(provider().run('title', cases.title.input));
    expect(title.code).toBe('failed');
    expect(title.message).toMatch(/^AI text generation failed: OpenAI service error \(500\)/);
  });

  test('other refusals of the request fail with the API message as details', async () => {
    fake.respondWith(openAiReply.error(400, "Invalid schema for response_format 'scene'"));
    const error = await failure(provider().run('scene', cases.scene.input));
    expect(error.code).toBe('failed');
    expect(error.details).toContain('Invalid schema');
  });

  test('no answer within timeoutMs is a timeout', async () => {
    fake.respondWith(openAiReply.delay(3000));
    const started = Date.now();
    const error = await failure(provider({ timeoutMs: 200 }).run('title', cases.title.input));
    expect(error.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  test('an unreachable endpoint fails', async () => {
    const error = await failure(
      createOpenAiTextProvider({ apiKey: 'sk-test', baseURL: 'http://127.0.0.1:9/v1', maxRetries: 0 }).run(
        'title',
        cases.title.input,
      ),
    );
    expect(error.code).toBe('failed');
    expect(error.message).toContain('could not reach OpenAI');
  });

  test('malformed JSON, a schema mismatch, a refusal or a cut-off answer is a format error', async () => {
    const replies = [
      openAiReply.malformed(),
      openAiReply.answer({ title: 'Only a title' }),
      openAiReply.answer({ ...cases.scene.answer, panels: [] }),
      openAiReply.refusal(),
      openAiReply.truncated(),
    ];
    for (const reply of replies) {
      fake.respondWith([reply]);
      const error = await failure(provider().run('scene', cases.scene.input));
      expect(error).toMatchObject({ code: 'bad_response', message: 'AI response format error' });
      expect(error.details).toBeTruthy();
    }
  });

  test('with maxRetries (default 1) a 500 or 429 is retried once, as the server allows', async () => {
    fake.respondWith([openAiReply.serverError(500, 0), openAiReply.answer(cases.title.answer)]);
    const retried = createOpenAiTextProvider({ apiKey: 'sk-test', baseURL: fake.baseURL });
    await expect(retried.run('title', cases.title.input)).resolves.toEqual(cases.title.answer);
    expect(fake.requests).toHaveLength(2);

    fake.respondWith([openAiReply.rateLimit(0), openAiReply.rateLimit(0)]);
    const error = await failure(retried.run('title', cases.title.input));
    expect(error.code).toBe('rate_limit');
    expect(fake.requests).toHaveLength(4);
  });
});
