// Reading answers off a raw socket, for tests that send exact bytes to the real Node server.

/** The first whole HTTP/1.1 answer at the start of `text` (its end from Content-Length) and what follows, or null while it is still arriving. */
export function takeAnswer(text: string): { status: number; body: string; rest: string } | null {
  const start = text.indexOf('\r\n\r\n');
  const length = start < 0 ? undefined : /content-length: (\d+)/i.exec(text.slice(0, start))?.[1];
  if (length === undefined) return null;
  const end = start + 4 + Number(length);
  if (text.length < end) return null;
  return { status: Number(text.slice(9, 12)), body: text.slice(start + 4, end), rest: text.slice(end) };
}
