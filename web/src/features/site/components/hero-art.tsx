import styles from './hero-art.module.css';

/** A decorative drawing: a blueprint sheet with an isometric building and drafting tools. */
export function HeroArt() {
  return (
    <div className={styles.wrap} aria-hidden="true">
      <svg className={styles.art} viewBox="0 0 480 400" role="presentation" focusable="false">
        <defs>
          <linearGradient id="hero-sheet" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#312e81" />
            <stop offset="1" stopColor="#4f46e5" />
          </linearGradient>
          <linearGradient id="hero-roof" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#a5b4fc" />
            <stop offset="1" stopColor="#c4b5fd" />
          </linearGradient>
          <pattern id="hero-grid" width="24" height="24" patternUnits="userSpaceOnUse">
            <path d="M24 0H0v24" fill="none" stroke="rgb(255 255 255 / 12%)" strokeWidth="1" />
          </pattern>
        </defs>
        <rect x="20" y="20" width="440" height="340" rx="28" fill="url(#hero-sheet)" />
        <rect x="20" y="20" width="440" height="340" rx="28" fill="url(#hero-grid)" />
        {/* isometric building */}
        <g strokeLinejoin="round">
          <path d="M240 110 330 160 240 210 150 160Z" fill="url(#hero-roof)" />
          <path d="M150 160v110l90 50V210Z" fill="#818cf8" />
          <path d="M330 160v110l-90 50V210Z" fill="#6366f1" />
          <g fill="#e0e7ff" opacity="0.9">
            <path d="M168 190l18 10v22l-18-10Z" />
            <path d="M198 207l18 10v22l-18-10Z" />
            <path d="M168 232l18 10v22l-18-10Z" />
            <path d="M198 249l18 10v22l-18-10Z" />
          </g>
          <g fill="#c7d2fe" opacity="0.75">
            <path d="M264 217l18-10v22l-18 10Z" />
            <path d="M294 200l18-10v22l-18 10Z" />
            <path d="M264 259l18-10v22l-18 10Z" />
            <path d="M294 242l18-10v22l-18 10Z" />
          </g>
          <path
            d="M240 110 330 160v110l-90 50-90-50V160Z"
            fill="none"
            stroke="#fff"
            strokeWidth="2"
            opacity="0.6"
          />
        </g>
        {/* dimension line */}
        <g stroke="#fcd34d" strokeWidth="2" strokeLinecap="round">
          <path d="M120 166v104M114 166h12M114 270h12" />
        </g>
        {/* drafting triangle */}
        <path d="M360 330 430 330 430 260Z" fill="rgb(252 211 77 / 85%)" />
        <path d="M385 322 422 322 422 285Z" fill="url(#hero-sheet)" />
        {/* compass circle */}
        <circle cx="96" cy="92" r="34" fill="none" stroke="#67e8f9" strokeWidth="2" strokeDasharray="6 6" />
        <circle cx="96" cy="92" r="5" fill="#67e8f9" />
      </svg>
      <span className={`${styles.chip} ${styles.chipOne}`} />
      <span className={`${styles.chip} ${styles.chipTwo}`} />
    </div>
  );
}
