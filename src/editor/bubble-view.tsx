// Panels as the reader shows them: the picture (or video) with its text bubbles drawn over it as SVG from the shared
// bubble geometry, so they match the Konva editor and the download exactly. The SVG's viewBox is the reference panel,
// so bubbles scale with the panel without measuring it.
import { memo, useMemo, type ReactNode } from 'react';
import { useBubbleFontsReady, measureText } from './bubble-fonts';
import { placeBubbles, referenceSize, type BubbleLayout, type PlacedBubble } from './bubble-geometry';
import type { TextBubble } from './bubble-style';

/** Lays out a panel's bubbles once their fonts are loaded (an empty list until then). */
export function usePlacedBubbles(bubbles: readonly TextBubble[], aspectRatio: string): PlacedBubble[] {
  const ready = useBubbleFontsReady(bubbles);
  return useMemo(() => (ready ? placeBubbles(bubbles, measureText, referenceSize(aspectRatio)) : []), [ready, bubbles, aspectRatio]);
}

/** One bubble in SVG: shadow, body with tail, thought trail and text lines, under the bubble's opacity. */
export const BubbleSvg = memo(function BubbleSvg({ layout, x, y }: { layout: BubbleLayout; x: number; y: number }) {
  const { style, stroke, shadow } = layout;
  const strokeProps = stroke
    ? {
        stroke: stroke.color,
        strokeWidth: stroke.width,
        strokeDasharray: stroke.dash?.join(' '),
        strokeLinecap: stroke.cap,
        strokeLinejoin: 'round' as const,
      }
    : {};
  return (
    <g transform={`translate(${x} ${y})`} opacity={style.opacity < 1 ? style.opacity : undefined} data-bubble-type={layout.type} data-bubble-id={layout.id}>
      {shadow && (
        <g transform={`translate(${shadow.dx} ${shadow.dy})`} fill={shadow.color}>
          <path d={layout.body} />
          {layout.trail && <path d={layout.trail} />}
        </g>
      )}
      <path d={layout.body} fill={style.backgroundColor} {...strokeProps} />
      {layout.trail && <path d={layout.trail} fill={style.backgroundColor} {...strokeProps} />}
      <text textAnchor="middle" fill={style.textColor} style={{ font: layout.font }}>
        {layout.lines.map((line, i) => (
          <tspan key={i} x={0} y={line.y}>
            {/* The space between lines takes no room, so each line stays centred, yet the text reads as one sentence. */}
            {i > 0 && <tspan fontSize={0}> </tspan>}
            {line.text}
          </tspan>
        ))}
      </text>
    </g>
  );
});

export function BubbleLayer({ bubbles, aspectRatio }: { bubbles: readonly TextBubble[]; aspectRatio: string }) {
  const placed = usePlacedBubbles(bubbles, aspectRatio);
  const size = referenceSize(aspectRatio);
  if (!placed.length) return null;
  return (
    <svg viewBox={`0 0 ${size.width} ${size.height}`} className="pointer-events-none absolute inset-0 size-full select-none" data-bubble-layer="">
      {placed.map((item) => (
        <BubbleSvg key={item.id} layout={item.layout} x={item.x} y={item.y} />
      ))}
    </svg>
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
}: {
  imageUrl: string | null;
  videoUrl?: string | null;
  label: string;
  placeholder?: ReactNode;
  /** The editor's Konva stage draws this still picture, so the element only stays for its alt text and the download. */
  drawnElsewhere?: boolean;
}) {
  const kind = panelMediaKind({ imageUrl, videoUrl });
  const cover = `absolute inset-0 size-full object-cover ${drawnElsewhere && kind === 'image' ? 'invisible' : ''}`;
  if (kind === 'video')
    return <video src={videoUrl!} poster={imageUrl ?? undefined} aria-label={label} muted loop autoPlay playsInline className={cover} data-panel-media="" />;
  if (kind === 'animated') return <img src={videoUrl!} alt={label} className={cover} data-panel-media="" />;
  if (kind === 'image') return <img src={imageUrl!} alt={label} loading="lazy" className={cover} data-panel-media="" />;
  return <>{placeholder ?? <div role="img" aria-label={`${label} (no picture yet)`} className="halftone absolute inset-0 text-ink/15" />}</>;
}

/** The framed panel box every view shares; its inner box has exactly the story's aspect ratio. */
export function PanelBox({
  aspectRatio,
  panelNumber,
  children,
  className = '',
  selected = false,
}: {
  aspectRatio: string;
  panelNumber?: number;
  children: ReactNode;
  className?: string;
  selected?: boolean;
}) {
  return (
    <figure
      data-panel=""
      data-panel-number={panelNumber}
      className={`relative m-0 overflow-hidden rounded-lg border-[3px] border-ink bg-paper-deep shadow-comic ${selected ? 'ring-4 ring-sky ring-offset-2 ring-offset-paper' : ''} ${className}`}
    >
      <div data-panel-inner="" className="relative" style={{ aspectRatio: cssAspectRatio(aspectRatio) }}>
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
}: {
  panelNumber?: number;
  imageUrl: string | null;
  videoUrl?: string | null;
  bubbles: TextBubble[];
  aspectRatio: string;
  label: string;
  placeholder?: ReactNode;
}) {
  return (
    <PanelBox aspectRatio={aspectRatio} panelNumber={panelNumber}>
      <PanelMedia imageUrl={imageUrl} videoUrl={videoUrl} label={label} placeholder={placeholder} />
      <BubbleLayer bubbles={bubbles} aspectRatio={aspectRatio} />
    </PanelBox>
  );
}

/** '3:4' → '3 / 4'; anything unexpected falls back to the default portrait panel. */
export function cssAspectRatio(aspectRatio: string): string {
  const [w, h] = aspectRatio.split(':').map(Number);
  return w && h ? `${w} / ${h}` : '3 / 4';
}
