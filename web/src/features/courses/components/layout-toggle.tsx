import type { CourseLayout } from './course-card';
import styles from './layout-toggle.module.css';

const CHOICES: { value: CourseLayout; label: string; icon: string }[] = [
  { value: 'grid', label: 'Grid view', icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z' },
  { value: 'list', label: 'List view', icon: 'M4 5h16M4 12h16M4 19h16' },
];

/** Grid or list: two pressed-state buttons. */
export function LayoutToggle({
  value,
  onChange,
}: {
  value: CourseLayout;
  onChange: (v: CourseLayout) => void;
}) {
  return (
    <div className={styles.toggle} role="group" aria-label="Layout">
      {CHOICES.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={value === choice.value}
          aria-label={choice.label}
          title={choice.label}
          onClick={() => onChange(choice.value)}
        >
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d={choice.icon} />
          </svg>
        </button>
      ))}
    </div>
  );
}
