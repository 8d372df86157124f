import type { Assignment } from '@atelier/contract/assignments';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { buttonClass } from '../../../components/ui/button';
import { useUpdateAssignment } from '../api/update-assignment';
import { ASSIGNMENT_TEXT } from '../messages';
import { assignmentFormData, assignmentToDraft, type AssignmentOutput } from './assignment-draft';
import { AssignmentForm } from './assignment-form';
import { formProblem } from './form-problem';
import { ASSIGNMENT_PATHS } from './paths';

/** An existing assignment in the form; saved, it is back on the Assignment Manager. */
export function AssignmentEdit({ assignment }: { assignment: Assignment }) {
  const update = useUpdateAssignment(assignment._id);
  const navigate = useNavigate();

  async function submit(values: AssignmentOutput, cover: File | null) {
    let message: string;
    try {
      ({ message } = await update.mutateAsync(assignmentFormData(values, cover)));
    } catch (error) {
      toast.error(formProblem(error, ASSIGNMENT_TEXT.updateFailed));
      throw error;
    }
    toast.success(message || ASSIGNMENT_TEXT.updated);
    void navigate(ASSIGNMENT_PATHS.manager);
  }

  return (
    <AssignmentForm
      initial={() => assignmentToDraft(assignment)}
      currentCover={assignment.image}
      submitLabel={ASSIGNMENT_TEXT.saveButton}
      pending={update.isPending}
      onSubmit={submit}
      saved={assignment}
      secondaryAction={
        <Link to={ASSIGNMENT_PATHS.manager} className={buttonClass({ variant: 'secondary' })}>
          Cancel
        </Link>
      }
    />
  );
}
