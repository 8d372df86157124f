import { useId } from 'react';
import styles from './logo.module.css';

/** The product mark: a drafting triangle on a rounded tile. */
export function LogoMark({ size = 32 }: { size?: number }) {
  // Each mark needs its own gradient id: a gradient defined inside a hidden copy does not paint.
  const gradientId = useId();
  return (
    <svg
      className={styles.mark}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#a855f7" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path d="M9 23 16 8l7 15h-4.2L16 16.6 13.2 23H9Z" fill="#fff" />
      <circle cx="23.5" cy="9.5" r="2.5" fill="#fcd34d" />
    </svg>
  );
}

export function Logo({ name, size }: { name: string; size?: number }) {
  return (
    <span className={styles.logo}>
      <LogoMark size={size} />
      <span>{name}</span>
    </span>
  );
}
