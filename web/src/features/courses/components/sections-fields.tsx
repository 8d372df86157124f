import { useFieldArray } from 'react-hook-form';
import { TextareaField, TextField } from '../../../components/ui/field';
import { Field } from '../../../components/ui/form';
import { chapterLabel, courseField, emptyChapter, emptySection, type CourseControl } from '../course-draft';
import styles from './course-form.module.css';
import { TextRowsField } from './text-rows-field';

export function SectionsFields({ control }: { control: CourseControl }) {
  const sections = useFieldArray({ control, name: 'sections' });
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>Sections</legend>
      {sections.fields.length === 0 && <p className={styles.hint}>No sections.</p>}
      {sections.fields.map((section, s) => (
        <SectionFields key={section.id} control={control} index={s} onRemove={() => sections.remove(s)} />
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

interface SectionFieldsProps {
  control: CourseControl;
  index: number;
  onRemove: () => void;
}

function SectionFields({ control, index: s, onRemove }: SectionFieldsProps) {
  const chapters = useFieldArray({ control, name: `sections.${s}.chapters` });
  return (
    <div className={`${styles.block} ${styles.sectionBlock}`}>
      <div className={styles.blockHead}>
        <h4>Section {s + 1}</h4>
        <button type="button" className={styles.textButton} onClick={onRemove}>
          Remove section {s + 1}
        </button>
      </div>
      <Field control={control} as={TextField} {...courseField(`sections.${s}.name`)} />
      {chapters.fields.map((chapter, c) => (
        <ChapterFields
          key={chapter.id}
          control={control}
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

interface ChapterFieldsProps {
  control: CourseControl;
  section: number;
  index: number;
  onRemove: () => void;
}

function ChapterFields({ control, section: s, index: c, onRemove }: ChapterFieldsProps) {
  const label = chapterLabel(s, c);
  const at = `sections.${s}.chapters.${c}` as const;
  return (
    <div className={styles.chapter} role="group" aria-label={label}>
      <div className={styles.blockHead}>
        <h5>{label}</h5>
        <button type="button" className={styles.textButton} onClick={onRemove}>
          Remove {label.toLowerCase()}
        </button>
      </div>
      <div className={styles.grid2}>
        <Field control={control} as={TextField} {...courseField(`${at}.name`)} />
        <Field
          control={control}
          as={TextField}
          {...courseField(`${at}.content`)}
          type="url"
          inputMode="url"
          placeholder="https://"
        />
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
