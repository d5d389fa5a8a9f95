// Hand-drawn-looking comic artwork in SVG for the sign-in promo and the home hero, so no image files ship.
import { useId } from 'react';
import { t } from '../lib/i18n';

const INK = '#1b1530';

/** A dot screen fill for SVG shapes; each picture gets its own pattern id. */
function Halftone({
  id,
  color,
  size = 8,
  radius = 1.4,
}: {
  id: string;
  color: string;
  size?: number;
  radius?: number;
}) {
  return (
    <pattern id={id} width={size} height={size} patternUnits="userSpaceOnUse">
      <circle cx={size / 2} cy={size / 2} r={radius} fill={color} />
    </pattern>
  );
}

/** The house mascot: a robot walking into a bar (the home prompt's placeholder, drawn). */
export function RobotPanelArt({ className }: { className?: string }) {
  const dots = useId();
  return (
    <svg viewBox="0 0 320 180" className={className} role="img" aria-label={t('art.robot')}>
      <defs>
        <Halftone id={dots} color="#6fb8ff" />
      </defs>
      <rect width="320" height="180" fill="#a9dcff" />
      <rect width="320" height="180" fill={`url(#${dots})`} />
      <rect y="146" width="320" height="34" fill="#f3c46b" stroke={INK} strokeWidth="4" />
      {/* The bar */}
      <rect x="206" y="42" width="84" height="106" fill="#7b4dff" stroke={INK} strokeWidth="4" />
      <rect x="222" y="70" width="52" height="78" rx="4" fill="#ffd23f" stroke={INK} strokeWidth="4" />
      <circle cx="264" cy="112" r="4" fill={INK} />
      <rect x="198" y="14" width="100" height="30" rx="6" fill="#ff4f5e" stroke={INK} strokeWidth="4" />
      <text
        x="248"
        y="38"
        textAnchor="middle"
        className="font-display"
        fontSize="24"
        fill="#fff"
        stroke={INK}
        strokeWidth="1"
      >
        {t('art.inkwell')}
      </text>
      {/* The robot, scaled about its feet so the speech bubble has the sky above it */}
      <g
        stroke={INK}
        strokeWidth="5.7"
        strokeLinejoin="round"
        strokeLinecap="round"
        transform="translate(118 148) scale(0.7) translate(-118 -148)"
      >
        <line x1="118" y1="44" x2="118" y2="28" />
        <circle cx="118" cy="24" r="7" fill="#ff4f5e" />
        <rect x="92" y="44" width="52" height="40" rx="10" fill="#e7edf5" />
        <circle cx="108" cy="63" r="7" fill="#fff" />
        <circle cx="128" cy="63" r="7" fill="#fff" />
        <circle cx="110" cy="64" r="3" fill={INK} stroke="none" />
        <circle cx="130" cy="64" r="3" fill={INK} stroke="none" />
        <path d="M110 76 q8 5 16 0" fill="none" />
        <rect x="86" y="88" width="64" height="48" rx="10" fill="#c9d6e6" />
        <rect x="104" y="100" width="28" height="18" rx="4" fill="#ffd23f" />
        <path d="M150 100 l22 -14" fill="none" />
        <circle cx="176" cy="83" r="6" fill="#e7edf5" />
        <path d="M86 102 l-16 18" fill="none" />
        <line x1="104" y1="136" x2="98" y2="148" />
        <line x1="132" y1="136" x2="142" y2="148" />
      </g>
      {/* Speech bubble, its tail pointing at the robot's head */}
      <path
        d="M16 6 h140 a10 10 0 0 1 10 10 v24 a10 10 0 0 1 -10 10 h-50 l4 12 l-18 -12 h-76 a10 10 0 0 1 -10 -10 v-24 a10 10 0 0 1 10 -10 z"
        fill="#fff"
        stroke={INK}
        strokeWidth="3.5"
        strokeLinejoin="round"
      />
      <text x="86" y="25" textAnchor="middle" className="font-sans" fontWeight="700" fontSize="13" fill={INK}>
        {t('art.robotLine1')}
      </text>
      <text x="86" y="41" textAnchor="middle" className="font-sans" fontWeight="700" fontSize="13" fill={INK}>
        {t('art.robotLine2')}
      </text>
    </svg>
  );
}

