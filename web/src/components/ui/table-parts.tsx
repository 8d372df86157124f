import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from './button';
import styles from './table-parts.module.css';

/** A column heading, or a heading with its cells' class (`cell.end` for figures). */
type Column = string | { label: string; className?: string };

interface DataTableHeadProps {
  /** The column headings, in order. */
  columns: readonly Column[];
  /** A last column of row actions, whose heading only a screen reader hears. */
  actions?: boolean;
}

/** A table's heading row: one `<th scope="col">` per column, then the actions column's hidden heading. */
export function DataTableHead({ columns, actions = true }: DataTableHeadProps) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const { label, className } = typeof column === 'string' ? { label: column } : column;
          return (
            <th key={label} scope="col" className={className}>
              {label}
            </th>
          );
        })}
        {actions && (
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        )}
      </tr>
    </thead>
  );
}

interface SwapLabelProps<Word extends string> {
  /** Every word the button may show. */
  words: readonly Word[];
  /** The one it shows now. */
  current: Word;
}

/**
 * A toggle's label whose words all take the room of the widest, so a button is as wide in every row
 * and the buttons after it never shift (Lock/Unlock, Publish/Unpublish).
 */
export function SwapLabel<Word extends string>({ words, current }: SwapLabelProps<Word>) {
  return (
    <span className={styles.swap}>
      {words.map((word) => (
        <span key={word} className={word === current ? undefined : styles.unshown}>
          {word}
        </span>
      ))}
    </span>
  );
}

interface RowActionProps {
  /** What it does, as its accessible name begins: 'Edit', 'Results of'. */
  verb: string;
  /** Which row it acts on, as its accessible name ends: the course's title, the assignment's code. */
  item: string;
  /** What it shows; the verb unless given. */
  children?: ReactNode;
}

type RowButtonProps = RowActionProps &
  Omit<ComponentProps<typeof Button>, 'size' | 'aria-label' | 'children'>;

/** A row's small action button, named after its row ('Delete BIM Fundamentals'); secondary unless told. */
export function RowButton({ verb, item, children, variant = 'secondary', ...button }: RowButtonProps) {
  return (
    <Button size="sm" variant={variant} aria-label={`${verb} ${item}`} {...button}>
      {children ?? verb}
    </Button>
  );
}

/** A row's small action that opens a page, looking like a RowButton ('Results of Parametric basics'). */
export function RowLink({ verb, item, children, to }: RowActionProps & { to: string }) {
  return (
    <Link
      to={to}
      className={buttonClass({ variant: 'secondary', size: 'sm' })}
      aria-label={`${verb} ${item}`}
    >
      {children ?? verb}
    </Link>
  );
}
