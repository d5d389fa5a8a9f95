// Panels as the reader shows them: the picture (or video) with its text bubbles painted over it on a canvas by the same
// painter as the Konva editor and the download (bubble-paint.ts), from the same geometry, so all three match exactly.
// The bubbles' text is also in the page (visually hidden) for screen readers and find-in-page.
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBubbleFontsReady, useBubbleFontsVersion, measureText } from './bubble-fonts';
import { placeBubbles, referenceSize, type BubbleLayout, type PlacedBubble } from '../shared/bubble-geometry';
import { paintBubbleAt } from './bubble-paint';
import { MIN_READER_TEXT_PX, bubbleType, visibleBubbles, withMinFontSize } from '../shared/bubble-style';
import type { TextBubble } from '../shared/bubbles';
import { PANEL_SIZES, pictureSrcSet } from '../shared/picture-variants';
import { t } from '../lib/i18n';

/** Lays out a panel's bubbles once their fonts are loaded (an empty list until then). */
export function usePlacedBubbles(bubbles: readonly TextBubble[], aspectRatio: string): PlacedBubble[] {
  const ready = useBubbleFontsReady(bubbles);
  const fonts = useBubbleFontsVersion();
  // `fonts` is not read inside, yet belongs in the list: a face that arrived late changes what measureText returns, so the
  // bubbles are laid out again.
  return useMemo(
    () => (ready ? placeBubbles(bubbles, measureText, referenceSize(aspectRatio)) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ready, fonts, bubbles, aspectRatio],
  );
}

/**
 * The CSS width of an element, kept up to date, once `enabled`. `synchronous` reads it in the commit (the editor's stage
 * must know it before its first paint); otherwise the observer's first report gives it after layout, so a reader's
 * panels neither force a layout in the middle of React's commit nor render again in the same task.
 */
export function useElementWidth(ref: React.RefObject<HTMLElement | null>, { enabled = true, synchronous = true } = {}) {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    if (synchronous) setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, synchronous]);
  return width;
}

/**
 * Whether an element is within a screen's height of the viewport, and stays true once it has been: panels further down
 * lay out and paint their bubbles as the reader nears them, not all in the first render (that held a phone's main thread
 * for a quarter of a second on a long story). Without IntersectionObserver everything counts as near.
 */
export function useNearViewport(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

const NO_BUBBLES: readonly TextBubble[] = [];

/** A bubble's words as one line for screen readers and find-in-page (what the painter wraps into lines). */
const bubbleWords = (text: string) => text.trim().split(/\s+/).join(' ');

/** One bubble alone on a small canvas (the bubble editor's preview), drawn by the shared painter. */
export const BubbleCanvas = memo(function BubbleCanvas({
  layout,
  pad = 8,
  className,
}: {
  layout: BubbleLayout;
  pad?: number;
  className?: string;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  const width = layout.bounds.width + pad * 2;
  const height = layout.bounds.height + pad * 2;
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.ceil(width * dpr);
    canvas.height = Math.ceil(height * dpr);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    paintBubbleAt(ctx, layout, (pad - layout.bounds.x) * dpr, (pad - layout.bounds.y) * dpr, dpr);
  }, [layout, pad, width, height]);
  return (
    <canvas
      ref={ref}
      style={{ width, aspectRatio: `${width} / ${height}` }}
      className={className}
      data-bubble-preview=""
    />
  );
});

/**
 * A panel's bubbles over its picture: one canvas the size of the panel, painted at the device's pixel ratio. The boxes
 * it painted (CSS pixels, relative to the panel) and their lines are on `data-painted`, for tests that check where a bubble
 * landed and where its text broke.
 */
