import type { Referral, SuccessResponse } from '@atelier/contract/waitlist';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors, FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { showServerError, useZodForm } from '../../../components/ui/form';
import { WAITLIST_MESSAGES } from '../messages';
import {
  emptyReferrals,
  firstIncompleteReferral,
  referralFormSchema,
  referralServerFields,
  type ReferralFormValues,
} from '../validation';
import { ReferralEntry } from './referral-entry';
import styles from './referral-form.module.css';

interface ReferralFormProps {
  /** A reason not to send at all, checked before the friends are (the saved waitlist user). */
  precheck?: () => string | undefined;
  send: (referrals: Referral[]) => Promise<SuccessResponse>;
}

type Path = FieldPath<ReferralFormValues>;

/**
 * spec-1 §2, spec-2: five friends as an accordion, one open at a time and the first open. A submit
 * with a blank friend opens the first such friend; success goes home (spec-1 §4).
 */
export function ReferralForm({ precheck, send }: ReferralFormProps) {
  const form = useZodForm(referralFormSchema, { defaultValues: emptyReferrals(), shouldFocusError: false });
  const { control, formState } = form;
  const navigate = useNavigate();
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  // A field in a closed entry cannot take focus: it is focused once its entry has opened.
  const focusNext = useRef<Path | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    form.setFocus(focusNext.current);
    focusNext.current = null;
  });

  function reveal(index: number, path: Path) {
    setOpenIndex(index);
    focusNext.current = path;
  }

  /** The entry and field of the first problem the form shows. */
  function firstProblem(errors: FieldErrors<ReferralFormValues>): { index: number; path: Path } | null {
    const values = form.getValues();
    const blank = firstIncompleteReferral(values);
    if (blank >= 0) {
      const key = values.referrals[blank]?.name?.trim() ? 'email' : 'name';
      return { index: blank, path: `referrals.${blank}.${key}` };
    }
    for (let index = 0; index < values.referrals.length; index++) {
      const entry = errors.referrals?.[index];
      if (entry) return { index, path: `referrals.${index}.${entry.name ? 'name' : 'email'}` };
    }
    return null;
  }

  async function submit(body: { referrals: Referral[] }) {
    let answer: SuccessResponse;
    try {
      answer = await send(body.referrals);
    } catch (error) {
      const problem = showServerError(form, error, referralServerFields, { shouldFocus: false });
      const where = problem?.name && /^referrals\.(\d+)\./.exec(problem.name);
      if (where && problem.name) reveal(Number(where[1]), problem.name);
      toast.error(problem?.message ?? WAITLIST_MESSAGES.referralsFailed);
      return;
    }
    if (!answer.success) {
      toast.error(answer.message || WAITLIST_MESSAGES.referralsFailed);
      return;
    }
    toast.success(WAITLIST_MESSAGES.referralsDone);
    navigate('/');
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const stop = precheck?.();
    if (stop) {
      event.preventDefault();
      toast.error(stop);
      return;
    }
    void form.handleSubmit(submit, (errors) => {
      if (firstIncompleteReferral(form.getValues()) >= 0) toast.error(WAITLIST_MESSAGES.fillReferrals);
      const first = firstProblem(errors);
      if (first) reveal(first.index, first.path);
    })(event);
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Your five friends">
      <ol className={styles.entries}>
        {emptyReferrals().referrals.map((_, index) => (
          <ReferralEntry
            key={index}
            index={index}
            control={control}
            errors={formState.errors}
            open={openIndex === index}
            onToggle={() => setOpenIndex((open) => (open === index ? null : index))}
          />
        ))}
      </ol>
      <Button type="submit" block loading={formState.isSubmitting}>
        Submit Referrals
      </Button>
    </form>
  );
}
