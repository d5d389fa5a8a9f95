// The 'Choose Art Style' dialog: six preset cards or a custom prompt, saved with
// stories.setArtStyle. Apply waits for a non-blank custom prompt.
import { useT } from '../../../lib/i18n-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ArtStylePicker } from '../../../components/art-style-picker';
import { Modal } from '../../../components/modal';
import { DialogActions } from '../../../components/dialog-actions';
import { artStyleName, styleChoiceFor, styleChoicePrompt, type StyleChoice } from '../../../lib/art-styles';
import type { StoryDetail } from '../../../lib/story-types';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { useRefreshStory } from '../../../lib/story-refresh';

export interface ArtStyleDialogProps {
  story: Pick<StoryDetail, '_id' | 'artStyle'>;
  open: boolean;
  onClose: () => void;
  /** After a successful save, with the new style prompt. */
  onSaved?: (artStyle: string) => void;
}

export function ArtStyleDialog({ story, open, onClose, onSaved }: ArtStyleDialogProps) {
  const t = useT();
  const trpc = useTRPC();
  const refresh = useRefreshStory(story._id);
  const mutation = useMutation(trpc.stories.setArtStyle.mutationOptions());

  async function save(artStyle: string) {
    try {
      await mutation.mutateAsync({ id: story._id, artStyle });
      await refresh();
      toast.success(t('editor.art.set', { style: artStyleName(artStyle) }), 'saved');
      onSaved?.(artStyle);
      onClose();
    } catch {
      toast.error(t('editor.art.saveFailed'));
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={mutation.isPending}
      title={t('editor.art.title')}
      description={t('editor.art.current', { style: artStyleName(story.artStyle) })}
      width="max-w-3xl"
      tone="bg-grape/25"
      sheet
    >
      {open && <ArtStyleForm initial={story.artStyle} saving={mutation.isPending} onApply={save} onClose={onClose} />}
    </Modal>
  );
}

interface ArtStyleFormProps {
  initial: string;
  saving: boolean;
  onApply: (artStyle: string) => Promise<void>;
  onClose: () => void;
}

function ArtStyleForm({ initial, saving, onApply, onClose }: ArtStyleFormProps) {
  const t = useT();
  const [choice, setChoice] = useState<StyleChoice>(() => styleChoiceFor(initial));
  const artStyle = styleChoicePrompt(choice);
  const canApply = Boolean(artStyle) && !saving;

  function apply(event: React.FormEvent) {
    event.preventDefault();
    if (canApply) void onApply(artStyle);
  }

  return (
    <form onSubmit={apply} className="space-y-4">
      <ArtStylePicker
        choice={choice}
        onChange={setChoice}
        customSwitchLabel={t('editor.art.useCustom')}
        customFieldLabel={t('editor.art.describe')}
        customPlaceholder={t('editor.art.placeholder')}
        hint={t('editor.art.hint')}
        disabled={saving}
      />
      <div className="flex justify-end gap-3 border-t-2 border-dashed border-ink/20 pt-4">
        <DialogActions
          onCancel={onClose}
          busy={saving}
          saving={saving}
          saveLabel={t('editor.art.apply')}
          saveDisabled={!canApply}
        />
      </div>
    </form>
  );
}
