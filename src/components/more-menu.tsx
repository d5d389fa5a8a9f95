// A "More" button and its menu: on phones the story page keeps its header to one row and puts the rest here.
// Keyboard: Enter, Space or ArrowDown opens it on the first item; arrows, Home and End move; Escape closes to the button.
import { useState, type ReactNode } from 'react';
import { useMenu } from '../lib/use-menu';

export interface MoreMenuItem {
  label: string;
  /** The item's accessible name when it says more than `label` (a count, say). */
  name?: string;
  icon?: ReactNode;
  onSelect: () => void;
}

/** The menu's width (w-64). */
const MENU_WIDTH_PX = 256;

/** `compact`: on phones the button shows only its icon (its name stays for screen readers), so it fits its row. */
export function MoreMenu({
  label,
  items,
  className = '',
  compact = false,
}: {
  label: string;
  items: MoreMenuItem[];
  className?: string;
  compact?: boolean;
}) {
  const { open, setOpen, close, rootRef, buttonRef, onButtonKeyDown, buttonProps, menuProps } = useMenu();
  // The menu hangs from the button's start edge unless that would run off the screen past its end (the button wraps
  // anywhere in its row): left to right past the right edge, right to left past the left one.
  const [alignEnd, setAlignEnd] = useState(false);

  function show() {
    const box = buttonRef.current?.getBoundingClientRect();
    const rtl = getComputedStyle(rootRef.current ?? document.documentElement).direction === 'rtl';
    setAlignEnd(
      Boolean(box && (rtl ? box.right - MENU_WIDTH_PX < 8 : box.left + MENU_WIDTH_PX > window.innerWidth - 8)),
    );
    setOpen(true);
  }

  function choose(item: MoreMenuItem) {
    // A dialog the item opens gives focus back to the button when it closes (the item itself is gone by then).
    close({ restoreFocus: true });
    item.onSelect();
  }

  return (
    <div ref={rootRef} className={`relative ${className}`}>
      <button
        {...buttonProps}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={(event) => onButtonKeyDown(event, show)}
        className="btn btn-plain px-3"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
          <circle cx="5" cy="12" r="2" />
          <circle cx="12" cy="12" r="2" />
          <circle cx="19" cy="12" r="2" />
        </svg>
        <span className={compact ? 'max-sm:sr-only' : undefined}>{label}</span>
      </button>
      {open && (
        <div
          {...menuProps}
          aria-label={label}
          className={`absolute ${alignEnd ? 'end-0' : 'start-0'} z-50 mt-2 w-64 max-w-[calc(100vw-2rem)] animate-pop-in rounded-2xl border-[3px] border-ink bg-white p-2 shadow-comic-lg`}
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              aria-label={item.name}
              onClick={() => choose(item)}
              className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-start font-bold outline-none hover:bg-sun/40 focus-visible:bg-sun/40"
            >
              {item.icon}
              <span className="min-w-0 truncate">{item.label}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
