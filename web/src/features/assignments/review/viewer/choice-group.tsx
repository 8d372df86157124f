import { useId } from 'react';
import styles from './choice-group.module.css';

interface ChoiceGroupProps<T extends string> {
  /** What is chosen ("Tool", "Compare"): the group's name. */
  legend: string;
  /** Each choice's value and the words shown beside its radio button. */
  options: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * One of a few ways of working, as radio buttons in a row under a legend: the review's tools (move,
 * pin, box) and the comparison's modes. Arrow keys move between them, as radio groups do.
 */
export function ChoiceGroup<T extends string>({ legend, options, value, onChange }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {options.map(([option, text]) => (
        <label key={option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {text}
        </label>
      ))}
    </fieldset>
  );
}
