// A row of tabs (ARIA tablist) whose arrow keys move to the next or previous tab, wrapping, focus following.
import type { KeyboardEvent } from 'react';

export interface TabListProps<T extends string> {
  /** Ids of the tabs and their panel are built from this (`${idPrefix}-tab-${id}`, `${idPrefix}-panel`). */
  idPrefix: string;
  label: string;
  tabs: readonly { id: T; label: string }[];
  selected: T;
  onSelect: (id: T) => void;
  disabled?: boolean;
  /** The grid's columns and the tabs' text size. */
  className: string;
  tabClassName?: string;
}

export const tabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;
export const tabPanelId = (idPrefix: string) => `${idPrefix}-panel`;

export function TabList<T extends string>({
  idPrefix,
  label,
  tabs,
  selected,
  onSelect,
  disabled,
  className,
  tabClassName = '',
}: TabListProps<T>) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step || disabled) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    onSelect(next.id);
    document.getElementById(tabId(idPrefix, next.id))?.focus();
  }
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={`grid gap-1 rounded-xl border-[3px] border-ink bg-paper-deep p-1 ${className}`}
    >
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            id={tabId(idPrefix, tab.id)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={tabPanelId(idPrefix)}
            tabIndex={active ? 0 : -1}
            disabled={disabled}
            onClick={() => onSelect(tab.id)}
            className={`rounded-lg py-1.5 font-bold transition ${tabClassName} ${active ? 'border-2 border-ink bg-white shadow-comic-sm' : 'border-2 border-transparent text-ink-soft hover:bg-white/60'}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
