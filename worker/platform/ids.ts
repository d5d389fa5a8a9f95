// Opaque ids and random tokens from WebCrypto (same in Node and workerd).
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

export function randomId(bytes = 12): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(bytes)));
}

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
