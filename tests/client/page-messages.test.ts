// The spec's messages the API (and the shared form checks) can answer on sign-in, sign-up, Profile & Settings, the
// reader and a profile: each one is known to the client and shown in the reader's language; an unknown one stays as is.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_FALLBACKS } from '../../src/lib/auth';
import { GENERIC_ERROR, NETWORK_ERROR, UNEXPECTED_ERROR } from '../../src/lib/errors';
import { activateLocale, loadArea } from '../../src/lib/i18n';
import { localizeMessage } from '../../src/lib/localizer';
import { knownPageMessage, localizePageMessage } from '../../src/lib/page-messages';
import { createTokenInput, tokenIdInput } from '../../src/shared/api-tokens';
import { loginInput, passwordChangeFormSchema, profileInput, registerFormSchema } from '../../src/shared/validation';
import { tooManyAttempts } from '../../worker/auth/throttle';

/** String literals the server answers with in a source file: `message: '…'`, `DomainError(CODE, '…')`, `export const X = '…'`. */
function literalMessages(path: string): string[] {
  const source = readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
  const found = new Set<string>();
  const patterns = [/message: (['`])([^'`$]+)\1/g, /DomainError\('[A-Z_]+', '([^']+)'/g, /export const [A-Z_]+ = '([^']+)'/g];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.add(match.at(-1)!);
  return [...found];
}

/** Every message a zod schema gives for the bad inputs a form or a script can send. */
function schemaMessages(schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, inputs: unknown[]) {
  return inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []);
}

const long = (n: number) => 'a'.repeat(n);

const API_MESSAGES = [
  ...['worker/trpc/routers/auth.ts', 'worker/trpc/routers/users.ts', 'worker/trpc/routers/tokens.ts', 'worker/trpc/routers/likes.ts', 'worker/trpc/routers/remix.ts'].flatMap(literalMessages),
  ...literalMessages('worker/errors.ts').filter((text) => !/modify this story/.test(text)), // the editor's own table has that one
  tooManyAttempts('sign-in', 60).message,
  tooManyAttempts('sign-in', 300).message,
  tooManyAttempts('password', 120).message,
  ...schemaMessages(loginInput, [{}, { email: '', password: '' }, { email: 'nope', password: long(200) }]),
  ...schemaMessages(registerFormSchema, [
    { username: '', email: '', password: '', confirmPassword: '' },
    { username: 'ab', email: 'x', password: 'short', confirmPassword: '' },
    { username: 'bad name!', email: 'a@b.co', password: 'alllowercase1', confirmPassword: 'other' },
    { username: long(40), email: 'a@b.co', password: long(200), firstName: long(60), confirmPassword: 'x' },
  ]),
  ...schemaMessages(profileInput, [{ firstName: long(60), avatar: 'ftp://x' }, { avatar: `https://${long(2100)}` }, { locale: 'xx' }]),
  ...schemaMessages(passwordChangeFormSchema, [{ currentPassword: '', newPassword: '', confirmPassword: '' }, { currentPassword: long(200), newPassword: 'Abcdef1', confirmPassword: 'no' }]),
  ...schemaMessages(createTokenInput, [{ scope: 'read' }, { name: long(80), scope: 'read' }]),
  ...Object.values(AUTH_FALLBACKS),
  NETWORK_ERROR,
  UNEXPECTED_ERROR,
  GENERIC_ERROR,
].filter((text, index, all) => all.indexOf(text) === index);

// Messages only scripts meet (the REST edge, a read-only token, ids): the screens never show them.
const SCRIPT_ONLY = [/^Expiry must be/, /^Scope must be/, /can only read/, /^Token id is required/, /^Id is required/, /not valid JSON/, /must be a number/, /must be true or false/];

describe('the API messages of the account and reader screens', () => {
  beforeAll(async () => {
    await Promise.all((['common', 'reader', 'account'] as const).map((area) => loadArea(area, 'ja')));
    await activateLocale('ja');
  });
  afterAll(() => activateLocale('en'));

  it('finds the messages it checks in the server sources', () => {
    expect(API_MESSAGES).toEqual(expect.arrayContaining(['Profile updated successfully', 'Story remixed successfully', 'Current password is incorrect', 'User not found']));
    expect(API_MESSAGES.length).toBeGreaterThan(40);
  });

  it.each(API_MESSAGES.filter((text) => !SCRIPT_ONLY.some((pattern) => pattern.test(text))))('knows "%s" and shows it in Japanese', (text) => {
    expect(knownPageMessage(text), text).not.toBeNull();
    const shown = localizePageMessage(text);
    expect(shown).not.toBe(text);
    expect(shown).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('fills in the numbers of a throttled attempt', () => {
    expect(localizePageMessage(tooManyAttempts('sign-in', 300).message)).toBe('ログインの試行回数が多すぎます。5分後にもう一度お試しください。');
  });

  it('leaves an unknown message as the server wrote it', () => {
    expect(localizePageMessage('Something nobody planned for')).toBe('Something nobody planned for');
    expect(localizeMessage('Something nobody planned for')).toBe('Something nobody planned for');
    expect(localizePageMessage('')).toBe('');
  });

  it('answers through the shared localizer that toasts and field errors use', () => {
    expect(localizeMessage('Passwords do not match')).toBe('パスワードが一致しません');
  });

  it('keeps the English of each known message the spec text', async () => {
    await activateLocale('en');
    for (const text of API_MESSAGES) if (knownPageMessage(text) && !/^(Internal server error|Request body is nested too deeply)$/.test(text)) expect(localizePageMessage(text)).toBe(text);
    await activateLocale('ja');
  });
});

describe('a message the client does not know', () => {
  it('is shown as the server wrote it', () => {
    // tokenIdInput's message is unknown: shown as written.
    const message = tokenIdInput.safeParse({ id: '' }).error!.issues[0]!.message;
    expect(localizePageMessage(message)).toBe(message);
  });
});
