// Text bubbles drawn over a panel picture (spec 02 section 9): speech (rounded, with a tail), thought (a cloud with a
// trail of puffs), narration and subtitle (caption boxes). The panel element must be a size container
// (`PanelFrame` below), so bubble sizes scale with the panel.
import type { CSSProperties, ReactNode } from 'react';
import {
  BUBBLE_REFERENCE_WIDTH,
  bubbleCenter,
  bubbleType,
  fontStack,
  resolveBubbleStyle,
  visibleBubbles,
  type BubbleStyle,
  type TailDirection,
  type TextBubble,
} from './bubble-style';

/** A length in reference-panel pixels as a share of the panel's width. */
const scaled = (px: number) => `${((px * 100) / BUBBLE_REFERENCE_WIDTH).toFixed(3)}cqw`;

const RADIUS: Record<BubbleStyle['bubbleShape'], string> = {
  rounded: '1.1em',
  oval: '50%',
  rectangular: '0.2em',
  cloud: '2.2em',
};

export function BubbleView({ bubble }: { bubble: TextBubble }) {
  const style = resolveBubbleStyle(bubble);
  const type = bubbleType(bubble);
  const { x, y } = bubbleCenter(bubble);
  const box: CSSProperties = {
    left: `${x * 100}%`,
    top: `${y * 100}%`,
    maxWidth: `min(${scaled(style.maxWidth)}, 92%)`,
    opacity: style.opacity,
    fontFamily: fontStack(style.fontFamily),
    fontSize: scaled(style.fontSize),
    fontWeight: style.fontWeight,
    color: style.textColor,
    background: style.backgroundColor,
    border: `${scaled(style.borderWidth)} ${style.borderStyle} ${style.borderColor}`,
    borderRadius: RADIUS[style.bubbleShape],
    padding: style.bubbleShape === 'oval' || style.bubbleShape === 'cloud' ? `${scaled(style.padding)} ${scaled(style.padding * 1.6)}` : scaled(style.padding),
    boxShadow: style.shadow ? `${scaled(3)} ${scaled(3)} 0 rgb(27 21 48 / 0.35)` : undefined,
  };
  const tail = type === 'speech' && style.bubbleShape !== 'rectangular' ? style.tailDirection : 'none';
  return (
    <div
      data-bubble-type={type}
      className="pointer-events-none absolute w-max -translate-x-1/2 -translate-y-1/2 text-center leading-[1.15] tracking-wide break-words"
      style={box}
    >
      {bubble.text}
      {tail !== 'none' && <SpeechTail direction={tail} style={style} />}
      {type === 'thought' && <ThoughtTrail style={style} />}
    </div>
  );
}

function tailPlacement(direction: TailDirection, border: string): CSSProperties {
  const inset = `calc(100% - ${border})`;
  switch (direction) {
    case 'bottom-left':
      return { top: inset, left: '18%' };
    case 'bottom-right':
      return { top: inset, right: '18%', transform: 'scaleX(-1)' };
    case 'top-left':
      return { bottom: inset, left: '18%', transform: 'scaleY(-1)' };
    case 'top-right':
      return { bottom: inset, right: '18%', transform: 'scale(-1, -1)' };
    case 'left':
      return { right: inset, top: '30%', transform: 'rotate(90deg)' };
    case 'right':
      return { left: inset, top: '30%', transform: 'rotate(-90deg)' };
    default:
      return {};
  }
}

function SpeechTail({ direction, style }: { direction: TailDirection; style: BubbleStyle }) {
  const size = Math.max(style.tailSize, 4);
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 18"
      preserveAspectRatio="none"
      className="absolute overflow-visible"
      style={{ width: scaled(size * 1.5), height: scaled(size * 1.3), ...tailPlacement(direction, scaled(style.borderWidth)) }}
    >
      {/* An open path: the stroke draws the two slanted sides only, so the tail joins the bubble without a seam. */}
      <path d="M0 0 L4 18 L16 0" fill={style.backgroundColor} stroke={style.borderColor} strokeWidth={style.borderWidth * 1.4} strokeLinejoin="round" />
    </svg>
  );
}

function ThoughtTrail({ style }: { style: BubbleStyle }) {
  const puff = (size: number, left: string, top: string) => (
    <span
      className="absolute rounded-full"
      style={{
        width: scaled(size),
        height: scaled(size),
        left,
        top,
        background: style.backgroundColor,
        border: `${scaled(style.borderWidth)} solid ${style.borderColor}`,
      }}
    />
  );
  return (
    <span aria-hidden="true">
      {puff(12, '16%', `calc(100% + ${scaled(3)})`)}
      {puff(7, '8%', `calc(100% + ${scaled(17)})`)}
    </span>
  );
}

/** A panel: its picture (or a drawn stand-in) with its bubbles over it, at the story's aspect ratio. */
export function PanelFrame({
  imageUrl,
  bubbles,
  aspectRatio,
  label,
  placeholder,
}: {
  imageUrl: string | null;
  bubbles: TextBubble[];
  aspectRatio: string;
  label: string;
  placeholder?: ReactNode;
}) {
  const shown = visibleBubbles(bubbles);
  return (
    <figure
      className="relative m-0 overflow-hidden rounded-lg border-[3px] border-ink bg-paper-deep shadow-comic"
      style={{ aspectRatio: cssAspectRatio(aspectRatio), containerType: 'inline-size' }}
    >
      {imageUrl ? (
        <img src={imageUrl} alt={label} loading="lazy" className="absolute inset-0 size-full object-cover" />
      ) : (
        (placeholder ?? <div role="img" aria-label={`${label} (no picture yet)`} className="halftone absolute inset-0 text-ink/15" />)
      )}
      {shown.map((bubble) => (
        <BubbleView key={bubble.id} bubble={bubble} />
      ))}
    </figure>
  );
}

/** '3:4' → '3 / 4'; anything unexpected falls back to the default portrait panel. */
export function cssAspectRatio(aspectRatio: string): string {
  const [w, h] = aspectRatio.split(':').map(Number);
  return w && h ? `${w} / ${h}` : '3 / 4';
}
