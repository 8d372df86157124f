import { useId, type ReactNode } from 'react';
import {
  get,
  useFieldArray,
  useFormState,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldValues,
} from 'react-hook-form';
import styles from './sectioned-form.module.css';

/** A section's field label: short on screen, and its accessible name says which section it is in. */
export type SectionLabel = (part: string) => ReactNode;

interface SectionListProps<
  TValues extends FieldValues,
  TName extends ArrayPath<TValues>,
  TTransformed extends FieldValues,
> {
  control: Control<TValues, unknown, TTransformed>;
  /** The form's array of sections. */
  name: TName;
  /** How many sections the contract allows; Add section stops there. */
  max: number;
  /** The values of a section Add section appends. */
  emptySection: () => FieldArray<TValues, TName>;
  /** One section's fields, named `${name}.${index}.…`. */
  children: (index: number, label: SectionLabel) => ReactNode;
}

/**
 * The "Sections" part of a sectioned form (blogs, summaries): a group per section with its heading
 * and Remove, the list's own problem, and Add section. At least one section always stays (spec-2 §2).
 */
export function SectionList<
  TValues extends FieldValues,
  TName extends ArrayPath<TValues>,
  TTransformed extends FieldValues,
>({ control, name, max, emptySection, children }: SectionListProps<TValues, TName, TTransformed>) {
  const sections = useFieldArray({ control, name });
  const { errors } = useFormState({ control });
  const listError: string | undefined = get(errors, `${name}.root.message`) ?? get(errors, `${name}.message`);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>
        <h2>Sections</h2>
      </legend>
      {sections.fields.map((section, index) => (
        <SectionGroup
          key={section.id}
          index={index}
          canRemove={sections.fields.length > 1}
          onRemove={() => sections.remove(index)}
        >
          {children}
        </SectionGroup>
      ))}
      {listError && (
        <p className={styles.error} role="alert">
          {listError}
        </p>
      )}
      <button
        type="button"
        className={styles.add}
        disabled={sections.fields.length >= max}
        onClick={() => sections.append(emptySection())}
      >
        + Add section
      </button>
    </fieldset>
  );
}

interface SectionGroupProps {
  index: number;
  canRemove: boolean;
  onRemove: () => void;
  children: (index: number, label: SectionLabel) => ReactNode;
}

function SectionGroup({ index, canRemove, onRemove, children }: SectionGroupProps) {
  const n = index + 1;
  const headingId = useId();
  const label: SectionLabel = (part) => (
    <>
      <span className="visually-hidden">Section {n} </span>
      {part}
    </>
  );
  return (
    <div className={styles.section} role="group" aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h3 id={headingId} className={styles.sectionTitle}>
          Section {n}
        </h3>
        <button type="button" className={styles.remove} onClick={onRemove} disabled={!canRemove}>
          Remove section {n}
        </button>
      </div>
      {children(index, label)}
    </div>
  );
}
