// What sign-in and sign-up share inside their frame: the words they load and the email field.
import type { ComponentProps } from 'react';
import { TextField } from '../../components/form-fields';
import { loadArea } from '../../lib/i18n';
import { useT } from '../../lib/i18n-react';

/**
 * The sign-in and sign-up words (the account area) and the form's refusals (main.tsx fetches both with the first
 * catalogue on a first visit).
 */
export const loadAuthWords = async () => void (await Promise.all([loadArea('account'), loadArea('refusals')]));

type EmailFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'type' | 'autoComplete' | 'inputMode' | 'placeholder'
>;

/** The account's email, typed on a phone's email keyboard and filled in by the browser. */
export function EmailField(props: EmailFieldProps) {
  const t = useT();
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('auth.emailPlaceholder')}
      {...props}
    />
  );
}
