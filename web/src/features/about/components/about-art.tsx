import styles from './about-art.module.css';

/**
 * A laptop playing a lesson on a building, with books and a cup: learning at one's own pace. It is
 * drawn whole on its tile's background, whatever the tile's shape.
 */
export function StudyArt() {
  return (
    <svg
      className={styles.art}
      viewBox="0 0 400 300"
      role="img"
      aria-label="A laptop playing a design lesson beside a stack of books"
      focusable="false"
      preserveAspectRatio="xMidYMid meet"
    >
      <defs>
        <linearGradient id="about-study-screen" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#312e81" />
          <stop offset="1" stopColor="#4f46e5" />
        </linearGradient>
        <pattern id="about-study-grid" width="16" height="16" patternUnits="userSpaceOnUse">
          <path d="M16 0H0v16" fill="none" stroke="rgb(255 255 255 / 10%)" />
        </pattern>
      </defs>
      <circle cx="338" cy="62" r="38" fill="#ddd6fe" opacity="0.7" />
      <circle cx="52" cy="250" r="54" fill="#c7d2fe" opacity="0.45" />
      {/* desk */}
      <rect x="24" y="236" width="352" height="10" rx="5" fill="#a5b4fc" />
      {/* laptop */}
      <rect x="104" y="88" width="188" height="126" rx="10" fill="#1e1b4b" />
      <rect x="112" y="96" width="172" height="110" rx="4" fill="url(#about-study-screen)" />
      <rect x="112" y="96" width="172" height="110" rx="4" fill="url(#about-study-grid)" />
      <path d="M86 214h224l-14 22H100Z" fill="#c7d2fe" />
      <rect x="176" y="218" width="44" height="6" rx="3" fill="#a5b4fc" />
      {/* building on the screen */}
      <g strokeLinejoin="round">
        <path d="M198 118 236 138 198 158 160 138Z" fill="#c4b5fd" />
        <path d="M160 138v36l38 20v-36Z" fill="#818cf8" />
        <path d="M236 138v36l-38 20v-36Z" fill="#6366f1" />
      </g>
      {/* play button */}
      <circle cx="258" cy="184" r="13" fill="#fcd34d" />
      <path d="M254 177v14l11-7Z" fill="#312e81" />
      {/* progress bar */}
      <rect x="122" y="196" width="116" height="4" rx="2" fill="rgb(255 255 255 / 25%)" />
      <rect x="122" y="196" width="70" height="4" rx="2" fill="#67e8f9" />
      {/* books */}
      <rect x="300" y="206" width="68" height="14" rx="3" fill="#f59e0b" />
      <rect x="306" y="192" width="58" height="14" rx="3" fill="#4f46e5" />
      <rect x="298" y="220" width="72" height="16" rx="3" fill="#14b8a6" />
      {/* cup */}
      <path d="M44 200h34l-4 36H48Z" fill="#fff" stroke="#a5b4fc" strokeWidth="2" />
      <path d="M78 208c10 0 10 16 0 16" fill="none" stroke="#a5b4fc" strokeWidth="3" />
      <path
        d="M54 190c0-6 6-6 6-12M66 190c0-6 6-6 6-12"
        fill="none"
        stroke="#a5b4fc"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A globe with pins linked by arcs: learners in many cities and countries. */
export function ReachArt() {
  return (
    <svg
      className={styles.art}
      viewBox="0 0 400 300"
      role="img"
      aria-label="A globe with pins in cities around the world, linked by arcs"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id="about-reach-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#312e81" />
          <stop offset="1" stopColor="#4f46e5" />
        </linearGradient>
        <radialGradient id="about-reach-globe" cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#a5b4fc" />
          <stop offset="1" stopColor="#6366f1" />
        </radialGradient>
      </defs>
      <rect width="400" height="300" fill="url(#about-reach-bg)" />
      <g fill="#fff" opacity="0.55">
        <circle cx="42" cy="44" r="1.6" />
        <circle cx="352" cy="36" r="1.8" />
        <circle cx="312" cy="262" r="1.4" />
        <circle cx="70" cy="236" r="1.8" />
        <circle cx="372" cy="150" r="1.2" />
        <circle cx="28" cy="140" r="1.2" />
      </g>
      <circle cx="200" cy="150" r="112" fill="url(#about-reach-globe)" />
      <g fill="none" stroke="rgb(255 255 255 / 30%)" strokeWidth="1.5">
        <ellipse cx="200" cy="150" rx="112" ry="38" />
        <ellipse cx="200" cy="150" rx="112" ry="80" />
        <ellipse cx="200" cy="150" rx="40" ry="112" />
        <ellipse cx="200" cy="150" rx="82" ry="112" />
        <path d="M88 150h224M200 38v224" />
      </g>
      {/* continents, loosely */}
      <g fill="#e0e7ff" opacity="0.85">
        <path d="M132 92c18-12 44-10 52 4 6 12-8 18-4 30 4 14-14 22-28 16-12-6-10-20-20-26-10-8-10-16 0-24Z" />
        <path d="M214 84c20-6 50 2 62 20 8 12-6 20-20 18-14-2-18 10-30 8-14-2-24-14-22-28 2-8 4-14 10-18Z" />
        <path d="M226 170c16-6 36 0 40 14 4 16-10 32-26 36-14 4-24-8-26-22-2-12 2-24 12-28Z" />
        <path d="M150 176c10-4 22 2 22 14 0 14-8 30-18 34-8 2-12-10-12-22 0-12 0-22 8-26Z" />
      </g>
      {/* arcs between cities */}
      <g fill="none" stroke="#fcd34d" strokeWidth="2" strokeDasharray="5 5" strokeLinecap="round">
        <path d="M156 110Q200 60 248 104" />
        <path d="M248 104Q300 150 246 196" />
        <path d="M156 110Q120 160 160 200" />
      </g>
      {/* pins */}
      <g>
        <Pin x={156} y={110} />
        <Pin x={248} y={104} />
        <Pin x={246} y={196} />
        <Pin x={160} y={200} />
      </g>
    </svg>
  );
}

function Pin({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 0c-6-8-10-13-10-18a10 10 0 0 1 20 0c0 5-4 10-10 18Z" fill="#f59e0b" />
      <circle cx="0" cy="-18" r="4" fill="#fff" />
    </g>
  );
}
