import type { CourseInput } from '@atelier/contract/courses';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextareaField, TextField } from '../../../components/ui/field';
import type { CourseDraft } from '../course-draft';
import { COURSE_TEXT } from '../messages';
import { validateCourse, type CourseErrors, type CourseFormMode } from '../validate-course';
import { AuthorsFields } from './authors-fields';
import styles from './course-form.module.css';
import { SectionsFields } from './sections-fields';
import { TextRowsField } from './text-rows-field';

interface CourseFormProps {
  /** The first state (a function is called once, on mount). */
  initial: CourseDraft | (() => CourseDraft);
  mode: CourseFormMode;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: CourseInput) => void;
  onCancel?: () => void;
}

/** The whole course, for Create Course and for the Edit modal; checked before anything is sent. */
export function CourseForm({ initial, mode, submitLabel, pending, onSubmit, onCancel }: CourseFormProps) {
  const [draft, setDraft] = useState(initial);
  // Nothing is flagged before the first submit; after it, the problems follow every edit.
  const [checked, setChecked] = useState(false);
  const errors: CourseErrors = checked ? validateCourse(draft, mode).errors : {};
  const set = <K extends keyof CourseDraft>(field: K, value: CourseDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const problems = Object.values(errors);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    const result = validateCourse(draft, mode);
    if (result.body) onSubmit(result.body);
    else event.currentTarget.querySelector<HTMLElement>('[data-error-summary]')?.focus();
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div
        className={styles.summary}
        data-error-summary
        tabIndex={-1}
        hidden={problems.length === 0}
        role="alert"
      >
        {problems.length > 0 && (
          <>
            <p>{COURSE_TEXT.fixFields}</p>
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>Course</legend>
        <TextField
          label="Title"
          value={draft.title}
          onChange={(e) => set('title', e.target.value)}
          error={errors.title}
        />
        <TextareaField
          label="Description"
          rows={4}
          value={draft.description}
          onChange={(e) => set('description', e.target.value)}
          error={errors.description}
        />
        <TextField
          label="Cover image URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={draft.coverImage}
          onChange={(e) => set('coverImage', e.target.value)}
          error={errors.coverImage}
        />
        <div className={styles.grid2}>
          <TextRowsField
            legend="Learning objectives"
            itemLabel="Learning objective"
            addText="Add objective"
            rows={draft.learningObjectives}
            onChange={(rows) => set('learningObjectives', rows)}
            errors={errors}
          />
          <TextRowsField
            legend="Skills covered"
            itemLabel="Skill"
            rows={draft.skillsCovered}
            onChange={(rows) => set('skillsCovered', rows)}
            errors={errors}
          />
        </div>
      </fieldset>
      <AuthorsFields
        authors={draft.authors}
        onChange={(authors) => set('authors', authors)}
        errors={errors}
      />
      <SectionsFields
        sections={draft.sections}
        onChange={(sections) => set('sections', sections)}
        errors={errors}
      />
      <div className={styles.actions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
