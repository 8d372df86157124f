import type { Assignment } from '@atelier/contract/assignments';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/loading';
import { useAssignments } from '../api/get-assignments';
import { useToggleLock } from '../api/toggle-lock';
import { ASSIGNMENT_TEXT } from '../messages';
import { AssignmentTable } from './assignment-table';

const plural = (n: number) => `${n} ${n === 1 ? 'assignment' : 'assignments'}`;

/** The Assignment Manager's list: every assignment with Lock or Unlock (spec-2 §Admin assignment manager). */
export function AssignmentList() {
  const assignments = useAssignments();
  const lock = useToggleLock();

  function toggle(assignment: Assignment) {
    lock.mutate(assignment._id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: () => toast.error(ASSIGNMENT_TEXT.lockFailed),
    });
  }

  return (
    <Card aria-labelledby="assignments-heading">
      <CardHeader
        id="assignments-heading"
        title="Assignments"
        description={assignments.data ? plural(assignments.data.length) : undefined}
      />
      {assignments.isPending && <Loading label="Loading the assignments…" />}
      {assignments.isError && !assignments.data && (
        <div>
          <p role="alert">{ASSIGNMENT_TEXT.listLoadFailed}</p>
          <Button variant="secondary" size="sm" onClick={() => void assignments.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {assignments.data?.length === 0 && <p>{ASSIGNMENT_TEXT.noAssignments}</p>}
      {assignments.data && assignments.data.length > 0 && (
        <AssignmentTable
          assignments={assignments.data}
          busyId={lock.isPending ? lock.variables : undefined}
          onToggleLock={toggle}
        />
      )}
    </Card>
  );
}