export function BubbleLayer({ bubbles, aspectRatio }: { bubbles: readonly TextBubble[]; aspectRatio: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(hostRef);
  const width = useElementWidth(hostRef, { enabled: near, synchronous: false });
  const size = useMemo(() => referenceSize(aspectRatio), [aspectRatio]);
  // A panel too narrow for its smallest text (a phone of 320 px, an author's 8 px) draws that text at the reader's
  // minimum instead; the grid first tries to give such panels the width they need (minReadablePanelWidth).
  const minFontSize = width ? (MIN_READER_TEXT_PX * size.width) / width : 0;
  const readable = useMemo(() => withMinFontSize(bubbles, minFontSize), [bubbles, minFontSize]);
  const placed = usePlacedBubbles(near ? readable : NO_BUBBLES, aspectRatio);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !width) return;
    // Each panel paints in a task of its own: a story's panels painted in one go held a phone's main thread for long.
    const task = setTimeout(() => paintPlaced(canvas, placed, width, size));
    return () => clearTimeout(task);
  }, [placed, width, size]);
  return (
    <div ref={hostRef} className="pointer-events-none absolute inset-0 select-none" data-bubble-layer="">
      <canvas ref={canvasRef} aria-hidden="true" className="absolute inset-0 size-full" />
      {/* The words are in the page from the start, laid out or not (a bubble without words is not drawn). */}
      <ul className="sr-only">
        {visibleBubbles(bubbles).map((bubble) => (
          <li key={bubble.id} data-bubble-id={bubble.id} data-bubble-type={bubbleType(bubble)}>
            {bubbleWords(bubble.text)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Paints the laid-out bubbles on the panel's canvas and records what it painted on `data-painted`. */
function paintPlaced(
  canvas: HTMLCanvasElement,
  placed: readonly PlacedBubble[],
  width: number,
  size: { width: number; height: number },
) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const dpr = window.devicePixelRatio || 1;
  const cssScale = width / size.width;
  canvas.width = Math.round(width * dpr);
  canvas.height = Math.round((width * size.height * dpr) / size.width);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  const k = cssScale * dpr;
  for (const item of placed) paintBubbleAt(ctx, item.layout, item.x * k, item.y * k, k);
  // The smallest text drawn, in CSS px (tests check the reader's minimum against it).
  const sizes = placed.map((item) => item.layout.style.fontSize * cssScale);
  canvas.dataset.minFontPx = sizes.length ? String(Math.round(Math.min(...sizes) * 10) / 10) : '';
  canvas.dataset.painted = JSON.stringify(
    placed.map((item) => ({
      id: item.id,
      x: (item.x + item.layout.box.x) * cssScale,
      y: (item.y + item.layout.box.y) * cssScale,
      width: item.layout.box.width * cssScale,
      height: item.layout.box.height * cssScale,
      // The lines as painted, for tests of where text breaks.
      lines: item.layout.lines.map((line) => line.text),
    })),
  );
}

/** Video files play in a <video>; any other motion (the offline provider's animated PNGs) is an <img>. */
export const VIDEO_FILE = /\.(mp4|webm|mov)(?:[?#].*)?$/i;

export type PanelMediaKind = 'video' | 'animated' | 'image' | 'none';

export function panelMediaKind(panel: { imageUrl: string | null; videoUrl?: string | null }): PanelMediaKind {
  if (panel.videoUrl) return VIDEO_FILE.test(panel.videoUrl) ? 'video' : 'animated';
  return panel.imageUrl ? 'image' : 'none';
}

export function PanelMedia({
  imageUrl,
  videoUrl,
  label,
  placeholder,
  drawnElsewhere = false,
  priority = false,
  responsive = true,
}: {
  imageUrl: string | null;
  videoUrl?: string | null;
  label: string;
  placeholder?: ReactNode;
  /** The editor's Konva stage draws this still picture, so the element only stays for its alt text and the download. */
  drawnElsewhere?: boolean;
  /** The page's first picture (its largest contentful paint): fetched at once and first, never lazily. */
  priority?: boolean;
  /**
   * Offer the smaller copies (srcset). The editor's panels do not: its stage draws the original, and the element
   * under it must show the same picture.
   */
  responsive?: boolean;
}) {
  const kind = panelMediaKind({ imageUrl, videoUrl });
  const cover = `absolute inset-0 size-full object-cover ${drawnElsewhere && kind === 'image' ? 'invisible' : ''}`;
  if (kind === 'video')
    return (
      <video
        src={videoUrl!}
        poster={imageUrl ?? undefined}
        aria-label={label}
        muted
        loop
        autoPlay
        playsInline
        className={cover}
        data-panel-media=""
      />
    );
  if (kind === 'animated') return <img src={videoUrl!} alt={label} className={cover} data-panel-media="" />;
  if (kind === 'image')
    return (
      <img
        src={imageUrl!}
        srcSet={(responsive && pictureSrcSet(imageUrl)) || undefined}
        sizes={responsive && pictureSrcSet(imageUrl) ? PANEL_SIZES : undefined}
        alt={label}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={cover}
        data-panel-media=""
      />
    );
  return (
    <>
      {placeholder ?? (
        <div
          role="img"
          aria-label={t('reader.noPictureYet', { label })}
          className="halftone absolute inset-0 text-ink/15"
        />
      )}
    </>
  );
}

/** The framed panel box every view shares; its inner box has exactly the story's aspect ratio. */
export function PanelBox({
  aspectRatio,
  panelNumber,
  children,
  className = '',
  selected = false,
  description,
}: {
  aspectRatio: string;
  panelNumber?: number;
  children: ReactNode;
  className?: string;
  selected?: boolean;
  /** The panel as one image description (picture and words in reading order); its parts are then not read twice. */
  description?: string;
}) {
  return (
    <figure
      data-panel=""
      // The panel is the author's: its picture, words and description (the pseudo-locale walk skips it).
      data-user-content=""
      data-panel-number={panelNumber}
      className={`relative m-0 overflow-hidden rounded-lg border-[3px] border-ink bg-paper-deep shadow-comic ${selected ? 'ring-4 ring-sky ring-offset-2 ring-offset-paper' : ''} ${className}`}
    >
      <div
        data-panel-inner=""
        className="relative"
        style={{ aspectRatio: cssAspectRatio(aspectRatio) }}
        role={description ? 'img' : undefined}
        aria-label={description}
      >
        {children}
      </div>
    </figure>
  );
}

/** A panel: its picture (or a drawn stand-in) with its bubbles over it, at the story's aspect ratio. */
export function PanelFrame({
  imageUrl,
  videoUrl,
  bubbles,
  aspectRatio,
  label,
  placeholder,
  panelNumber,
  priority,
  description,
}: {
  panelNumber?: number;
  /** See PanelMedia: the reader's first panel. */
  priority?: boolean;
  description?: string;
  imageUrl: string | null;
  videoUrl?: string | null;
  bubbles: TextBubble[];
  aspectRatio: string;
  label: string;
  placeholder?: ReactNode;
}) {
  return (
    <PanelBox aspectRatio={aspectRatio} panelNumber={panelNumber} description={description}>
      <PanelMedia imageUrl={imageUrl} videoUrl={videoUrl} label={label} placeholder={placeholder} priority={priority} />
      <BubbleLayer bubbles={bubbles} aspectRatio={aspectRatio} />
    </PanelBox>
  );
}

/** '3:4' → '3 / 4'; anything unexpected falls back to the default portrait panel. */
export function cssAspectRatio(aspectRatio: string): string {
  const [w, h] = aspectRatio.split(':').map(Number);
  return w && h ? `${w} / ${h}` : '3 / 4';
}
