import { TextareaField, TextField } from '../../../components/ui/field';
import {
  emptyChapter,
  emptySection,
  removeAt,
  replaceAt,
  type ChapterDraft,
  type SectionDraft,
} from '../course-draft';
import type { CourseErrors } from '../validate-course';
import styles from './course-form.module.css';
import { TextRowsField } from './text-rows-field';

interface SectionsFieldsProps {
  sections: SectionDraft[];
  onChange: (sections: SectionDraft[]) => void;
  errors: CourseErrors;
}

export function SectionsFields({ sections, onChange, errors }: SectionsFieldsProps) {
  const set = (s: number, patch: Partial<SectionDraft>) =>
    onChange(replaceAt(sections, s, { ...sections[s]!, ...patch }));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>Sections</legend>
      {sections.length === 0 && <p className={styles.hint}>No sections.</p>}
      {sections.map((section, s) => (
        <div key={section.key} className={`${styles.block} ${styles.sectionBlock}`}>
          <div className={styles.blockHead}>
            <h4>Section {s + 1}</h4>
            <button
              type="button"
              className={styles.textButton}
              onClick={() => onChange(removeAt(sections, s))}
            >
              Remove section {s + 1}
            </button>
          </div>
          <TextField
            label={`Section ${s + 1} name`}
            value={section.name}
            onChange={(e) => set(s, { name: e.target.value })}
            error={errors[`${section.key}.name`]}
          />
          {section.chapters.map((chapter, c) => (
            <ChapterFields
              key={chapter.key}
              label={`Section ${s + 1}, chapter ${c + 1}`}
              chapter={chapter}
              errors={errors}
              onChange={(next) => set(s, { chapters: replaceAt(section.chapters, c, next) })}
              onRemove={() => set(s, { chapters: removeAt(section.chapters, c) })}
            />
          ))}
          <button
            type="button"
            className={styles.add}
            onClick={() => set(s, { chapters: [...section.chapters, emptyChapter()] })}
          >
            + Add chapter to section {s + 1}
          </button>
        </div>
      ))}
      <button type="button" className={styles.add} onClick={() => onChange([...sections, emptySection()])}>
        + Add section
      </button>
    </fieldset>
  );
}

interface ChapterFieldsProps {
  label: string;
  chapter: ChapterDraft;
  errors: CourseErrors;
  onChange: (chapter: ChapterDraft) => void;
  onRemove: () => void;
}

function ChapterFields({ label, chapter, errors, onChange, onRemove }: ChapterFieldsProps) {
  const set = (patch: Partial<ChapterDraft>) => onChange({ ...chapter, ...patch });
  return (
    <div className={styles.chapter} role="group" aria-label={label}>
      <div className={styles.blockHead}>
        <h5>{label}</h5>
        <button type="button" className={styles.textButton} onClick={onRemove}>
          Remove {label.toLowerCase()}
        </button>
      </div>
      <div className={styles.grid2}>
        <TextField
          label={`${label} name`}
          value={chapter.name}
          onChange={(e) => set({ name: e.target.value })}
          error={errors[`${chapter.key}.name`]}
        />
        <TextField
          label={`${label} content URL`}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={chapter.content}
          onChange={(e) => set({ content: e.target.value })}
          error={errors[`${chapter.key}.content`]}
        />
      </div>
      <TextareaField
        label={`${label} description`}
        rows={2}
        value={chapter.description}
        onChange={(e) => set({ description: e.target.value })}
        error={errors[`${chapter.key}.description`]}
      />
      <TextRowsField
        legend={`${label} resources`}
        itemLabel={`${label} resource`}
        addText="Add resource link"
        type="url"
        placeholder="https://"
        rows={chapter.resources}
        onChange={(resources) => set({ resources })}
        errors={errors}
      />
      <TextareaField
        label={`${label} summary`}
        rows={3}
        value={chapter.summary}
        onChange={(e) => set({ summary: e.target.value })}
        error={errors[`${chapter.key}.summary`]}
      />
    </div>
  );
}
