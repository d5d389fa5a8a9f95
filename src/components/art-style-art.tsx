// A small drawn sample for each art style preset (the preset cards' pictures), in SVG so no image files ship.
import { useId } from 'react';
import type { ArtStyleId } from '../lib/art-styles';

const INK = '#1b1530';

export function ArtStyleArt({ style, className }: { style: ArtStyleId; className?: string }) {
  const id = useId();
  const art = {
    'classic-comic': <ClassicComic id={id} />,
    manga: <Manga id={id} />,
    watercolor: <Watercolor id={id} />,
    'film-noir': <FilmNoir id={id} />,
    animated: <Animated />,
    photorealistic: <Photo id={id} />,
  }[style];
  return (
    <svg viewBox="0 0 120 80" className={className} aria-hidden="true" preserveAspectRatio="xMidYMid slice">
      {art}
    </svg>
  );
}

/** Halftone dots (the comic's Ben-Day dots, the manga's screen tone), filled in with `url(#id)`. */
function DotPattern({ id, spacing, radius, fill }: { id: string; spacing: number; radius: number; fill: string }) {
  return (
    <defs>
      <pattern id={id} width={spacing} height={spacing} patternUnits="userSpaceOnUse">
        <circle cx={spacing / 2} cy={spacing / 2} r={radius} fill={fill} />
      </pattern>
    </defs>
  );
}

function ClassicComic({ id }: { id: string }) {
  return (
    <>
      <DotPattern id={`${id}-dots`} spacing={6} radius={1.2} fill="#f5b400" />
      <rect width="120" height="80" fill="#ffd23f" />
      <rect width="120" height="80" fill={`url(#${id}-dots)`} />
      <path
        d="M78 8 l6 12 l13 -5 l-5 13 l13 5 l-13 6 l5 13 l-13 -5 l-6 12 l-6 -12 l-13 5 l5 -13 l-13 -6 l13 -5 l-5 -13 l13 5 z"
        fill="#ff4f5e"
        stroke={INK}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <text
        x="84"
        y="36"
        textAnchor="middle"
        fontFamily="Bangers, Impact, sans-serif"
        fontSize="13"
        fill="#fff"
        stroke={INK}
        strokeWidth="0.6"
      >
        POW!
      </text>
      <g stroke={INK} strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round">
        <path d="M22 78 l6 -30 l14 0 l6 30" fill="#3d7eff" />
        <path d="M20 50 q-10 14 -4 28 l16 -8 z" fill="#ff4f5e" />
        <circle cx="35" cy="38" r="9" fill="#ffd9b8" />
        <path d="M26 36 q9 -10 18 0" fill={INK} />
        <path d="M42 52 l14 -14" fill="none" />
      </g>
    </>
  );
}

function Manga({ id }: { id: string }) {
  return (
    <>
      <DotPattern id={`${id}-tone`} spacing={4} radius={0.8} fill="#555" />
      <rect width="120" height="80" fill="#fff" />
      <g stroke={INK} strokeWidth="0.8">
        {Array.from({ length: 18 }, (_, i) => {
          const angle = (i / 18) * Math.PI * 2;
          return (
            <line
              key={i}
              x1={60 + Math.cos(angle) * 30}
              y1={44 + Math.sin(angle) * 30}
              x2={60 + Math.cos(angle) * 90}
              y2={44 + Math.sin(angle) * 90}
            />
          );
        })}
      </g>
      <rect x="0" y="62" width="120" height="18" fill={`url(#${id}-tone)`} />
      <g stroke={INK} strokeWidth="2" strokeLinejoin="round">
        <path d="M40 80 q0 -22 20 -24 q20 2 20 24" fill="#fff" />
        <ellipse cx="60" cy="38" rx="16" ry="18" fill="#fff" />
        <path d="M42 34 q4 -22 18 -20 q16 -2 19 20 l-6 -6 l-3 8 l-6 -10 l-5 9 l-5 -9 l-5 10 l-3 -8 z" fill={INK} />
        <ellipse cx="53" cy="40" rx="3.6" ry="5" fill={INK} />
        <ellipse cx="67" cy="40" rx="3.6" ry="5" fill={INK} />
      </g>
      <circle cx="54" cy="38.5" r="1.4" fill="#fff" />
      <circle cx="68" cy="38.5" r="1.4" fill="#fff" />
      <path d="M57 49 q3 2 6 0" fill="none" stroke={INK} strokeWidth="1.5" strokeLinecap="round" />
    </>
  );
}

