// Password hashing with WebCrypto PBKDF2-SHA256: the same code runs in Node and in workerd (capped there at 100,000 iterations).
import { fromBase64, toBase64 } from '../../src/shared/base64';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { PASSWORD_HASH } from '../../src/shared/limits';

const PREFIX = PASSWORD_HASH.algorithm;

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    PASSWORD_HASH.keyBytes * 8,
  );
  return new Uint8Array(bits);
}

/** `pbkdf2-sha256$<iterations>$<salt b64>$<key b64>` so the parameters can change without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(PASSWORD_HASH.saltBytes));
  const key = await derive(password, salt, PASSWORD_HASH.iterations);
  return [PREFIX, PASSWORD_HASH.iterations, toBase64(salt), toBase64(key)].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, iterationsText, saltText, keyText] = stored.split('$');
  const iterations = Number(iterationsText);
  if (algorithm !== PREFIX || !Number.isInteger(iterations) || iterations < 1 || !saltText || !keyText) return false;
  const expected = fromBase64(keyText);
  const actual = await derive(password, fromBase64(saltText), iterations);
  return constantTimeEqual(actual, expected);
}

/** Verified against when the email is unknown, so a miss costs the same as a wrong password. */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-Aa1');
  return dummyHash;
}
