// The Edit Media dialog's prompt box for Modify, Animate and Generate: Enter sends, Shift+Enter breaks the line.
import type { EditorId } from '../../../lib/i18n';
import { useT } from '../../../lib/i18n-react';
import { useId, type KeyboardEvent } from 'react';
import { charLimit } from '../../../lib/char-limit';
import type { MediaTab } from '../../../lib/media-thread';

const PROMPT_LABEL = {
  edit: {
    label: 'editor.media.editLabel',
    placeholder: 'editor.media.editPlaceholder',
    action: 'editor.media.editAction',
  },
  animate: {
    label: 'editor.media.animateLabel',
    placeholder: 'editor.media.animatePlaceholder',
    action: 'editor.media.animateAction',
  },
  regenerate: {
    label: 'editor.media.regenerateLabel',
    placeholder: 'editor.media.regeneratePlaceholder',
    action: 'editor.media.regenerateAction',
  },
} as const satisfies Record<Exclude<MediaTab, 'upload'>, Record<'label' | 'placeholder' | 'action', EditorId>>;

interface MediaPromptFormProps {
  tab: Exclude<MediaTab, 'upload'>;
  prompt: string;
  onPromptChange: (prompt: string) => void;
  onSend: () => void;
  busy: boolean;
}

export function MediaPromptForm({ tab, prompt, onPromptChange, onSend, busy }: MediaPromptFormProps) {
  const t = useT();
  const id = useId();
  const copy = PROMPT_LABEL[tab];

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend();
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
      className="flex flex-col gap-2"
    >
      <label htmlFor={`${id}-prompt`} className="text-[0.95rem] font-bold">
        {t(copy.label)}
      </label>
      <textarea
        id={`${id}-prompt`}
        dir="auto"
        value={prompt}
        {...charLimit(1000, prompt, onPromptChange)}
        onKeyDown={onKeyDown}
        rows={3}
        placeholder={t(copy.placeholder)}
        aria-describedby={`${id}-prompt-hint`}
        className="field-input resize-y"
        data-autofocus=""
      />
      <p id={`${id}-prompt-hint`} className="text-xs text-ink-soft">
        {t('editor.media.enterHint')}
      </p>
      <button type="submit" disabled={busy} className="btn btn-sun px-4 py-2">
        {t(copy.action)}
      </button>
    </form>
  );
}
