import { TextField } from '../../../components/ui/field';
import { emptyAuthor, removeAt, replaceAt, type AuthorDraft } from '../course-draft';
import type { CourseErrors } from '../validate-course';
import styles from './course-form.module.css';

interface AuthorsFieldsProps {
  authors: AuthorDraft[];
  onChange: (authors: AuthorDraft[]) => void;
  errors: CourseErrors;
}

export function AuthorsFields({ authors, onChange, errors }: AuthorsFieldsProps) {
  const set = (i: number, patch: Partial<AuthorDraft>) =>
    onChange(replaceAt(authors, i, { ...authors[i]!, ...patch }));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>Authors</legend>
      {authors.length === 0 && <p className={styles.hint}>No authors.</p>}
      {authors.map((author, i) => (
        <div key={author.key} className={styles.block}>
          <div className={styles.blockHead}>
            <h4>Author {i + 1}</h4>
            <button
              type="button"
              className={styles.textButton}
              onClick={() => onChange(removeAt(authors, i))}
            >
              Remove author {i + 1}
            </button>
          </div>
          <div className={styles.grid3}>
            <TextField
              label={`Author ${i + 1} name`}
              value={author.name}
              onChange={(e) => set(i, { name: e.target.value })}
              error={errors[`${author.key}.name`]}
            />
            <TextField
              label={`Author ${i + 1} LinkedIn ID`}
              value={author.linkedinId}
              onChange={(e) => set(i, { linkedinId: e.target.value })}
              error={errors[`${author.key}.linkedinId`]}
            />
            <TextField
              label={`Author ${i + 1} profile image URL`}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={author.profileImage}
              onChange={(e) => set(i, { profileImage: e.target.value })}
              error={errors[`${author.key}.profileImage`]}
            />
          </div>
        </div>
      ))}
      <button type="button" className={styles.add} onClick={() => onChange([...authors, emptyAuthor()])}>
        + Add author
      </button>
    </fieldset>
  );
}
