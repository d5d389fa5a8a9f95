// A drawn comic cover for stories without a picture: colours, layout and the sound-effect word vary with the story id.
const PALETTES = [
  { bg: '#ffd23f', accent: '#ff4f5e', dots: '#f5b400' },
  { bg: '#a9dcff', accent: '#7b4dff', dots: '#6fb8ff' },
  { bg: '#c8f5e4', accent: '#16b58f', dots: '#7fdcbc' },
  { bg: '#ffd6dc', accent: '#ff4f5e', dots: '#ffa3b0' },
  { bg: '#e4dcff', accent: '#3d7eff', dots: '#b9a6ff' },
  { bg: '#ffe6bf', accent: '#f26419', dots: '#ffc36b' },
];
const WORDS = ['POW!', 'ZAP!', 'WOW!', 'BAM!', 'BOOM!', 'KA-CHING!', 'WHOOSH!', 'ZOINKS!'];

function hash(key: string) {
  let value = 2166136261;
  for (const char of key) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

export function StoryCover({ seed, className = '' }: { seed: string; className?: string }) {
  const h = hash(seed);
  const palette = PALETTES[h % PALETTES.length]!;
  const word = WORDS[(h >>> 3) % WORDS.length]!;
  const layout = (h >>> 6) % 3;
  const id = `cover-${h.toString(36)}`;
  return (
    <svg viewBox="0 0 300 400" preserveAspectRatio="xMidYMid slice" aria-hidden="true" className={className}>
      <defs>
        <pattern id={id} width="12" height="12" patternUnits="userSpaceOnUse">
          <circle cx="6" cy="6" r="2" fill={palette.dots} />
        </pattern>
      </defs>
      <rect width="300" height="400" fill={palette.bg} />
      <rect width="300" height="400" fill={`url(#${id})`} />
      <g stroke="#1b1530" strokeWidth="6" fill="#fff8e7" strokeLinejoin="round">
        {layout === 0 && (
          <>
            <rect x="18" y="18" width="264" height="170" rx="6" />
            <rect x="18" y="204" width="124" height="178" rx="6" />
            <rect x="158" y="204" width="124" height="178" rx="6" />
          </>
        )}
        {layout === 1 && (
          <>
            <rect x="18" y="18" width="124" height="364" rx="6" />
            <rect x="158" y="18" width="124" height="176" rx="6" />
            <rect x="158" y="206" width="124" height="176" rx="6" />
          </>
        )}
        {layout === 2 && (
          <>
            <path d="M18 18 H282 V150 L18 200 Z" />
            <path d="M18 216 L282 166 V382 H18 Z" />
          </>
        )}
      </g>
      <g transform={`translate(150 ${layout === 1 ? 120 : 110}) rotate(${(h % 17) - 8})`}>
        <path
          d="M0 -70 L18 -38 L58 -52 L42 -16 L80 0 L42 16 L58 52 L18 38 L0 70 L-18 38 L-58 52 L-42 16 L-80 0 L-42 -16 L-58 -52 L-18 -38 Z"
          fill={palette.accent}
          stroke="#1b1530"
          strokeWidth="6"
          strokeLinejoin="round"
        />
        <text
          y="10"
          textAnchor="middle"
          fontFamily="Bangers, Impact, sans-serif"
          fontSize={word.length > 5 ? 24 : 32}
          fill="#fff"
          stroke="#1b1530"
          strokeWidth="2"
          paintOrder="stroke"
        >
          {word}
        </text>
      </g>
    </svg>
  );
}
