// The story page's scenes, moved where they stand: each card has a handle the author drags (mouse, pen or touch; the
// page scrolls when the pointer nears its top or bottom) or moves with the up and down arrow keys. Every move is one
// scene order saved at once; scene numbers and /story/:id/scene/:n links follow the server's answer. The move is
// announced and can be undone (the order before it, saved again).
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { describeError } from '../../../lib/errors';
import { useT } from '../../../lib/i18n-react';
import { useRefreshStory } from '../../../lib/story-refresh';
import type { SceneData } from '../../../lib/story-types';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { moveItem } from '../../../shared/arrangement';

/** A pointer this far from where it went down starts a drag (less is a click). */
const DRAG_START_PX = 6;
/** The part of the window, at its top and at its bottom, where a drag scrolls the page. */
const SCROLL_ZONE = 0.15;

interface Drag {
  id: string;
  from: number;
  startY: number;
  y: number;
  started: boolean;
  to: number;
}

/** Where the dragged scene would go: before the first other card whose middle is below the pointer. */
function dropIndex(list: HTMLElement, draggedId: string, y: number): number {
  const others = [...list.querySelectorAll<HTMLElement>('[data-scene-slot]')].filter(
    (slot) => slot.dataset.sceneSlot !== draggedId,
  );
  const before = others.findIndex((slot) => {
    const box = slot.getBoundingClientRect();
    return y < box.top + box.height / 2;
  });
  return before === -1 ? others.length : before;
}

