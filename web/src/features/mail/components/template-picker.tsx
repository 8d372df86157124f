import type { Template } from '@atelier/contract/mail';
import { MailIcon } from '../../../components/ui/icons';
import styles from './template-picker.module.css';

interface TemplatePickerProps {
  templates: readonly Template[];
  selected: string | undefined;
  disabled?: boolean;
  onSelect: (name: string) => void;
}

/** The bulk sender's grid of templates (spec-2 §2): one button per template, the chosen one pressed. */
export function TemplatePicker({ templates, selected, disabled, onSelect }: TemplatePickerProps) {
  return (
    <ul className={styles.grid} aria-label="Templates">
      {templates.map((template) => (
        <li key={template.name}>
          <button
            type="button"
            className={styles.card}
            aria-pressed={template.name === selected}
            disabled={disabled}
            onClick={() => onSelect(template.name)}
          >
            <span className={styles.icon} aria-hidden="true">
              <MailIcon size={18} />
            </span>
            <span className={styles.text}>
              <span className={styles.name}>{template.name}</span>
              <span className={styles.subject}>{template.subject}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
