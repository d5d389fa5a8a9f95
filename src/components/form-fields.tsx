// Labelled inputs for every form: the error sits under its field and is announced.
import { useId, useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { charLimit } from '../lib/char-limit';
import { graphemeCount } from '../shared/text';
import { Spinner } from './spinner';
import { useT } from '../lib/i18n-react';
import { useHydrated } from '../lib/hydrated';
import { LineIcon } from './icons';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'maxLength'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** At most this many characters as the server counts them (src/lib/char-limit.ts), in place of `maxLength`. */
  maxChars?: number;
  /** Something drawn inside the input's end edge in the page's direction (the password toggle). */
  trailing?: ReactNode;
}

/** A field's id and what describes it: its error when it has one, else its hint (the one of them on screen). */
export function useFieldIds(error: string | undefined, hint: ReactNode) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return { id, errorId, hintId, describedBy: (error ? errorId : hint ? hintId : '') || undefined };
}

/**
 * What every field's input or textarea carries: its id, the direction of whatever script is typed in it, the character
 * limit as the server counts it, and its error state with what describes it (the error, else the hint).
 */
export function controlProps(
  ids: ReturnType<typeof useFieldIds>,
  error: string | undefined,
  value: string,
  maxChars: number | undefined,
  onValueChange: (value: string) => void,
) {
  return {
    id: ids.id,
    dir: 'auto',
    value,
    ...charLimit(maxChars, value, onValueChange),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.describedBy,
  } as const;
}

/** The hint under a field, replaced by its error (announced) once there is one. */
export function FieldNotes({
  ids,
  hint,
  error,
  errorIcon = false,
}: {
  ids: ReturnType<typeof useFieldIds>;
  hint: ReactNode;
  error?: string;
  errorIcon?: boolean;
}) {
  if (error) {
    return (
      <p
        id={ids.errorId}
        role="alert"
        className={`mt-1.5 text-sm font-bold text-pop-deep ${errorIcon ? 'flex items-start gap-1.5' : ''}`}
      >
        {errorIcon && (
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-current">
            <path d="M10 1.5 19 18H1L10 1.5Zm-1 6v5h2v-5H9Zm0 6.5v2h2v-2H9Z" />
          </svg>
        )}
        {error}
      </p>
    );
  }
  return hint ? (
    <div id={ids.hintId} className="mt-1.5 text-sm text-ink-soft">
      {hint}
    </div>
  ) : null;
}

export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  trailing,
  maxChars,
  className,
  ...input
}: FieldProps) {
  const ids = useFieldIds(error, hint);
  const hydrated = useHydrated();
  const { id } = ids;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-[0.95rem] font-bold text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          {...controlProps(ids, error, value, maxChars, onValueChange)}
          className={`field-input ${trailing ? 'field-trailing' : ''}`}
          {...input}
          readOnly={!hydrated || input.readOnly}
        />
        {trailing}
      </div>
      <FieldNotes ids={ids} hint={hint} error={error} errorIcon />
    </div>
  );
}

type PasswordFieldProps = Omit<FieldProps, 'type' | 'trailing'>;

export function PasswordField(props: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      onClick={() => setVisible((shown) => !shown)}
      aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
      className="absolute inset-y-0 end-1.5 my-auto grid size-10 place-items-center rounded-lg text-ink-soft transition hover:bg-paper-deep hover:text-ink"
    >
      <EyeIcon open={!visible} />
    </button>
  );
  return <TextField {...props} type={visible ? 'text' : 'password'} trailing={toggle} />;
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <LineIcon className="size-5" strokeWidth={2.2}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" />}
    </LineIcon>
  );
}

/** The form's main button; it keeps its width while the label changes to the busy text. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = '',
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  // A tap before the app has hydrated a server-drawn page is held and replayed once it has (src/lib/early-taps.ts).
  return (
    <button type="submit" disabled={busy} aria-busy={busy} className={`btn btn-primary text-lg ${className}`}>
      {busy && <Spinner className="size-5" />}
      {busy ? busyLabel : label}
    </button>
  );
}

interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'value' | 'id' | 'maxLength'
> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** Shows 'n/max' beside the label, n in characters as the server counts them. */
  counterMax?: number;
  /** At most this many characters as the server counts them (src/lib/char-limit.ts), in place of `maxLength`. */
  maxChars?: number;
  /** Buttons beside the label (AI Improve). */
  actions?: ReactNode;
}

/** A labelled multi-line field with the same error and hint handling as TextField. */
export function TextAreaField({
  label,
  value,
  onValueChange,
  error,
  hint,
  counterMax,
  maxChars,
  actions,
  className,
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  const ids = useFieldIds(error, hint);
  const { id } = ids;
  const count = counterMax === undefined ? 0 : graphemeCount(value);
  const over = counterMax !== undefined && count > counterMax;
  return (
    <div className={className}>
      <div className="mb-1.5 flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="block text-[0.95rem] font-bold text-ink">
          {label}
        </label>
        <div className="flex items-center gap-2">
          {counterMax !== undefined && (
            <span className={`text-xs font-bold tabular-nums ${over ? 'text-pop-deep' : 'text-ink-soft'}`}>
              {count}/{counterMax}
            </span>
          )}
          {actions}
        </div>
      </div>
      <textarea
        {...controlProps(ids, error, value, maxChars, onValueChange)}
        rows={rows}
        className="field-input resize-y"
        {...textarea}
      />
      <FieldNotes ids={ids} hint={hint} error={error} />
    </div>
  );
}
