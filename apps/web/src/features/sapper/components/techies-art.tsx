/**
 * Techies-themed art drawn here (no game assets): the proximity mine that hides under a cell, the gold
 * rune a safe cell holds, and the banner's powder keg with a lit fuse.
 */

/** A proximity mine: a dark round charge with studs and a glowing red eye. */
export function MineIcon({ hit = false }: { hit?: boolean }) {
  return (
    <svg viewBox="0 0 64 64" className="mine-icon" aria-hidden="true">
      <defs>
        <radialGradient id={hit ? 'mine-hit' : 'mine-body'} cx="40%" cy="35%" r="65%">
          <stop offset="0%" stopColor={hit ? '#ff8a5c' : '#6b5a4a'} />
          <stop offset="100%" stopColor={hit ? '#7a1208' : '#1f1813'} />
        </radialGradient>
      </defs>
      {Array.from({ length: 8 }, (_, i) => (
        <rect
          key={i}
          x="29"
          y="4"
          width="6"
          height="10"
          rx="2"
          fill="#3b3029"
          stroke="#120d0a"
          transform={`rotate(${i * 45} 32 32)`}
        />
      ))}
      <circle
        cx="32"
        cy="32"
        r="20"
        fill={`url(#${hit ? 'mine-hit' : 'mine-body'})`}
        stroke="#0d0907"
        strokeWidth="2"
      />
      <circle
        cx="32"
        cy="32"
        r="12"
        fill="none"
        stroke="#c79a52"
        strokeWidth="2"
        strokeDasharray="4 3"
      />
      <circle cx="32" cy="32" r="5" fill="#ff3b2f" />
      <circle cx="30.5" cy="30.5" r="1.6" fill="#ffd1c8" />
    </svg>
  );
}

/** A gold rune: what a safe cell holds. */
export function RuneIcon() {
  return (
    <svg viewBox="0 0 64 64" className="rune-icon" aria-hidden="true">
      <defs>
        <linearGradient id="rune-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#fff1b8" />
          <stop offset="50%" stopColor="#f2c14e" />
          <stop offset="100%" stopColor="#b9791b" />
        </linearGradient>
      </defs>
      <path
        d="M32 6 L52 22 L44 54 L20 54 L12 22 Z"
        fill="url(#rune-gold)"
        stroke="#7a4f12"
        strokeWidth="2"
      />
      <path
        d="M32 6 L32 54 M12 22 L52 22 M20 54 L32 22 L44 54"
        fill="none"
        stroke="#8a5a16"
        strokeWidth="1.5"
        opacity="0.55"
      />
      <path d="M24 14 L30 10" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" opacity="0.8" />
    </svg>
  );
}

/** The banner: a powder keg with a lit fuse, sparks and smoke. */
export function TechiesBanner() {
  return (
    <svg viewBox="0 0 220 160" className="techies-banner" aria-hidden="true">
      <defs>
        <radialGradient id="keg-glow" cx="50%" cy="55%" r="50%">
          <stop offset="0%" stopColor="rgba(255,140,40,0.55)" />
          <stop offset="100%" stopColor="rgba(255,140,40,0)" />
        </radialGradient>
        <linearGradient id="keg-wood" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0%" stopColor="#5a3417" />
          <stop offset="45%" stopColor="#a4652d" />
          <stop offset="100%" stopColor="#4a2a12" />
        </linearGradient>
      </defs>
      <circle cx="110" cy="96" r="72" fill="url(#keg-glow)" />
      <ellipse cx="110" cy="146" rx="60" ry="8" fill="rgba(0,0,0,0.45)" />
      <path
        d="M70 64 Q64 100 70 140 L150 140 Q156 100 150 64 Z"
        fill="url(#keg-wood)"
        stroke="#2a170a"
        strokeWidth="3"
      />
      <ellipse cx="110" cy="64" rx="40" ry="10" fill="#6e4220" stroke="#2a170a" strokeWidth="3" />
      {[80, 102, 124].map((y) => (
        <path
          key={y}
          d={`M${67 + (y - 80) * 0.02} ${y} Q110 ${y + 8} ${153 - (y - 80) * 0.02} ${y}`}
          fill="none"
          stroke="#8d8d94"
          strokeWidth="5"
        />
      ))}
      <path
        d="M96 108 l6 -14 l6 10 l6 -16 l6 20"
        fill="none"
        stroke="#f2c14e"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        className="techies-banner__fuse"
        d="M110 56 Q118 36 134 34 Q150 32 156 20"
        fill="none"
        stroke="#c9b189"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <g className="techies-banner__spark">
        <circle cx="157" cy="18" r="7" fill="#fff3a8" />
        {Array.from({ length: 8 }, (_, i) => (
          <line
            key={i}
            x1="157"
            y1="18"
            x2="157"
            y2="2"
            stroke="#ffb33b"
            strokeWidth="2.5"
            strokeLinecap="round"
            transform={`rotate(${i * 45} 157 18)`}
          />
        ))}
      </g>
      <circle cx="44" cy="120" r="10" fill="rgba(160,150,140,0.18)" />
      <circle cx="182" cy="112" r="14" fill="rgba(160,150,140,0.14)" />
    </svg>
  );
}