export function ArrangeableScenes({
  storyId,
  scenes,
  editMode,
  children,
}: {
  storyId: string;
  scenes: SceneData[];
  editMode: boolean;
  children: (scene: SceneData, handle: ReactNode) => ReactNode;
}) {
  const t = useT();
  const trpc = useTRPC();
  const refresh = useRefreshStory(storyId);
  const order = useMutation(trpc.stories.orderScenes.mutationOptions());
  const list = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [dragState, setDragState] = useState<{ id: string; to: number } | null>(null);
  // Shown at once while the order is saved; the server's answer then numbers the scenes.
  const [optimistic, setOptimistic] = useState<string[] | null>(null);
  const [lastMove, setLastMove] = useState<{ message: string; before: string[] } | null>(null);
  const focusAfter = useRef<string | null>(null);

  const ids = scenes.map((scene) => scene._id);
  const shown =
    optimistic && optimistic.length === ids.length && optimistic.every((id) => ids.includes(id))
      ? optimistic.map((id) => scenes.find((scene) => scene._id === id)!)
      : scenes;

  useEffect(() => {
    // A keyboard move keeps the focus on the handle of the scene that moved (its card was moved in the page).
    if (!focusAfter.current) return;
    list.current?.querySelector<HTMLElement>(`[data-scene-handle="${focusAfter.current}"]`)?.focus();
    focusAfter.current = null;
  });

  async function save(next: string[], message: string, before: string[] | null) {
    setOptimistic(next);
    try {
      await order.mutateAsync({ id: storyId, order: next });
      await refresh();
      setLastMove(before ? { message, before } : null);
      if (!before) toast.success(message, 'saved');
    } catch (error) {
      toast.error(describeError(error, t('editor.panels.failed')).message);
      await refresh();
    } finally {
      setOptimistic(null);
    }
  }

  function move(id: string, to: number, keyboard: boolean) {
    const current = shown.map((scene) => scene._id);
    const from = current.indexOf(id);
    if (from === -1 || to < 0 || to >= current.length || to === from || order.isPending) return;
    if (keyboard) focusAfter.current = id;
    void save(moveItem(current, from, to), t('editor.sceneMove.moved', { from: from + 1, to: to + 1 }), current);
  }

  function undo() {
    if (!lastMove) return;
    const before = lastMove.before;
    setLastMove(null);
    void save(before, t('editor.sceneMove.undone'), null);
  }

  function onPointerDown(event: React.PointerEvent, id: string, from: number) {
    if (event.button !== 0 || order.isPending) return;
    event.preventDefault();
    drag.current = { id, from, startY: event.clientY, y: event.clientY, started: false, to: from };
    let frame = 0;
    // Scrolls while the pointer stays near the window's top or bottom, and finds the drop place again as the page moves.
    const follow = () => {
      const held = drag.current;
      if (!held?.started || !list.current) return;
      const zone = window.innerHeight * SCROLL_ZONE;
      const by =
        held.y < zone
          ? -Math.ceil((zone - held.y) / 4)
          : held.y > window.innerHeight - zone
            ? Math.ceil((held.y - (window.innerHeight - zone)) / 4)
            : 0;
      if (by) window.scrollBy(0, by);
      held.to = dropIndex(list.current, held.id, held.y);
      setDragState((state) => (state?.to === held.to && state.id === held.id ? state : { id: held.id, to: held.to }));
      frame = requestAnimationFrame(follow);
    };
    const moveHandler = (moved: PointerEvent) => {
      const held = drag.current;
      if (!held) return;
      held.y = moved.clientY;
      if (!held.started && Math.abs(moved.clientY - held.startY) >= DRAG_START_PX) {
        held.started = true;
        frame = requestAnimationFrame(follow);
      }
    };
    const end = (ended: PointerEvent) => {
      document.removeEventListener('pointermove', moveHandler);
      document.removeEventListener('pointerup', end);
      document.removeEventListener('pointercancel', end);
      cancelAnimationFrame(frame);
      const held = drag.current;
      drag.current = null;
      setDragState(null);
      if (held?.started && ended.type === 'pointerup' && list.current)
        move(held.id, dropIndex(list.current, held.id, ended.clientY), false);
    };
    document.addEventListener('pointermove', moveHandler);
    document.addEventListener('pointerup', end);
    document.addEventListener('pointercancel', end);
  }

  return (
    <div ref={list} className="space-y-10" data-dragging-scene={dragState?.id}>
      {editMode && lastMove && (
        <div
          role="status"
          data-testid="scene-moved"
          className="sticky top-20 z-20 flex flex-wrap items-center justify-center gap-2 rounded-xl border-2 border-ink bg-paper-deep px-3 py-1.5 text-sm font-bold"
        >
          <span>{lastMove.message}</span>
          <button type="button" onClick={undo} disabled={order.isPending} className="btn btn-plain px-2 py-0 text-sm">
            {t('editor.history.undo')}
          </button>
          <button
            type="button"
            aria-label={t('editor.history.dismissUndo')}
            onClick={() => setLastMove(null)}
            className="px-1 text-ink-soft hover:text-ink"
          >
            ×
          </button>
        </div>
      )}
      {shown.map((scene, index) => {
        const others = shown.filter((other) => other._id !== dragState?.id);
        const dropHere =
          dragState &&
          others[dragState.to]?._id === scene._id &&
          dragState.to !== shown.findIndex((s) => s._id === dragState.id);
        const dropAfter =
          dragState &&
          index === shown.length - 1 &&
          dragState.to === others.length &&
          dragState.to !== shown.findIndex((s) => s._id === dragState.id);
        const handle = editMode && scenes.length > 1 && (
          <button
            type="button"
            data-scene-handle={scene._id}
            aria-label={t('editor.sceneMove.handle', { n: scene.sceneNumber })}
            aria-describedby="scene-move-hint"
            aria-keyshortcuts="ArrowUp ArrowDown"
            title={t('editor.sceneMove.hint')}
            // Not disabled while a move is saved: a disabled button loses the focus the arrow keys need.
            aria-disabled={order.isPending || undefined}
            onPointerDown={(event) => onPointerDown(event, scene._id, index)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
              event.preventDefault();
              move(scene._id, index + (event.key === 'ArrowUp' ? -1 : 1), true);
            }}
            className={`grid size-10 flex-none cursor-grab touch-none place-items-center rounded-lg border-2 border-ink/40 bg-white text-xl select-none active:cursor-grabbing ${dragState?.id === scene._id ? 'bg-sun' : ''}`}
          >
            <span aria-hidden="true">⠿</span>
          </button>
        );
        return (
          <div
            key={scene._id}
            data-scene-slot={scene._id}
            className={`relative ${dragState?.id === scene._id ? 'opacity-60' : ''}`}
          >
            {dropHere && <DropLine edge="top" />}
            {children(scene, handle)}
            {dropAfter && <DropLine edge="bottom" />}
          </div>
        );
      })}
      {editMode && scenes.length > 1 && (
        <p id="scene-move-hint" className="sr-only">
          {t('editor.sceneMove.hint')}
        </p>
      )}
    </div>
  );
}

function DropLine({ edge }: { edge: 'top' | 'bottom' }) {
  return (
    <div
      data-scene-drop={edge}
      aria-hidden="true"
      className={`absolute inset-x-0 z-10 h-2 rounded-full bg-grape ${edge === 'top' ? '-top-6' : '-bottom-6'}`}
    />
  );
}
