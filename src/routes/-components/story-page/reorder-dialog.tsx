// A list the author puts in order, for a scene's panels and a story's scenes: drag a row by its handle (mouse, pen or
// touch), or move it with its arrow buttons or Alt+Up/Down on the focused row (each such move is announced); Save sends
// the whole order at once.
import { useRef, useState, type ReactNode } from 'react';
import { DialogActions } from '../../../components/dialog-actions';
import { Modal } from '../../../components/modal';
import { useT } from '../../../lib/i18n-react';
import { moveItem } from '../../../shared/arrangement';

export interface OrderItem {
  id: string;
  label: string;
  picture?: string | null;
}

interface ReorderDialogProps {
  open: boolean;
  title: string;
  items: OrderItem[];
  saving: boolean;
  onSave: (ids: string[]) => void;
  onClose: () => void;
}

export function ReorderDialog({ open, title, items, saving, onSave, onClose }: ReorderDialogProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={saving}
      title={title}
      description={t('editor.reorder.help')}
      width="max-w-md"
    >
      {open && <OrderList items={items} saving={saving} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

function OrderList({ items, saving, onSave, onClose }: Omit<ReorderDialogProps, 'open' | 'title'>) {
  const t = useT();
  const [order, setOrder] = useState(items);
  const [dragging, setDragging] = useState<string | null>(null);
  // What a screen reader says after a move by the arrow buttons or keys (a drag shows where the row went).
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const rows = useRef(new Map<string, HTMLLIElement>());
  const changed = order.some((item, i) => item.id !== items[i]?.id);

  const move = (from: number, to: number, { focus = false, announce = true } = {}) => {
    if (to < 0 || to >= order.length || from === to) return;
    setOrder((current) => moveItem(current, from, to));
    if (announce)
      setAnnouncement(t('editor.reorder.moved', { name: order[from]!.label, to: to + 1, count: order.length }));
    if (focus) requestAnimationFrame(() => rows.current.get(order[from]!.id)?.focus());
  };

  // Dragging by the handle: the row under the pointer is where the dragged one goes.
  const onPointerMove = (event: React.PointerEvent) => {
    if (!dragging) return;
    const over = [...rows.current.entries()].find(([, row]) => {
      const box = row.getBoundingClientRect();
      return event.clientY >= box.top && event.clientY <= box.bottom;
    });
    if (!over || over[0] === dragging) return;
    const from = order.findIndex((item) => item.id === dragging);
    const to = order.findIndex((item) => item.id === over[0]);
    move(from, to, { announce: false });
  };

  return (
    <div className="space-y-4">
      <ol
        ref={list}
        className="space-y-2"
        onPointerMove={onPointerMove}
        onPointerUp={() => setDragging(null)}
        onPointerCancel={() => setDragging(null)}
      >
        {order.map((item, index) => (
          <li
            key={item.id}
            ref={(row) => {
              if (row) rows.current.set(item.id, row);
              else rows.current.delete(item.id);
            }}
            tabIndex={0}
            data-order-item={item.id}
            aria-label={item.label}
            onKeyDown={(event) => {
              if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
              event.preventDefault();
              move(index, index + (event.key === 'ArrowUp' ? -1 : 1), { focus: true });
            }}
            className={`flex items-center gap-3 rounded-xl border-[3px] border-ink bg-white px-2 py-1.5 outline-offset-2 ${dragging === item.id ? 'bg-sun shadow-comic' : ''}`}
          >
            <span
              aria-hidden="true"
              data-drag-handle=""
              onPointerDown={(event) => {
                event.preventDefault();
                (event.target as HTMLElement).releasePointerCapture?.(event.pointerId);
                setDragging(item.id);
              }}
              className="grid size-9 flex-none cursor-grab touch-none place-items-center rounded-lg border-2 border-ink/30 text-lg select-none active:cursor-grabbing"
            >
              ⠿
            </span>
            <span className="font-display text-lg tabular-nums">{index + 1}</span>
            {item.picture !== undefined && <Thumb src={item.picture} />}
            <span className="min-w-0 flex-1 truncate font-bold" dir="auto">
              {item.label}
            </span>
            <ArrowButton
              label={t('editor.reorder.moveUp', { name: item.label })}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              ↑
            </ArrowButton>
            <ArrowButton
              label={t('editor.reorder.moveDown', { name: item.label })}
              disabled={index === order.length - 1}
              onClick={() => move(index, index + 1)}
            >
              ↓
            </ArrowButton>
          </li>
        ))}
      </ol>
      <p role="status" aria-live="polite" data-testid="reorder-announcement" className="sr-only">
        {announcement}
      </p>
      <div className="flex justify-end gap-3">
        <DialogActions
          onCancel={onClose}
          busy={saving}
          saving={saving}
          saveLabel={t('editor.reorder.save')}
          saveDisabled={!changed}
          onSave={() => onSave(order.map((item) => item.id))}
        />
      </div>
    </div>
  );
}

function Thumb({ src }: { src: string | null }) {
  return src ? (
    <img src={src} alt="" className="size-10 flex-none rounded-md border-2 border-ink object-cover" />
  ) : (
    <span aria-hidden="true" className="size-10 flex-none rounded-md border-2 border-dashed border-ink/40 bg-paper" />
  );
}

function ArrowButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="btn btn-plain size-9 flex-none justify-center p-0 text-lg"
    >
      {children}
    </button>
  );
}
