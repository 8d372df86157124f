import { useId } from 'react';
import { useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { EmailField, TextField } from '../../../components/ui/field';
import { Field } from '../../../components/ui/form';
import { CheckIcon, ChevronDownIcon } from '../../../components/ui/icons';
import type { ReferralFormValues } from '../validation';
import styles from './referral-form.module.css';

interface ReferralEntryProps {
  index: number;
  control: Control<ReferralFormValues>;
  errors: FieldErrors<ReferralFormValues>;
  open: boolean;
  onToggle: () => void;
}

/** One friend: a header that opens and closes it, and the full name and e-mail under it. */
export function ReferralEntry({ index, control, errors, open, onToggle }: ReferralEntryProps) {
  const id = useId();
  const friend = useWatch({ control, name: `referrals.${index}` });
  const name = friend.name?.trim() ?? '';
  const complete = Boolean(name && friend.email?.trim());
  const invalid = Boolean(errors.referrals?.[index]);
  const status = invalid ? 'needs attention' : complete ? 'filled in' : 'not filled in';

  return (
    <li className={`${styles.entry} ${open ? styles.open : ''} ${invalid ? styles.invalid : ''}`}>
      <h3 className={styles.entryHeading}>
        <button
          type="button"
          id={`${id}-header`}
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
        >
          <span
            className={`${styles.badge} ${complete && !invalid ? styles.badgeDone : ''}`}
            aria-hidden="true"
          >
            {complete && !invalid ? <CheckIcon size={14} strokeWidth={3} /> : index + 1}
          </span>
          <span className={styles.entryTitle}>
            Friend {index + 1}
            {name && <span className={styles.entryName}>{name}</span>}
          </span>
          <span className="visually-hidden">, {status}</span>
          <ChevronDownIcon className={styles.chevron} size={18} />
        </button>
      </h3>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-header`}
        className={styles.panel}
        hidden={!open}
      >
        <Field
          control={control}
          name={`referrals.${index}.name`}
          as={TextField}
          label="Full name"
          autoComplete="off"
          required
        />
        <Field
          control={control}
          name={`referrals.${index}.email`}
          as={EmailField}
          label="Email"
          autoComplete="off"
          required
        />
      </div>
    </li>
  );
}
