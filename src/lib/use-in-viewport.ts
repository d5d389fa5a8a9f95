// Keeps an open menu or popover inside the window, both sides, whatever the page's direction: it hangs from its button
// by logical insets (start-0 / end-0), and a button near either edge, or a right-to-left page mirroring the row, would
// otherwise push it past the screen (the Arabic editor's More menu opened off the left edge of a 360 px phone).
import { useLayoutEffect, type RefObject } from 'react';

/** Room kept between the popover and the window's edge, in CSS pixels. */
const MARGIN_PX = 8;

/** While `open`, shifts `ref`'s element sideways (CSS `translate`, which composes with its animation's transform) into view. */
export function useInViewport(ref: RefObject<HTMLElement | null>, open: boolean) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!open || !element) return;
    const place = () => {
      element.style.translate = '';
      const box = element.getBoundingClientRect();
      const room = document.documentElement.clientWidth;
      let dx = 0;
      if (box.right > room - MARGIN_PX) dx = room - MARGIN_PX - box.right;
      if (box.left + dx < MARGIN_PX) dx = MARGIN_PX - box.left;
      if (dx) element.style.translate = `${Math.round(dx)}px 0`;
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [ref, open]);
}
