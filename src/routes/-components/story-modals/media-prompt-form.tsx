// The Edit Media dialog's prompt box for Modify, Animate and Generate: Enter sends, Shift+Enter breaks the line.
import { useId, type KeyboardEvent } from 'react';
import { charLimit } from '../../../lib/char-limit';
import type { MediaTab } from '../../../lib/media-thread';

const PROMPT_LABEL: Record<Exclude<MediaTab, 'upload'>, { label: string; placeholder: string; action: string }> = {
  edit: { label: 'How should the selected image change?', placeholder: 'Make it night time, with the moon behind the tower', action: 'Refine Image' },
  animate: { label: 'Describe the motion', placeholder: 'The camera slowly pushes in while rain falls', action: 'Animate' },
  regenerate: { label: 'Describe a new image', placeholder: 'A robot bartender polishing a glass under neon lights', action: 'Generate Image' },
};

interface MediaPromptFormProps {
  tab: Exclude<MediaTab, 'upload'>;
  prompt: string;
  onPromptChange: (prompt: string) => void;
  onSend: () => void;
  busy: boolean;
}

export function MediaPromptForm({ tab, prompt, onPromptChange, onSend, busy }: MediaPromptFormProps) {
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
        {copy.label}
      </label>
      <textarea
        id={`${id}-prompt`}
        dir="auto"
        value={prompt}
        {...charLimit(1000, prompt, onPromptChange)}
        onKeyDown={onKeyDown}
        rows={3}
        placeholder={copy.placeholder}
        aria-describedby={`${id}-prompt-hint`}
        className="field-input resize-y"
        data-autofocus=""
      />
      <p id={`${id}-prompt-hint`} className="text-xs text-ink-soft">
        Enter sends, Shift+Enter starts a new line.
      </p>
      <button type="submit" disabled={busy} className="btn btn-sun px-4 py-2">
        {copy.action}
      </button>
    </form>
  );
}
