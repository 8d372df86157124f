import type { CourseInput } from '@atelier/contract/courses';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { FormActions } from '../../../components/ui/form-actions';
import { TextField, TextareaField, UrlField } from '../../../components/ui/field';
import { errorList, Field, showServerError, useZodForm } from '../../../components/ui/form';
import { courseField, type CourseDraft } from '../course-draft';
import { COURSE_TEXT } from '../messages';
import { COURSE_FORM_SCHEMAS, courseServerFields, type CourseFormMode } from '../validate-course';
import { AuthorsFields } from './authors-fields';
import { CourseFormHeading, type HeadingLevel } from './course-form-heading';
import styles from './course-form.module.css';
import { SectionsFields } from './sections-fields';
import { TextRowsField } from './text-rows-field';

interface CourseFormProps {
  /** The first state (a function is called once, on mount). */
  initial: CourseDraft | (() => CourseDraft);
  mode: CourseFormMode;
  /** Its groups' heading level: one below the heading it sits under (a page's h1, a dialog's h2). */
  headingLevel: HeadingLevel;
  submitLabel: string;
  pending: boolean;
  /** Sends the course; a rejection is the server's refusal, shown on the field it names. */
  onSubmit: (body: CourseInput) => Promise<unknown>;
  onCancel?: () => void;
}

/** The whole course, for Create Course and for the Edit modal; checked before anything is sent. */
export function CourseForm({
  initial,
  mode,
  headingLevel,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: CourseFormProps) {
  const [defaultValues] = useState(initial);
  // A refused submit lists the problems at the top and moves focus there, not to a field.
  const form = useZodForm(COURSE_FORM_SCHEMAS[mode], { defaultValues, shouldFocusError: false });
  const { control, watch, trigger } = form;
  const problems = errorList(form.formState.errors);
  const summaryRef = useRef<HTMLDivElement>(null);
  const submitted = useRef(false);
  const refused = useRef(false);

  // Nothing is flagged before the first submit; after it, the problems follow every edit, all of
  // them at once (filling in one row can settle the problems of another). Subscribed from the
  // start, so no edit made right after a submit can slip past.
  useEffect(() => {
    const { unsubscribe } = watch(() => {
      if (submitted.current) void trigger();
    });
    return unsubscribe;
  }, [watch, trigger]);

  // Once a refused submit has rendered its problems, focus moves to their list.
  useLayoutEffect(() => {
    if (!refused.current || problems.length === 0) return;
    refused.current = false;
    summaryRef.current?.focus();
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    submitted.current = true;
    return form.handleSubmit(
      async (body) => {
        const draft = form.getValues();
        try {
          await onSubmit(body);
        } catch (error) {
          // The server's problem with a field joins the list, which takes focus as the form's own do.
          const shown = showServerError(form, error, courseServerFields(draft), { shouldFocus: false });
          if (shown?.name) refused.current = true;
        }
      },
      () => {
        refused.current = true;
      },
    )(event);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div
        ref={summaryRef}
        className={styles.summary}
        tabIndex={-1}
        hidden={problems.length === 0}
        role="alert"
      >
        {problems.length > 0 && (
          <>
            <p>{COURSE_TEXT.fixFields}</p>
            <ul>
              {problems.map((problem) => (
                <li key={problem.name}>{problem.message}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>
          <CourseFormHeading level={headingLevel}>Course</CourseFormHeading>
        </legend>
        <Field control={control} as={TextField} {...courseField('title')} />
        <Field control={control} as={TextareaField} {...courseField('description')} rows={4} />
        <Field control={control} as={UrlField} {...courseField('coverImage')} />
        <div className={styles.grid2}>
          <TextRowsField
            control={control}
            name="learningObjectives"
            legend="Learning objectives"
            itemLabel="Learning objective"
            addText="Add objective"
          />
          <TextRowsField control={control} name="skillsCovered" legend="Skills covered" itemLabel="Skill" />
        </div>
      </fieldset>
      <AuthorsFields control={control} headingLevel={headingLevel} />
      <SectionsFields control={control} headingLevel={headingLevel} />
      <FormActions className={styles.actions} pending={pending} onCancel={onCancel}>
        {submitLabel}
      </FormActions>
    </form>
  );
}
