// Pins the password-hashing parameters: PBKDF2-SHA256, 100,000 iterations (the Workers cap), 16-byte salt per user, 32-byte key.
import { pbkdf2Sync } from 'node:crypto';
import { decodeBase64 } from '@oslojs/encoding';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../worker/auth/password';

describe('password hashing', () => {
  it('uses PBKDF2-SHA256 at 100,000 iterations with a random 16-byte salt', async () => {
    const stored = await hashPassword('Sup3rSecret');
    const [algorithm, iterations, salt, key] = stored.split('$');
    expect(algorithm).toBe('pbkdf2-sha256');
    expect(iterations).toBe('100000');
    expect(decodeBase64(salt!)).toHaveLength(16);
    expect(decodeBase64(key!)).toHaveLength(32);
    // An independent implementation derives the same key from the same parameters.
    const expected = pbkdf2Sync('Sup3rSecret', Buffer.from(decodeBase64(salt!)), 100_000, 32, 'sha256');
    expect(Buffer.from(decodeBase64(key!)).equals(expected)).toBe(true);
  });

  it('salts every hash and verifies only the right password', async () => {
    const a = await hashPassword('Sup3rSecret');
    const b = await hashPassword('Sup3rSecret');
    expect(a).not.toBe(b);
    expect(await verifyPassword('Sup3rSecret', a)).toBe(true);
    expect(await verifyPassword('Sup3rSecret', b)).toBe(true);
    expect(await verifyPassword('sup3rsecret', a)).toBe(false);
    expect(await verifyPassword('Sup3rSecret', 'garbage')).toBe(false);
    expect(await verifyPassword('Sup3rSecret', 'pbkdf2-sha256$0$AA==$AA==')).toBe(false);
  });
});
