// A button's menu as the ARIA menu pattern has it (the account menu, the phone header's More, Download story): the
// first item takes focus on opening, arrows, Home and End move, Escape closes back to the button, Tab or a press outside
// closes, and the open menu is kept inside the screen.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useOverlay } from './overlays';
import { useInViewport } from './use-in-viewport';

export function useMenu() {
  const [open, setOpen] = useState(false);
  useOverlay(open);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useInViewport(menuRef, open);
  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  /** Closes the menu; `restoreFocus` gives focus back to the button (a dialog an item opens returns it there too). */
  function close({ restoreFocus }: { restoreFocus: boolean }) {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => list[(next + list.length) % list.length]?.focus();
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusAt(at + 1),
      ArrowUp: () => focusAt(at - 1),
      Home: () => focusAt(0),
      End: () => focusAt(-1),
      Escape: () => close({ restoreFocus: true }),
    };
    if (event.key === 'Tab') setOpen(false);
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  }

  /** The button's ArrowDown opens the menu on its first item. */
  function onButtonKeyDown(event: KeyboardEvent, show: () => void = () => setOpen(true)) {
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      show();
    }
  }

  /** What the menu button and the menu carry, spread onto them (`{...buttonProps}`, `{...menuProps}`). */
  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
  };
  const menuProps = { ref: menuRef, id: menuId, role: 'menu', onKeyDown: onMenuKeyDown };

  return { open, setOpen, close, rootRef, buttonRef, menuRef, onButtonKeyDown, buttonProps, menuProps };
}
