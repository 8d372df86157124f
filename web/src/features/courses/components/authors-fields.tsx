import { useFieldArray } from 'react-hook-form';
import { TextField, UrlField } from '../../../components/ui/field';
import { Field } from '../../../components/ui/form';
import { courseField, emptyAuthor, type CourseControl } from '../course-draft';
import { CourseFormHeading, type HeadingLevel } from './course-form-heading';
import styles from './course-form.module.css';

interface AuthorsFieldsProps {
  control: CourseControl;
  headingLevel: HeadingLevel;
}

export function AuthorsFields({ control, headingLevel }: AuthorsFieldsProps) {
  const authors = useFieldArray({ control, name: 'authors' });
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>
        <CourseFormHeading level={headingLevel}>Authors</CourseFormHeading>
      </legend>
      {authors.fields.length === 0 && <p className={styles.hint}>No authors.</p>}
      {authors.fields.map((author, i) => (
        <div key={author.id} className={styles.block}>
          <div className={styles.blockHead}>
            <CourseFormHeading level={headingLevel} below={1} className={styles.blockTitle}>
              Author {i + 1}
            </CourseFormHeading>
            <button type="button" className={styles.textButton} onClick={() => authors.remove(i)}>
              Remove author {i + 1}
            </button>
          </div>
          <div className={styles.grid3}>
            <Field control={control} as={TextField} {...courseField(`authors.${i}.name`)} />
            <Field control={control} as={TextField} {...courseField(`authors.${i}.linkedinId`)} />
            <Field control={control} as={UrlField} {...courseField(`authors.${i}.profileImage`)} />
          </div>
        </div>
      ))}
      <button
        type="button"
        className={styles.add}
        onClick={() => authors.append(emptyAuthor(), { shouldFocus: false })}
      >
        + Add author
      </button>
    </fieldset>
  );
}
