// The hook through which shared code (toasts, field errors) shows the spec's known English messages in the reader's
// language: the editor registers its table when its code loads, so the first paint carries no message table.
let current: (text: string) => string = (text) => text;

export const localizeMessage = (text: string): string => current(text);

export function setLocalizer(localize: (text: string) => string) {
  current = localize;
}
