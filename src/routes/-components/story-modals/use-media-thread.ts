// The Edit Media dialog's thread: the panel's pictures and videos as they come in, notes of what failed, and the selection.
import { useRef, useState } from 'react';
import { initialThread, type MediaItem, type ThreadEntry } from '../../../lib/media-thread';

/** A thread entry with a key of its own (the same picture may appear twice). */
export type KeyedEntry = ThreadEntry & { key: number };

export function useMediaThread(panel: Parameters<typeof initialThread>[0]) {
  const [thread, setThread] = useState<KeyedEntry[]>(() =>
    initialThread(panel).map((item, key) => ({ kind: 'media', ...item, key })),
  );
  // Entries added later number on from the first thread's.
  const nextKey = useRef(thread.length);
  const keyed = (entry: ThreadEntry): KeyedEntry => ({ ...entry, key: nextKey.current++ });
  const [selectedKey, setSelectedKey] = useState<number | null>(
    () => thread.findLast((entry) => entry.kind === 'media')?.key ?? null,
  );
  const found = thread.find((entry) => entry.key === selectedKey);
  const selected: (MediaItem & KeyedEntry) | null = found?.kind === 'media' ? found : null;

  /** A new picture or video joins the thread, selected. */
  function add(item: MediaItem) {
    const entry = keyed({ kind: 'media', ...item });
    setThread((current) => [...current, entry]);
    setSelectedKey(entry.key);
  }

  function note(text: string) {
    const entry = keyed({ kind: 'note', text, timestamp: Date.now() });
    setThread((current) => [...current, entry]);
  }

  return {
    thread,
    selected,
    selectedKey: selected?.key ?? null,
    setSelectedKey,
    add,
    note,
  };
}
