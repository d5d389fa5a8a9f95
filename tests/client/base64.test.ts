// The one base64 module the client, the Worker, the Node host and the offline AI share: every byte value, inputs past
// one chunk of String.fromCharCode, padding left off, both alphabets, and refusal of what is not base64.
import { describe, expect, it } from 'vitest';
import { fromBase64, fromBase64Url, toBase64, toBase64Url } from '../../src/shared/base64';

const everyByte = Uint8Array.from({ length: 256 }, (_, index) => index);
// Past the 32 KiB chunk, with a length that needs padding.
const large = Uint8Array.from({ length: 100_001 }, (_, index) => (index * 2654435761) >>> 24);

describe('base64', () => {
  it('matches the standard encoding and reads it back', () => {
    expect(toBase64(new TextEncoder().encode('Panelcraft ✨ 漫画'))).toBe('UGFuZWxjcmFmdCDinKgg5ryr55S7');
    expect(toBase64(new Uint8Array([0xfb, 0xff]))).toBe('+/8=');
    expect(toBase64(new Uint8Array())).toBe('');
    expect(fromBase64(toBase64(everyByte))).toEqual(everyByte);
    expect(fromBase64(toBase64(large))).toEqual(large);
    expect(toBase64(large)).toBe(Buffer.from(large).toString('base64'));
  });

  it('takes padding left off and refuses what is not base64', () => {
    expect(fromBase64('+/8')).toEqual(new Uint8Array([0xfb, 0xff]));
    expect(() => fromBase64('not base64!')).toThrow();
    expect(() => fromBase64('abcde')).toThrow();
  });

  it('writes base64url without padding and refuses the other alphabet', () => {
    expect(toBase64Url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    expect(fromBase64Url('-_8')).toEqual(new Uint8Array([0xfb, 0xff]));
    expect(fromBase64Url(toBase64Url(large))).toEqual(large);
    expect(toBase64Url(large)).toBe(Buffer.from(large).toString('base64url'));
    expect(() => fromBase64Url('+/8')).toThrow();
  });
});
