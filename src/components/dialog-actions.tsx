// The Cancel and Save buttons at the foot of a dialog: Save shows a spinner while its own save runs.
import { useT } from '../lib/i18n-react';
import { Spinner } from './spinner';

interface DialogActionsProps {
  onCancel: () => void;
  /** Something is running: neither button may be pressed. */
  busy: boolean;
  /** The save itself is running (its spinner). */
  saving: boolean;
  saveLabel: string;
  /** Save is refused for more than `busy` (nothing to save yet). */
  saveDisabled?: boolean;
  /** Save as a plain button; without it Save submits the dialog's form. */
  onSave?: () => void;
}

export function DialogActions({ onCancel, busy, saving, saveLabel, saveDisabled = false, onSave }: DialogActionsProps) {
  const t = useT();
  return (
    <>
      <button type="button" onClick={onCancel} disabled={busy} className="btn btn-plain px-4 py-2">
        {t('reader.cancel')}
      </button>
      <button
        type={onSave ? 'button' : 'submit'}
        onClick={onSave}
        disabled={busy || saveDisabled}
        aria-busy={saving}
        className="btn btn-primary px-5 py-2"
      >
        {saving && <Spinner className="size-4" />}
        {saveLabel}
      </button>
    </>
  );
}
