// How much the page header gives up to keep its row whole when a language's words are long (Spanish "Iniciar sesión",
// Arabic "تسجيل الدخول" beside "+ Nueva" on a 390 px phone): first the header buttons' words (their icons and names
// stay), then the wordmark (the mark and the link's name stay). English keeps everything down to 360 px.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export type HeaderFit = 0 | 1 | 2;

/** The row is too narrow when it scrolls sideways or the wordmark link is squeezed below its own width. */
function crowded(row: HTMLElement): boolean {
  const brand = row.querySelector<HTMLElement>('[data-brand]');
  return row.scrollWidth > row.clientWidth + 1 || (brand !== null && brand.scrollWidth > brand.clientWidth + 1);
}

/** The level for `row`, measured again when it or its parts resize, and from scratch when `key` (language, session) changes. */
export function useHeaderFit(row: RefObject<HTMLElement | null>, key: string): HeaderFit {
  const [fit, setFit] = useState<{ key: string; level: HeaderFit }>({ key, level: 0 });
  // The row's width when each level became necessary: wider than that, the level before is tried again.
  const widths = useRef<number[]>([]);
  const level = fit.key === key ? fit.level : 0;

  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return;
    const check = () => {
      const width = element.clientWidth;
      if (level > 0 && width > widths.current[level - 1]!) {
        widths.current.length = level - 1;
        setFit({ key, level: (level - 1) as HeaderFit });
      } else if (level < 2 && crowded(element)) {
        widths.current[level] = width;
        setFit({ key, level: (level + 1) as HeaderFit });
      }
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const part of element.querySelectorAll('[data-brand], nav')) observer.observe(part);
    return () => observer.disconnect();
  }, [row, key, level]);

  useLayoutEffect(() => {
    widths.current = [];
  }, [key]);
  return level;
}
