import type {
  Assignment,
  AssignmentTask,
  MemberAssignment,
  Submission,
  SubmissionsOverview,
  TaskProgress,
} from '@atelier/contract/assignments';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { makeUser, mockApi, storeSession, type MockAnswer, type RecordedCall } from '../../test/api-mock';
import { renderApp } from '../../test/render';

/** Test data and signed-in users for the assignment screens' tests. */
export const admin = makeUser({ role: 'admin', name: 'Meera Admin' });
export const member = makeUser({
  _id: '7a1c2b8e-1d6a-4c1e-9a7e-1a2b3c4d5e6f',
  role: 'smartLABS',
  name: 'Asha Rao',
  email: 'asha@example.org',
});

export const assignmentId = (n: number) => `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const submissionId = (n: number) => `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const TASKS: AssignmentTask[] = [
  { taskNumber: 1, code: 'T1', instructions: 'Sketch the site plan.', hints: ['North up', 'Scale 1:500'] },
  { taskNumber: 2, code: 'T2', instructions: 'Model the massing.', hints: [] },
  { taskNumber: 3, code: 'T3', instructions: 'Render two views.', hints: ['Golden hour'] },
].map((task) => ({ ...task, accepts: 'images' as const, minFiles: 5, ids: null }));

export function makeAssignment(n: number, overrides: Partial<Assignment> = {}): Assignment {
  return {
    _id: assignmentId(n),
    code: `A${n}`,
    title: `Pavilion ${n}`,
    brief: 'Design a small pavilion for the campus lawn.',
    type: 'Individual',
    evaluation: '10 credits',
    allocatedIn: 'Week 3',
    submissionType: 'Images',
    output: 'Five renders',
    generalNotes: ['Use metric units', 'Name files by task'],
    image: `/api/files/assignments/cover-${n}.png?sig=1`,
    isLocked: false,
    tasks: TASKS,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeMemberAssignment(n: number, overrides: Partial<MemberAssignment> = {}): MemberAssignment {
  return { ...makeAssignment(n), totalTasks: 3, completedTasks: 0, started: false, ...overrides };
}

export function progress(taskNumber: number, overrides: Partial<TaskProgress> = {}): TaskProgress {
  return {
    taskNumber,
    isComplete: false,
    status: 'open',
    uploadedToDrive: false,
    submittedAt: null,
    files: [],
    feedback: null,
    reviewedAt: null,
    ...overrides,
  };
}

export const submittedProgress = (taskNumber: number, files = 5, overrides: Partial<TaskProgress> = {}) =>
  progress(taskNumber, {
    isComplete: true,
    status: 'submitted',
    uploadedToDrive: true,
    submittedAt: '2026-03-04T09:30:00.000Z',
    files: Array.from({ length: files }, (_, i) => ({
      url: `/api/files/submissions/t${taskNumber}-${i + 1}.png?sig=1`,
      bytes: 2048,
    })),
    ...overrides,
  });

export function makeSubmission(
  progressList: TaskProgress[],
  overrides: Partial<Submission> = {},
): Submission {
  return {
    _id: submissionId(1),
    assignmentId: assignmentId(1),
    userId: member._id,
    tasks: TASKS,
    taskProgress: TASKS.map(
      (t) => progressList.find((p) => p.taskNumber === t.taskNumber) ?? progress(t.taskNumber),
    ),
    createdAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function makeOverview(submissions: SubmissionsOverview['submissions']): SubmissionsOverview {
  return { assignment: makeAssignment(1), submissions };
}

export type Handler = MockAnswer | ((call: RecordedCall) => MockAnswer | Promise<MockAnswer>);

/** Signs `user` in, answers `handlers`, opens `path` and waits for the page's heading. */
export async function openAs(
  user: typeof admin,
  path: string,
  handlers: Record<string, Handler>,
  heading: string | RegExp,
) {
  storeSession('tok', user);
  // jsdom has no object URLs; the previews only need one to show.
  let made = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:preview-${++made}`),
    revokeObjectURL: vi.fn(),
  });
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    ...handlers,
  });
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 });
  return { ...view, api, user: userEvent.setup() };
}

/** The multipart body of the fetch call to `path`. */
export function formSentTo(api: ReturnType<typeof mockApi>, method: string, path: string): FormData {
  const call = api.fetchMock.mock.calls.find(
    ([input, init]) => String(input) === path && (init?.method ?? 'GET') === method,
  );
  const body = call?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error(`no multipart ${method} ${path}`);
  return body;
}

/** A small image file as the picker would hand it over. */
export const imageFile = (name: string, type = 'image/png', bytes = 64) =>
  new File([new Uint8Array(bytes)], name, { type });
