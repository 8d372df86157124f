import { useState } from 'react';
import { toast } from 'react-toastify';
import { useCreateAssignment } from '../api/create-assignment';
import { ASSIGNMENT_MESSAGES, ASSIGNMENT_TEXT } from '../messages';
import { assignmentFormData, emptyAssignmentDraft, type AssignmentOutput } from './assignment-draft';
import { AssignmentForm } from './assignment-form';
import { formProblem } from './form-problem';

/** A new assignment: 'Assignment Created!' and an empty form again, or why it was refused (spec-2 §4, §8). */
export function AssignmentCreate() {
  const create = useCreateAssignment();
  // A new key after a success gives the admin an empty form (and no cover) for the next assignment.
  const [formKey, setFormKey] = useState(0);

  async function submit(values: AssignmentOutput, cover: File | null) {
    let message: string;
    try {
      ({ message } = await create.mutateAsync(assignmentFormData(values, cover)));
    } catch (error) {
      toast.error(formProblem(error, ASSIGNMENT_MESSAGES.createFailed));
      throw error;
    }
    toast.success(message || ASSIGNMENT_MESSAGES.created);
    setFormKey((key) => key + 1);
  }

  return (
    <AssignmentForm
      key={formKey}
      initial={emptyAssignmentDraft}
      submitLabel={ASSIGNMENT_TEXT.createButton}
      pending={create.isPending}
      onSubmit={submit}
    />
  );
}
