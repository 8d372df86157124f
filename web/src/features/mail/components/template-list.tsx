import type { Template } from '@atelier/contract/mail';
import { Button } from '../../../components/ui/button';
import styles from './template-list.module.css';
import { formatDateTime } from '../../../lib/dates';

interface TemplateListProps {
  templates: readonly Template[];
  /** The name of the template in the form, if one is being updated. */
  editing: string | undefined;
  onEdit: (template: Template) => void;
  onDelete: (template: Template) => void;
}

function Updated({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <p className={styles.date}>
      Updated <time dateTime={iso}>{formatDateTime(date)}</time>
    </p>
  );
}

/** The saved templates (spec-2 §2), newest first, each with Edit and Delete. */
export function TemplateList({ templates, editing, onEdit, onDelete }: TemplateListProps) {
  return (
    <ul className={styles.grid}>
      {templates.map((template) => (
        <li key={template.name}>
          <article
            className={styles.card}
            aria-label={template.name}
            data-editing={template.name === editing || undefined}
          >
            <div className={styles.text}>
              <h3 className={styles.name}>{template.name}</h3>
              <p className={styles.subject}>{template.subject}</p>
              <Updated iso={template.updatedAt} />
            </div>
            <div className={styles.actions}>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onEdit(template)}
                aria-pressed={template.name === editing}
              >
                Edit
              </Button>
              <Button size="sm" variant="ghost" className={styles.delete} onClick={() => onDelete(template)}>
                Delete
              </Button>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
