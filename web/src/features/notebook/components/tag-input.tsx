import { cleanTags } from '@atelier/contract/notebook';
import { useId, type KeyboardEvent } from 'react';
import styles from './notebook.module.css';

interface TagInputProps {
  tags: string[];
  onTagsChange: (tags: string[]) => void;
  /** What is typed but not yet a tag. */
  pending: string;
  onPendingChange: (text: string) => void;
}

/** Tags are added with Enter or a comma: trimmed, blank ones ignored, duplicates not added (spec-1 §5). */
export function TagInput({ tags, onTagsChange, pending, onPendingChange }: TagInputProps) {
  const id = useId();

  function commit(text: string) {
    onTagsChange(cleanTags([...tags, ...text.split(',')]));
    onPendingChange('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(pending);
    } else if (event.key === 'Backspace' && pending === '' && tags.length > 0) {
      onTagsChange(tags.slice(0, -1));
    }
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Tags
      </label>
      <div className={styles.tagBox}>
        {tags.length > 0 && (
          <ul className={styles.tags} aria-label="Tags of this note">
            {tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
                <button
                  type="button"
                  aria-label={`Remove tag ${tag}`}
                  onClick={() => onTagsChange(tags.filter((t) => t !== tag))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={id}
          className={styles.tagInput}
          value={pending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const value = event.target.value;
            // A pasted or typed comma ends a tag, as Enter does.
            if (value.includes(',')) commit(value);
            else onPendingChange(value);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        Press Enter or type a comma to add a tag.
      </p>
    </div>
  );
}
