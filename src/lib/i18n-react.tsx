// The interface's language in React: the provider, `useT()` for plain strings and `<T>` for messages with markup.
import { I18nProvider, Trans, useLingui } from '@lingui/react';
import type { ReactElement, ReactNode } from 'react';
import { i18n, type MessageId, type MessageValues } from './i18n';

export function LocaleProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The typed message function; the component redraws when the language changes. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  return useLingui()._;
}

/**
 * A message with markup: `<0>…</0>` in the catalogue becomes `components[0]` around its text, and values may be elements
 * (a user's name in a link).
 */
export function T({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: Record<string, ReactNode>;
  components?: Record<string, ReactElement>;
}) {
  return <Trans id={id} values={values} components={components} />;
}
