// The story's saved text styles beside the selected bubble: save its look under a name, or give it a saved look (one
// save, one undo step). The list lives on the story (stories.text_styles), so every scene offers the same styles.
import { useT } from '../../../lib/i18n-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { replaceBubble } from '../../../editor/bubble-edits';
import { withTextStyle } from '../../../editor/bubble-commands';
import { newBubbleId } from '../../../editor/bubble-presets';
import { resolveBubbleStyle } from '../../../shared/bubble-style';
import type { PanelRef } from '../../../editor/history';
import { describeError } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { TEXT_STYLE_NAME_MAX } from '../../../shared/bubble-schema';
import type { TextBubble } from '../../../shared/bubbles';
import { useStoryEditor } from './story-editor';

export function TextStyleTools({ panel, bubble }: { panel: PanelRef; bubble: TextBubble }) {
  const t = useT();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const editor = useStoryEditor();
  const key = trpc.stories.textStyles.queryKey({ id: editor.storyId });
  const styles = useQuery(trpc.stories.textStyles.queryOptions({ id: editor.storyId })).data?.data ?? [];
  const save = useMutation(trpc.stories.setTextStyles.mutationOptions());
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const nameId = useId();

  function apply(id: string) {
    const saved = styles.find((style) => style.id === id);
    if (saved) editor.saveBubbles(panel, replaceBubble(editor.bubblesOf(panel), withTextStyle(bubble, saved)));
  }

  async function saveStyle(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    const next = [
      ...styles,
      {
        id: newBubbleId().replace('bubble-', 'style-'),
        name: trimmed,
        type: bubble.type,
        style: resolveBubbleStyle(bubble),
      },
    ];
    try {
      const answer = await save.mutateAsync({ id: editor.storyId, textStyles: next });
      queryClient.setQueryData(key, { success: true as const, data: answer.data });
      toast.success(t('editor.styles.saved', { name: trimmed }), 'saved');
      setNaming(false);
      setName('');
    } catch (error) {
      toast.error(
        t('editor.styles.saveFailed', { message: describeError(error, t('editor.media.unknownError')).message }),
      );
    }
  }

  return (
    <div className="flex w-full flex-wrap items-center gap-1.5">
      {styles.length > 0 && (
        <select
          aria-label={t('editor.styles.apply')}
          value=""
          onChange={(event) => apply(event.target.value)}
          className="field-input max-w-full flex-1 py-1.5 text-sm"
        >
          <option value="">{t('editor.styles.apply')}</option>
          {styles.map((style) => (
            <option key={style.id} value={style.id} dir="auto">
              {style.name}
            </option>
          ))}
        </select>
      )}
      {naming ? (
        <form onSubmit={(event) => void saveStyle(event)} className="flex w-full flex-wrap items-center gap-1.5">
          <label htmlFor={nameId} className="sr-only">
            {t('editor.styles.name')}
          </label>
          <input
            id={nameId}
            autoFocus
            dir="auto"
            maxLength={TEXT_STYLE_NAME_MAX}
            value={name}
            placeholder={t('editor.styles.name')}
            onChange={(event) => setName(event.target.value)}
            className="field-input min-w-0 flex-1 py-1.5 text-sm"
          />
          <button type="submit" disabled={!name.trim() || save.isPending} className="btn btn-primary px-3 py-1 text-sm">
            {t('editor.styles.saveButton')}
          </button>
          <button type="button" onClick={() => setNaming(false)} className="btn btn-plain px-3 py-1 text-sm">
            {t('editor.common.cancel')}
          </button>
        </form>
      ) : (
        <button type="button" onClick={() => setNaming(true)} className="btn btn-plain px-3 py-1 text-sm">
          {t('editor.styles.save')}
        </button>
      )}
    </div>
  );
}
