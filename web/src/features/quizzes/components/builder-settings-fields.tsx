import {
  QUIZ_LIMITS,
  REVIEW_OPTION_LABELS,
  REVIEW_OPTIONS,
  type ReviewOption,
} from '@atelier/contract/quizzes';
import type { Control, FieldValues } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/ui/field';
import { Field } from '../../../components/ui/form';
import { QUIZ_ADMIN_TEXT } from '../admin-messages';
import { builderFieldLabel } from './builder-draft';
import styles from './builder-form.module.css';

/** The values the settings fields hold, in the builder's draft and in the settings form alike. */
export interface SettingsDraft {
  attemptsAllowed: number | string;
  reviewAnswers: ReviewOption;
  closesAt: string;
}

const REVIEW_CHOICES = REVIEW_OPTIONS.map((value) => ({ value, label: REVIEW_OPTION_LABELS[value] }));

/**
 * Issue 25's quiz settings: how many attempts a student may make, when their review shows the
 * correct answers, and when the quiz closes.
 */
export function SettingsFields<T extends SettingsDraft & FieldValues>({
  control,
}: {
  control: Control<T, unknown, unknown>;
}) {
  // The three names exist on every T (it extends SettingsDraft); react-hook-form cannot see that.
  const bound = control as unknown as Control<SettingsDraft, unknown, unknown>;
  const label = (name: keyof SettingsDraft) => ({ name, label: builderFieldLabel(name) });
  return (
    <div className={styles.grid3}>
      <Field
        control={bound}
        as={TextField}
        {...label('attemptsAllowed')}
        hint={QUIZ_ADMIN_TEXT.attemptsHint}
        type="number"
        inputMode="numeric"
        min={QUIZ_LIMITS.attemptsAllowed.min}
        max={QUIZ_LIMITS.attemptsAllowed.max}
        step={1}
      />
      <Field
        control={bound}
        as={SelectField}
        {...label('reviewAnswers')}
        hint={QUIZ_ADMIN_TEXT.reviewHint}
        options={REVIEW_CHOICES}
      />
      <Field
        control={bound}
        as={TextField}
        {...label('closesAt')}
        hint={QUIZ_ADMIN_TEXT.closesHint}
        type="datetime-local"
      />
    </div>
  );
}
