// The one dialog: labelled (role=dialog, aria-labelledby), focus kept inside and given back on close, closed by Escape or
// a click outside unless busy, with the spec's 120 ms closing animation. Dialogs may open over
// dialogs (a character editor over the characters list): Escape closes only the topmost.
import { useT } from '../lib/i18n-react';
import {
  Fragment,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useOverlay } from '../lib/overlays';
import { LineIcon } from './icons';

export const MODAL_CLOSE_MS = 120;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), summary';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** While true, Escape and outside clicks do nothing (a request is running). */
  busy?: boolean;
  /** Tailwind max-width class. */
  width?: string;
  /** A line under the title. */
  description?: ReactNode;
  /** The colour band behind the title. */
  tone?: string;
  /** On small screens, a full-height sheet instead of a card (long dialogs: the media editor, lists, the settings). */
  sheet?: boolean;
}

/**
 * While `active`: focus moves into the dialog (its [data-autofocus] element, else its first field, else itself), the page
 * behind stops scrolling, and on the way out focus goes back to where it was.
 */
export function useDialogFocus(active: boolean, dialogRef: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    if (!active) return;
    const before = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const first =
      dialog?.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog?.querySelector<HTMLElement>('input, textarea, select') ??
      dialog;
    first?.focus({ preventScroll: true });
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (before?.isConnected) before.focus({ preventScroll: true });
    };
  }, [active, dialogRef]);
}

/** Open dialogs, oldest first; only the last one answers Escape. */
const openDialogs: symbol[] = [];

/** Keeps the dialog mounted for the closing animation after `open` turns false; `opening` counts the openings. */
function usePresence(open: boolean) {
  const [mounted, setMounted] = useState(open);
  const [closing, setClosing] = useState(false);
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  // Opening and the start of closing follow `open` in the same render (no frame drawn in between); only the end of the
  // closing animation waits for a timer.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setOpening((count) => count + 1);
      setMounted(true);
      setClosing(false);
    } else if (mounted) {
      setClosing(true);
    }
  }
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => {
      setMounted(false);
      setClosing(false);
    }, MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [closing]);
  return { mounted, closing, opening };
}

export function Modal({
  open,
  onClose,
  title,
  children,
  busy = false,
  width = 'max-w-lg',
  description,
  tone = 'bg-sun',
  sheet = false,
}: ModalProps) {
  const t = useT();
  const { mounted, closing, opening } = usePresence(open);
  // Dialogs render `{open && <Form />}`: while closing, the last open content stays on screen until the animation ends
  // (a fresh opening gets fresh content through the key below).
  const [shown, setShown] = useState(children);
  if (open && shown !== children) setShown(children);
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onEscape = useEffectEvent(() => {
    if (!busy) onClose();
  });

  useDialogFocus(mounted, dialogRef);
  useOverlay(mounted);

  useEffect(() => {
    if (!open) return;
    const self = Symbol('dialog');
    openDialogs.push(self);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || openDialogs.at(-1) !== self) return;
      event.stopPropagation();
      onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(self), 1);
    };
  }, [open]);

  if (!mounted) return null;

  function trapFocus(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (item) => item.offsetParent !== null || item === document.activeElement,
    );
    if (!items.length) return;
    const first = items[0]!;
    const last = items.at(-1)!;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      className={`fixed inset-0 z-50 flex items-end justify-center overflow-y-auto bg-ink/55 p-3 sm:items-center sm:p-6 ${sheet ? 'max-sm:items-stretch max-sm:p-0' : ''} ${closing ? 'pointer-events-none animate-fade-out' : 'animate-fade-in'}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        aria-busy={busy || undefined}
        tabIndex={-1}
        onKeyDown={trapFocus}
        className={`relative my-auto w-full ${width} rounded-2xl border-[3px] border-ink bg-white shadow-comic-lg outline-none ${sheet ? 'max-sm:my-0 max-sm:min-h-dvh max-sm:self-start max-sm:rounded-none max-sm:border-0 max-sm:shadow-none' : ''} ${closing ? 'animate-pop-out' : 'animate-pop-in'}`}
      >
        <div
          className={`rounded-t-[13px] border-b-[3px] border-ink ${tone} px-5 pt-4 pb-3 ${sheet ? 'max-sm:sticky max-sm:top-0 max-sm:z-10 max-sm:rounded-none' : ''}`}
        >
          <h2 id={titleId} className="pe-10 text-3xl leading-none text-ink">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="mt-1 text-sm font-bold text-ink-soft">
              {description}
            </p>
          )}
          <button
            type="button"
            onClick={onClose}
            disabled={busy}
            aria-label={t('reader.close')}
            className="absolute top-3 end-3 grid size-9 place-items-center rounded-lg border-2 border-ink bg-white font-bold shadow-comic-sm transition hover:bg-paper disabled:opacity-50"
          >
            <LineIcon className="size-4" viewBox="0 0 20 20" strokeWidth="3" strokeLinejoin="miter">
              <path d="M5 5l10 10M15 5 5 15" />
            </LineIcon>
          </button>
        </div>
        <div className="px-5 py-5">
          <Fragment key={opening}>{open ? children : shown}</Fragment>
        </div>
      </div>
    </div>,
    document.body,
  );
}

/**
 * A dialog whose form says when it is working: meanwhile Escape, outside clicks and the close button wait. `form` draws
 * the content while the dialog is open, handed the callback it reports its busy state to.
 */
export function FormModal({
  form,
  ...modal
}: Omit<ModalProps, 'busy' | 'children'> & { form: (onBusyChange: (busy: boolean) => void) => ReactNode }) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal {...modal} busy={busy}>
      {modal.open && form(setBusy)}
    </Modal>
  );
}
