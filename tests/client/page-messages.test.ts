// The API's refusals on sign-in, sign-up, Profile & Settings, the reader and a profile are shown in the reader's language
// by their code: every code those screens can meet has a catalogue id, its parameters fill the words in, and the
// client never reads the English (a refusal whose English is changed on the way still reads the same).
import { readFileSync } from 'node:fs';
import { createTRPCClient, httpLink } from '@trpc/client';
import type { ZodError } from 'zod';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeError } from '../../src/lib/errors';
import { activateLocale, i18n, loadArea } from '../../src/lib/i18n';
import { MESSAGE_IDS, SCRIPT_ONLY_CODES, translateMessage } from '../../src/lib/messages';
import { refusalWords } from '../../src/lib/trpc';
import { LOCALES } from '../../src/shared/locales';
import { MAX_TOKENS_PER_USER } from '../../src/shared/api-token-limits';
import { ENTITY_LIMITS } from '../../src/shared/stories';
import { MESSAGES, codedMessage, type MessageCode } from '../../src/shared/messages';
import { createTokenInput, tokenIdInput } from '../../src/shared/api-tokens';
import {
  fieldErrors,
  loginInput,
  passwordChangeFormSchema,
  profileInput,
  registerFormSchema,
} from '../../src/shared/validation';
import type { AppRouter } from '../../worker/trpc/router';
import { tooManyAttempts } from '../../worker/auth/throttle';
import { createTestApp, registerUser, testClock, type TestApp } from '../helpers/app';
import { addScene } from '../helpers/stories';

/** Every code a zod schema gives for the bad inputs a form or a script can send. */
function schemaCodes(schema: { safeParse: (value: unknown) => { error?: ZodError } }, inputs: unknown[]) {
  return inputs.flatMap((input) => {
    const error = schema.safeParse(input).error;
    return error ? fieldErrors(error).map((field) => field.messageCode) : [];
  });
}

const long = (n: number) => 'a'.repeat(n);

/** The codes the account and reader screens can meet: the shared form checks' and the server's own refusals. */
const PAGE_CODES = [
  ...schemaCodes(loginInput, [{}, { email: '', password: '' }, { email: 'nope', password: long(200) }]),
  ...schemaCodes(registerFormSchema, [
    { username: '', email: '', password: '', confirmPassword: '' },
    { username: 'ab', email: 'x', password: 'short', confirmPassword: '' },
    { username: 'bad name!', email: 'a@b.co', password: 'alllowercase1', confirmPassword: 'other' },
    { username: long(40), email: 'a@b.co', password: long(200), firstName: long(60), confirmPassword: 'x' },
  ]),
  ...schemaCodes(profileInput, [
    { firstName: long(60), avatar: 'ftp://x' },
    { avatar: `https://${long(2100)}` },
    { locale: 'xx' },
  ]),
  ...schemaCodes(passwordChangeFormSchema, [
    { currentPassword: '', newPassword: '', confirmPassword: '' },
    { currentPassword: long(200), newPassword: 'Abcdef1', confirmPassword: 'no' },
  ]),
  ...schemaCodes(createTokenInput, [{ scope: 'read' }, { name: long(80), scope: 'read' }]),
  ...([
    'auth_required',
    'token_invalid',
    'session_expired',
    'api_token_expired',
    'story_not_found',
    'scene_not_found',
    'user_not_found',
  ] as const),
  ...([
    'username_taken',
    'email_exists',
    'invalid_login',
    'account_deactivated',
    'invite_required',
    'too_many_sign_ins',
    'too_many_password_attempts',
  ] as const),
  ...(['current_password_incorrect', 'token_too_many', 'token_not_found'] as const),
]
  .filter((code): code is MessageCode => code !== undefined)
  .filter((code, index, all) => all.indexOf(code) === index);

