import { useFieldArray } from 'react-hook-form';
import { TextField, TextareaField, UrlField } from '../../../components/ui/field';
import { Field } from '../../../components/ui/form';
import { chapterLabel, courseField, emptyChapter, emptySection, type CourseControl } from '../course-draft';
import { CourseFormHeading, type HeadingLevel } from './course-form-heading';
import styles from './course-form.module.css';
import { TextRowsField } from './text-rows-field';

interface SectionsFieldsProps {
  control: CourseControl;
  headingLevel: HeadingLevel;
}

export function SectionsFields({ control, headingLevel }: SectionsFieldsProps) {
  const sections = useFieldArray({ control, name: 'sections' });
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>
        <CourseFormHeading level={headingLevel}>Sections</CourseFormHeading>
      </legend>
      {sections.fields.length === 0 && <p className={styles.hint}>No sections.</p>}
      {sections.fields.map((section, s) => (
        <SectionFields
          key={section.id}
          control={control}
          headingLevel={headingLevel}
          index={s}
          onRemove={() => sections.remove(s)}
        />
      ))}
      <button
        type="button"
        className={styles.add}
        onClick={() => sections.append(emptySection(), { shouldFocus: false })}
      >
        + Add section
      </button>
    </fieldset>
  );
}

interface SectionFieldsProps extends SectionsFieldsProps {
  index: number;
  onRemove: () => void;
}

function SectionFields({ control, headingLevel, index: s, onRemove }: SectionFieldsProps) {
  const chapters = useFieldArray({ control, name: `sections.${s}.chapters` });
  return (
    <div className={`${styles.block} ${styles.sectionBlock}`}>
      <div className={styles.blockHead}>
        <CourseFormHeading level={headingLevel} below={1} className={styles.blockTitle}>
          Section {s + 1}
        </CourseFormHeading>
        <button type="button" className={styles.textButton} onClick={onRemove}>
          Remove section {s + 1}
        </button>
      </div>
      <Field control={control} as={TextField} {...courseField(`sections.${s}.name`)} />
      {chapters.fields.map((chapter, c) => (
        <ChapterFields
          key={chapter.id}
          control={control}
          headingLevel={headingLevel}
          section={s}
          index={c}
          onRemove={() => chapters.remove(c)}
        />
      ))}
      <button
        type="button"
        className={styles.add}
        onClick={() => chapters.append(emptyChapter(), { shouldFocus: false })}
      >
        + Add chapter to section {s + 1}
      </button>
    </div>
  );
}

interface ChapterFieldsProps extends SectionsFieldsProps {
  section: number;
  index: number;
  onRemove: () => void;
}

function ChapterFields({ control, headingLevel, section: s, index: c, onRemove }: ChapterFieldsProps) {
  const label = chapterLabel(s, c);
  const at = `sections.${s}.chapters.${c}` as const;
  return (
    <div className={styles.chapter} role="group" aria-label={label}>
      <div className={styles.blockHead}>
        <CourseFormHeading level={headingLevel} below={2} className={styles.blockTitle}>
          {label}
        </CourseFormHeading>
        <button type="button" className={styles.textButton} onClick={onRemove}>
          Remove {label.toLowerCase()}
        </button>
      </div>
      <div className={styles.grid2}>
        <Field control={control} as={TextField} {...courseField(`${at}.name`)} />
        <Field control={control} as={UrlField} {...courseField(`${at}.content`)} />
      </div>
      <Field control={control} as={TextareaField} {...courseField(`${at}.description`)} rows={2} />
      <TextRowsField
        control={control}
        name={`${at}.resources`}
        legend={`${label} resources`}
        itemLabel={`${label} resource`}
        addText="Add resource link"
        type="url"
        placeholder="https://"
      />
      <Field control={control} as={TextareaField} {...courseField(`${at}.summary`)} rows={3} />
    </div>
  );
}
