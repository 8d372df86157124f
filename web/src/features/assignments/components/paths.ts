const ADMIN = '/dashboard/admin/assignment-manager';
const MEMBER = '/dashboard/smartLABS/assignment';
const id = encodeURIComponent;

/** Where the assignment screens live (admin-area.tsx and smartlabs-area.tsx route them). */
export const ASSIGNMENT_PATHS = {
  manager: ADMIN,
  edit: (assignmentId: string) => `${ADMIN}/${id(assignmentId)}/edit`,
  submissions: (assignmentId: string) => `${ADMIN}/${id(assignmentId)}`,
  list: MEMBER,
  overview: (assignmentId: string) => `${MEMBER}/${id(assignmentId)}/start`,
  tasks: (assignmentId: string) => `${MEMBER}/${id(assignmentId)}/tasks`,
  task: (assignmentId: string, taskNumber: number) => `${MEMBER}/${id(assignmentId)}/task/${taskNumber}`,
  /** The design review of a task (issue 27): the admin's of any member's submission, the member's of their own. */
  adminReview: (assignmentId: string, submissionId: string, taskNumber: number) =>
    `${ADMIN}/${id(assignmentId)}/review/${id(submissionId)}/${taskNumber}`,
  memberReview: (assignmentId: string, taskNumber: number) =>
    `${MEMBER}/${id(assignmentId)}/task/${taskNumber}/review`,
};
