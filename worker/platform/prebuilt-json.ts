// An answer may carry its own JSON text, built from pieces kept between requests (the feed's cached cards), so the REST
// adapter sends it without serialising the same ten kilobytes again. tRPC ignores it (a symbol key is not serialised) and
// sends the object, which must say the same: tests/api/prebuilt-json.test.ts parses one against the other.
const PREBUILT_JSON = Symbol('prebuilt JSON');

type Prebuilt = { [PREBUILT_JSON]?: () => string };

/** `value` with a builder of its JSON text (called only by a caller that sends text). */
export function withPrebuiltJson<T extends object>(value: T, build: () => string): T {
  Object.defineProperty(value, PREBUILT_JSON, { value: build, enumerable: false });
  return value;
}

/** The answer's own JSON text, if it carries one. */
export function prebuiltJson(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? (value as Prebuilt)[PREBUILT_JSON]?.() : undefined;
}