/** A sound-effect burst. */
export function PowPanelArt({
  className,
  word = t('art.pow'),
  cover = false,
}: {
  className?: string;
  word?: string;
  cover?: boolean;
}) {
  const dots = useId();
  return (
    <svg
      viewBox="0 0 160 150"
      // `cover` fills a wider frame edge to edge, cropping the background rather than leaving bars.
      preserveAspectRatio={cover ? 'xMidYMid slice' : undefined}
      className={className}
      role="img"
      aria-label={t('art.burst', { word })}
    >
      <defs>
        <Halftone id={dots} color="#ff8a94" size={9} radius={2} />
      </defs>
      <rect width="160" height="150" fill="#ff4f5e" />
      <rect width="160" height="150" fill={`url(#${dots})`} />
      <polygon
        points="80,10 94,44 130,28 112,60 152,72 112,86 128,122 92,104 80,140 68,104 32,122 48,86 8,72 48,60 30,28 66,44"
        fill="#ffd23f"
        stroke={INK}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <text
        x="80"
        y="86"
        textAnchor="middle"
        className="font-display"
        fontSize="34"
        fill="#fff"
        stroke={INK}
        strokeWidth="2"
        paintOrder="stroke"
        transform="rotate(-8 80 80)"
      >
        {word}
      </text>
    </svg>
  );
}

/** Night-time skyline with a caption box. */
export function CityPanelArt({ className }: { className?: string }) {
  const dots = useId();
  const windows = [
    [22, 92],
    [36, 92],
    [22, 108],
    [36, 108],
    [72, 70],
    [86, 70],
    [72, 88],
    [86, 104],
    [124, 96],
    [138, 96],
    [124, 112],
  ] as const;
  return (
    <svg viewBox="0 0 160 150" className={className} role="img" aria-label={t('art.skyline')}>
      <defs>
        <Halftone id={dots} color="#5a4bd1" size={7} radius={1.2} />
      </defs>
      <rect width="160" height="150" fill="#3b2f8f" />
      <rect width="160" height="150" fill={`url(#${dots})`} />
      <circle cx="122" cy="44" r="16" fill="#fff3c4" stroke={INK} strokeWidth="3" />
      <g fill="#1b1530" stroke={INK} strokeWidth="3">
        <rect x="12" y="80" width="40" height="72" />
        <rect x="62" y="56" width="40" height="96" />
        <rect x="112" y="84" width="40" height="68" />
      </g>
      {windows.map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width="8" height="9" fill="#ffd23f" />
      ))}
      <rect x="6" y="8" width="96" height="26" fill="#ffd23f" stroke={INK} strokeWidth="3" />
      <text x="54" y="26" textAnchor="middle" className="font-display" fontSize="15" fill={INK} letterSpacing="0.5">
        {t('art.meanwhile')}
      </text>
    </svg>
  );
}

/** Three panels laid out like a printed page. */
export function ComicPage({ className = '' }: { className?: string }) {
  const panel = 'overflow-hidden rounded-md border-[3px] border-ink bg-white';
  return (
    <div
      className={`grid grid-cols-2 gap-2.5 rounded-xl border-[3px] border-ink bg-white p-2.5 shadow-comic-lg ${className}`}
    >
      <div className={`${panel} col-span-2`}>
        <RobotPanelArt className="block h-auto w-full" />
      </div>
      <div className={panel}>
        <PowPanelArt className="block h-auto w-full" />
      </div>
      <div className={panel}>
        <CityPanelArt className="block h-auto w-full" />
      </div>
    </div>
  );
}
