// Unsaved input that survives a reload of the tab: the prompt bar's text and other drafts are kept in
// sessionStorage while typed, so 'Reload page' after a failed load (or any reload) gives them back.
import { useEffect, useState } from 'react';

const PREFIX = 'panelcraft:draft:';

export function readDraft(key: string): string {
  try {
    return sessionStorage.getItem(PREFIX + key) ?? '';
  } catch {
    return '';
  }
}

export function writeDraft(key: string, value: string) {
  try {
    if (value) sessionStorage.setItem(PREFIX + key, value);
    else sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Storage full or blocked: the draft simply is not kept.
  }
}

/** A text kept under `key` across reloads of this tab; cleared when set to ''. */
export function useDraft(key: string, initial = ''): [string, (value: string) => void] {
  const [value, setValue] = useState(() => readDraft(key) || initial);
  useEffect(() => writeDraft(key, value), [key, value]);
  return [value, setValue];
}

/** Reloads the page; focused text fields with a data-draft key are stashed first (the rest already are). */
export function reloadKeepingDrafts() {
  document
    .querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[data-draft]')
    .forEach((field) => writeDraft(field.dataset.draft!, field.value));
  window.location.reload();
}
