// The selected bubble's tools (the buttons beside the canvas keys): turn, resize, duplicate, copy, paste, layer order
// and the story's saved text styles. Each button runs one canvas command, so each is one save and one undo step.
import { useT } from '../../../lib/i18n-react';
import type { ReactNode } from 'react';
import { canReorder } from '../../../editor/bubble-edits';
import { RESIZE_STEP, ROTATE_STEP_LARGE, rotationOf } from '../../../editor/bubble-transform';
import type { PanelRef } from '../../../editor/history';
import { useStoryEditor } from './story-editor';
import { TextStyleTools } from './text-style-tools';
import { LineIcon } from '../../../components/icons';

const icon = (d: string) => (
  <LineIcon className="size-[1.05rem]">
    <path d={d} />
  </LineIcon>
);

function ToolButton({
  label,
  shortcut,
  children,
  ...button
}: { label: string; shortcut?: string; children: ReactNode } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className="btn btn-plain min-h-10 min-w-10 px-2 py-1 text-sm"
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      aria-keyshortcuts={shortcut}
      {...button}
    >
      {children}
    </button>
  );
}

/** The tools for the selected bubble of `panel` (only Paste when none is selected there). */
export function BubbleTools({ panel, label }: { panel: PanelRef; label: string }) {
  const t = useT();
  const editor = useStoryEditor();
  const selection = editor.selection;
  const here = selection?.sceneId === panel.sceneId && selection.panelNumber === panel.panelNumber;
  const bubbles = here ? editor.bubblesOf(panel) : [];
  const bubble = here && selection?.bubbleId ? bubbles.find((item) => item.id === selection.bubbleId) : undefined;
  const canPaste = editor.clipboard.length > 0;
  if (!bubble && !canPaste) return null;
  const run = (command: Parameters<typeof editor.runCommand>[1]) => editor.runCommand(panel, command);
  return (
    <div role="group" aria-label={label} data-bubble-tools="" className="flex flex-wrap items-center gap-1.5">
      {bubble && (
        <>
          <ToolButton
            label={t('editor.tools.rotateLeft')}
            shortcut="Shift+["
            onClick={() => run({ type: 'rotateBubble', bubbleId: bubble.id, by: -ROTATE_STEP_LARGE })}
          >
            {icon('M4 4v5h5M4.6 9A8 8 0 1 1 6 17')}
          </ToolButton>
          <ToolButton
            label={t('editor.tools.rotateRight')}
            shortcut="Shift+]"
            onClick={() => run({ type: 'rotateBubble', bubbleId: bubble.id, by: ROTATE_STEP_LARGE })}
          >
            {icon('M20 4v5h-5M19.4 9A8 8 0 1 0 18 17')}
          </ToolButton>
          <span className="min-w-10 text-center text-xs font-bold tabular-nums" data-rotation="">
            {t('editor.tools.degrees', { n: rotationOf(bubble) })}
          </span>
          <ToolButton
            label={t('editor.tools.smaller')}
            shortcut="-"
            onClick={() => run({ type: 'resizeBubble', bubbleId: bubble.id, factor: 1 / RESIZE_STEP })}
          >
            {icon('M5 12h14')}
          </ToolButton>
          <ToolButton
            label={t('editor.tools.bigger')}
            shortcut="+"
            onClick={() => run({ type: 'resizeBubble', bubbleId: bubble.id, factor: RESIZE_STEP })}
          >
            {icon('M12 5v14M5 12h14')}
          </ToolButton>
          <ToolButton
            label={t('editor.tools.duplicate')}
            shortcut="Control+D"
            onClick={() => run({ type: 'duplicateBubble', bubbleId: bubble.id })}
          >
            {icon('M8 8h12v12H8zM4 16V4h12')}
          </ToolButton>
          <ToolButton
            label={t('editor.tools.copy')}
            shortcut="Control+C"
            onClick={() => run({ type: 'copyBubble', bubbleId: bubble.id, cut: false })}
          >
            {icon('M9 9h11v11H9zM5 15H4V4h11v1')}
          </ToolButton>
        </>
      )}
      {canPaste && (
        <ToolButton
          label={t('editor.tools.pasteInto', { n: panel.panelNumber })}
          shortcut="Control+V"
          onClick={() => run({ type: 'paste' })}
        >
          {icon('M9 4h6v3H9zM7 5H5v15h14V5h-2')}
        </ToolButton>
      )}
      {bubble && (
        <>
          <ToolButton
            label={t('editor.tools.forward')}
            shortcut="Control+]"
            disabled={!canReorder(bubbles, bubble.id, 'forward')}
            onClick={() => run({ type: 'layer', bubbleId: bubble.id, move: 'forward' })}
          >
            {icon('M12 4l7 7h-4v8H9v-8H5z')}
          </ToolButton>
          <ToolButton
            label={t('editor.tools.backward')}
            shortcut="Control+["
            disabled={!canReorder(bubbles, bubble.id, 'backward')}
            onClick={() => run({ type: 'layer', bubbleId: bubble.id, move: 'backward' })}
          >
            {icon('M12 20l7-7h-4V5H9v8H5z')}
          </ToolButton>
          <TextStyleTools panel={panel} bubble={bubble} />
        </>
      )}
    </div>
  );
}