const catalogue = (area: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../src/shared/i18n/${area}/${locale}.json`, import.meta.url), 'utf8'));

describe('the words of every refusal, on every screen', () => {
  it('has every code a screen can meet in each language, in the areas every screen loads (common and refusals)', () => {
    const codes = (Object.keys(MESSAGES) as MessageCode[]).filter(
      (code) => !(SCRIPT_ONLY_CODES as readonly MessageCode[]).includes(code),
    );
    expect(codes).toEqual(expect.arrayContaining(['media_not_found', 'not_yours', 'token_not_found', 'invalid_field']));
    for (const locale of LOCALES) {
      const everywhere = { ...catalogue('common', locale), ...catalogue('refusals', locale) };
      const missing = codes.filter((code) => !MESSAGE_IDS[code] || !(MESSAGE_IDS[code] in everywhere));
      expect(missing, `${locale}: codes without words in common or refusals`).toEqual([]);
    }
    // The refusals area holds refusals only: nothing a screen draws for its own reasons rides on every page's download.
    const used = new Set<string>(Object.values(MESSAGE_IDS));
    expect(Object.keys(catalogue('refusals', 'en')).filter((id) => !used.has(id))).toEqual([]);
  });

  it('loads the refusals before a refusing answer reaches the screen, in whatever language it is in', async () => {
    // Hindi with no area loaded: a screen that never loaded the refusals (a profile, the reader, the home).
    i18n.activate('hi');
    try {
      await refusalWords(new Response('{}', { status: 200 }));
      expect('editor.err.mediaNotFound' in i18n.messages).toBe(false);
      await refusalWords(new Response('{}', { status: 404 }));
      expect(i18n._('editor.err.mediaNotFound')).toMatch(/[\u0900-\u097f]/);
      expect(translateMessage(codedMessage('not_yours'))).toMatch(/[\u0900-\u097f]/);
    } finally {
      await activateLocale('en');
    }
  });
});

describe('the API messages of the account and reader screens, by code', () => {
  beforeAll(async () => {
    await Promise.all((['common', 'reader', 'account', 'refusals'] as const).map((area) => loadArea(area, 'ja')));
    await activateLocale('ja');
  });
  afterAll(() => activateLocale('en'));

  it('finds the codes it checks in the shared checks', () => {
    expect(PAGE_CODES).toEqual(
      expect.arrayContaining([
        'email_required',
        'username_short',
        'confirm_mismatch',
        'avatar_url',
        'unsupported_language',
        'token_name_long',
      ]),
    );
    expect(PAGE_CODES.length).toBeGreaterThan(35);
  });

  it.each(PAGE_CODES)('has an id for "%s" and shows it in Japanese', (code) => {
    expect(MESSAGE_IDS[code], code).toBeDefined();
    const shown = translateMessage(codedMessage(code));
    expect(shown).not.toBe(MESSAGES[code]);
    expect(shown).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('fills in the numbers of a throttled attempt and of a limit', () => {
    const { message, extras } = tooManyAttempts('sign-in', 300);
    expect(translateMessage({ message, messageCode: extras?.messageCode, params: extras?.params })).toBe(
      'ログインの試行回数が多すぎます。5分後にもう一度お試しください。',
    );
    expect(translateMessage(codedMessage('token_too_many'))).toContain(String(MAX_TOKENS_PER_USER));
  });

  it('shows a message without a code, or with one it has no words for, as the server wrote it', () => {
    expect(translateMessage({ message: 'Something nobody planned for' })).toBe('Something nobody planned for');
    expect(
      translateMessage({ message: 'Unknown field: colour', messageCode: 'unknown_field', params: { field: 'colour' } }),
    ).toBe('Unknown field: colour');
    // tokenIdInput's check has no code: shown as written.
    const message = tokenIdInput.safeParse({ id: '' }).error!.issues[0]!.message;
    expect(translateMessage({ message })).toBe(message);
  });

  it("says a check in a library's own words as those words in English, and names its field in other languages", async () => {
    const check = codedMessage('invalid_field', { field: 'avatar', detail: 'Expected string, received number' });
    expect(translateMessage(check)).toBe('この値は正しくありません（avatar）');
    await activateLocale('en');
    try {
      expect(translateMessage(check)).toBe('Expected string, received number');
    } finally {
      await activateLocale('ja');
    }
  });

  it('never reads the English: a code shows its words whatever the message says', () => {
    expect(translateMessage({ message: 'Passwords do not match', messageCode: 'confirm_mismatch' })).toBe(
      'パスワードが一致しません',
    );
    expect(translateMessage({ message: 'anything at all', messageCode: 'confirm_mismatch' })).toBe(
      'パスワードが一致しません',
    );
    expect(translateMessage({ message: 'Passwords do not match' })).toBe('Passwords do not match');
  });

  it("keeps each code's English the spec's text", async () => {
    await activateLocale('en');
    try {
      for (const code of PAGE_CODES)
        expect(translateMessage(codedMessage(code, { n: 5 })), code).toBe(codedMessage(code, { n: 5 }).message);
    } finally {
      await activateLocale('ja');
    }
  });
});

describe("a server refusal in the reader's language", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ clock: testClock() });
    await Promise.all(
      (['common', 'account', 'settings', 'refusals'] as const).flatMap((area) => [
        loadArea(area, 'ja'),
        loadArea(area, 'ar'),
      ]),
    );
  });
  afterEach(async () => {
    await activateLocale('en');
    await t.close();
  });

  /** A client whose answers have their English replaced on the way: what it shows can only come from the codes. */
  const client = (token: string) =>
    createTRPCClient<AppRouter>({
      links: [
        httpLink({
          url: 'http://app.test/trpc',
          headers: { authorization: `Bearer ${token}` },
          fetch: async (url, init) => {
            const answer = await t.app.request(String(url), init);
            const body = (await answer.json()) as {
              error?: { message: string; data: { errors?: { message: string }[] } };
            };
            if (body.error) {
              body.error.message = 'garbled';
              for (const field of body.error.data.errors ?? []) field.message = 'garbled';
            }
            return new Response(JSON.stringify(body), { status: answer.status, headers: answer.headers });
          },
        }),
      ],
    });

  it('says the token limit, with its number, in Japanese and Arabic', async () => {
    const user = await registerUser(t);
    const api = client(user.token);
    for (let i = 0; i < MAX_TOKENS_PER_USER; i += 1)
      await api.tokens.create.mutate({ name: `スクリプト ${i}`, scope: 'read' });
    const refusal = await api.tokens.create
      .mutate({ name: 'واحد أكثر', scope: 'read' })
      .catch((error: unknown) => error);
    await activateLocale('ja');
    const ja = describeError(refusal);
    expect(ja.code).toBe('token_too_many');
    expect(ja.message).toBe(i18n._('account.msg.tokenTooMany', { max: MAX_TOKENS_PER_USER }));
    expect(ja.message).toContain(String(MAX_TOKENS_PER_USER));
    expect(ja.message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    await activateLocale('ar');
    const ar = describeError(refusal);
    expect(ar.message).toMatch(/[\u0600-\u06ff]/);
    expect(ar.message).toMatch(
      new RegExp(`${MAX_TOKENS_PER_USER}|${new Intl.NumberFormat('ar').format(MAX_TOKENS_PER_USER)}`),
    );
    expect(ar.message).not.toContain('garbled');
  });

  it("says the editor's refusals (a name the story has, its cast limit, a bad page layout) by code in Japanese, Arabic and Hindi", async () => {
    await Promise.all((['ja', 'ar', 'hi'] as const).map((locale) => loadArea('editor', locale)));
    const user = await registerUser(t);
    const api = client(user.token);
    const story = (await api.stories.create.mutate({ title: 'キャスト 🎭' })).data;
    const name = 'นักสืบ ナミ 😀';
    const character = {
      storyId: story._id,
      description: 'हिन्दी में वर्णन — a detective',
      imagePrompt: 'ตัวละคร นักสืบ ใต้ฝน',
    };
    await api.characters.create.mutate({ ...character, name });
    const twice = await api.characters.create.mutate({ ...character, name }).catch((error: unknown) => error);
    await activateLocale('ja');
    const ja = describeError(twice);
    expect(ja.code).toBe('character_exists');
    expect(ja.message).toBe(i18n._('editor.err.characterExists', { name }));
    expect(ja.message).toContain(name);
    expect(ja.message).toMatch(/[\u3040-\u30ff]/);
    for (let i = 2; i <= ENTITY_LIMITS.characters; i += 1)
      await api.characters.create.mutate({ ...character, name: `${name} ${i}` });
    const full = await api.characters.create
      .mutate({ ...character, name: 'واحد أكثر' })
      .catch((error: unknown) => error);
    await activateLocale('ar');
    const ar = describeError(full);
    expect(ar.code).toBe('character_limit');
    expect(ar.message).toMatch(/[\u0600-\u06ff]/);
    expect(ar.message).toMatch(
      new RegExp(`${ENTITY_LIMITS.characters}|${new Intl.NumberFormat('ar').format(ENTITY_LIMITS.characters)}`),
    );
    const scene = await addScene(t, story._id, 3, 'बंदरगाह');
    const overlap = await api.scenes.setLayout
      .mutate({
        sceneId: scene.id,
        panels: [1, 2, 3].map((panelNumber) => ({ panelNumber, x: 0, y: 0, width: 1, height: 0.5 })),
      })
      .catch((error: unknown) => error);
    await activateLocale('hi');
    const hi = describeError(overlap);
    expect(hi.code).toBe('layout_overlap');
    expect(hi.message).toBe(i18n._('editor.err.layoutOverlap', { panel: 1, other: 2 }));
    expect(hi.message).toMatch(/[\u0900-\u097f]/);
    expect(hi.fields.panels).toBe(hi.message);
  });

  it("says each field's refusal by its own code", async () => {
    const user = await registerUser(t);
    const refusal = await client(user.token)
      .auth.updateProfile.mutate({ firstName: long(60), avatar: 'ftp://nowhere' })
      .catch((error: unknown) => error);
    await activateLocale('ar');
    const { fields } = describeError(refusal);
    expect(fields.firstName).toBe(i18n._('account.msg.nameLong'));
    expect(fields.avatar).toBe(i18n._('account.msg.avatarUrl'));
    expect(fields.avatar).toMatch(/[\u0600-\u06ff]/);
  });
});