function Watercolor({ id }: { id: string }) {
  return (
    <>
      <defs>
        <filter id={`${id}-soft`} x="-20%" y="-20%" width="140%" height="140%">
          <feGaussianBlur stdDeviation="2.2" />
        </filter>
      </defs>
      <rect width="120" height="80" fill="#fbf6ec" />
      <g filter={`url(#${id}-soft)`}>
        <circle cx="30" cy="24" r="22" fill="#9cc9f2" opacity="0.7" />
        <circle cx="80" cy="18" r="26" fill="#c7b4f0" opacity="0.55" />
        <circle cx="92" cy="26" r="9" fill="#ffc27a" opacity="0.9" />
        <path d="M-5 62 q25 -22 50 -6 q25 -22 80 0 v30 h-130 z" fill="#7fcf9e" opacity="0.75" />
        <path d="M-5 72 q40 -14 70 -2 q30 -12 60 0 v20 h-130 z" fill="#3f9f7a" opacity="0.6" />
        <circle cx="40" cy="58" r="7" fill="#f28aa0" opacity="0.7" />
      </g>
      <path d="M40 64 v-10" stroke="#3f7a5e" strokeWidth="1.5" opacity="0.7" />
    </>
  );
}

function FilmNoir({ id }: { id: string }) {
  return (
    <>
      <defs>
        <linearGradient id={`${id}-lamp`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f2f2f2" stopOpacity="0.85" />
          <stop offset="1" stopColor="#f2f2f2" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width="120" height="80" fill="#2a2a2a" />
      <path d="M92 14 l-24 66 h56 z" fill={`url(#${id}-lamp)`} />
      <g fill="#111">
        {[0, 1, 2, 3, 4].map((i) => (
          <rect key={i} x="0" y={6 + i * 11} width="56" height="5" opacity="0.9" />
        ))}
      </g>
      <rect x="90" y="10" width="4" height="70" fill="#0b0b0b" />
      <path d="M84 12 h16 l-3 5 h-10 z" fill="#d9d9d9" />
      <g fill="#000">
        <path d="M62 80 l3 -30 q7 -6 14 0 l3 30 z" />
        <circle cx="72" cy="42" r="6" />
        <path d="M62 39 h20 l-3 -3 h-3 l-1 -6 h-6 l-1 6 h-3 z" />
      </g>
      <rect width="120" height="80" fill="none" stroke="#000" strokeWidth="6" />
    </>
  );
}

function Animated() {
  return (
    <>
      <rect width="120" height="80" fill="#8fd3ff" />
      <circle cx="98" cy="16" r="9" fill="#ffe36e" />
      <g fill="#fff">
        <ellipse cx="26" cy="16" rx="12" ry="6" />
        <ellipse cx="36" cy="13" rx="9" ry="6" />
      </g>
      <ellipse cx="60" cy="92" rx="90" ry="30" fill="#6fdc7d" />
      <g stroke={INK} strokeWidth="2">
        <ellipse cx="60" cy="54" rx="17" ry="16" fill="#ff9fbf" />
        <ellipse cx="53" cy="50" rx="5" ry="6.5" fill="#fff" />
        <ellipse cx="67" cy="50" rx="5" ry="6.5" fill="#fff" />
      </g>
      <circle cx="54" cy="51" r="2.8" fill={INK} />
      <circle cx="68" cy="51" r="2.8" fill={INK} />
      <circle cx="55" cy="50" r="1" fill="#fff" />
      <circle cx="69" cy="50" r="1" fill="#fff" />
      <path d="M55 60 q5 5 10 0" fill="none" stroke={INK} strokeWidth="2" strokeLinecap="round" />
      <circle cx="47" cy="58" r="2.5" fill="#ff6b9a" opacity="0.6" />
      <circle cx="73" cy="58" r="2.5" fill="#ff6b9a" opacity="0.6" />
    </>
  );
}

function Photo({ id }: { id: string }) {
  return (
    <>
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3b4f7a" />
          <stop offset="0.55" stopColor="#e9a06b" />
          <stop offset="1" stopColor="#f6d7a8" />
        </linearGradient>
        <linearGradient id={`${id}-lake`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#c9855a" />
          <stop offset="1" stopColor="#2d3a56" />
        </linearGradient>
        <radialGradient id={`${id}-vignette`} cx="0.5" cy="0.5" r="0.75">
          <stop offset="0.6" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.55" />
        </radialGradient>
      </defs>
      <rect width="120" height="80" fill={`url(#${id}-sky)`} />
      <circle cx="74" cy="46" r="7" fill="#fff1cf" opacity="0.9" />
      <path d="M0 52 l18 -18 l12 9 l18 -22 l20 24 l14 -10 l20 17 l18 -8 v8 z" fill="#2f3a4f" />
      <rect y="52" width="120" height="28" fill={`url(#${id}-lake)`} />
      <rect x="66" y="54" width="16" height="1.4" fill="#fff1cf" opacity="0.6" />
      <rect x="69" y="58" width="10" height="1.2" fill="#fff1cf" opacity="0.45" />
      <rect width="120" height="80" fill={`url(#${id}-vignette)`} />
    </>
  );
}
