import styles from './thread.module.css';

interface LikeButtonProps {
  /** What the press does, after the count in the accessible name: 'like this post'. */
  label: string;
  liked: boolean;
  count: number;
  pending: boolean;
  onToggle: () => void;
}

/**
 * A pressed-state toggle: the second press takes the like back. Its name starts with the count it
 * shows ('1 like, like this question'), so a user who says what they see finds it (label in name).
 */
export function LikeButton({ label, liked, count, pending, onToggle }: LikeButtonProps) {
  return (
    <button
      type="button"
      className={styles.like}
      aria-pressed={liked}
      aria-label={`${count} ${count === 1 ? 'like' : 'likes'}, ${label}`}
      disabled={pending}
      onClick={onToggle}
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.4-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.8-7.5 10.2-7.5 10.2Z"
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span>{count}</span>
    </button>
  );
}
