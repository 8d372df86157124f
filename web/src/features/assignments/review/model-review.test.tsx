import type { IdsReport, ModelDiff } from '@atelier/contract/models';
import type { Pin, ReviewFile, TaskReview } from '@atelier/contract/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ModelViewProvider,
  type ModelViewProps,
  type PinPlacement,
} from '../../../components/model-view/model-view';
import { mockApi, storeSession } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { failingReport, GLOBAL_IDS, makeModel, modelId, passingReport } from '../models/model.fixtures';
import {
  admin,
  assignmentId,
  makeSubmission,
  member,
  submissionId,
  submittedProgress,
  type Handler,
} from '../test-fixtures';
import { AdminReviewPage, MemberReviewPage } from './review-pages';
import { makePin } from './review.fixtures';

const SUB = submissionId(1);
const A = assignmentId(1);
const REVIEW = `GET /api/assignment/review/${SUB}/1`;
const MODEL_PINS = `POST /api/assignment/review/${SUB}/1/model-pins`;
const ADMIN_PATH = `/dashboard/admin/assignment-manager/${A}/review/${SUB}/1`;
const MEMBER_PATH = `/dashboard/smartLABS/assignment/${A}/task/1/review`;
const CAMERA = {
  position: [12, -8, 6] as [number, number, number],
  target: [2, 3, 1.5] as [number, number, number],
};
const PLACED: PinPlacement = {
  globalId: GLOBAL_IDS.door,
  camera: CAMERA,
  snapshot: 'data:image/png;base64,iVBORw0KGgo=',
};

/** A stand-in for the 3D viewer (jsdom has no WebGL): what it was handed, as text and buttons. */
function FakeViewer(props: ModelViewProps) {
  return (
    <section aria-label={props.label}>
      <p>Opens {props.url}</p>
      <p>Failing: {props.failures?.join(', ') || 'none'}</p>
      <ul aria-label="Pins in 3D">
        {props.pins?.map((pin) => (
          <li key={pin.id}>
            <button
              type="button"
              aria-pressed={pin.id === props.selectedPinId}
              onClick={() => props.onSelectPin?.(pin)}
            >
              3D pin {pin.number} on {pin.globalId}
            </button>
          </li>
        ))}
      </ul>
      {props.onPlacePin && (
        <button type="button" onClick={() => props.onPlacePin?.(PLACED)}>
          Pin the door
        </button>
      )}
    </section>
  );
}
const drawModel = (props: ModelViewProps) => <FakeViewer {...props} />;

const modelFile = (
  revision: number,
  report: IdsReport | null = failingReport,
  status: 'ready' | 'reading' | 'failed' = 'ready',
): ReviewFile => ({
  id: `m${revision}`,
  kind: 'model',
  url: `/api/files/models/r${revision}.ifc?sig=1`,
  previewUrl: `/api/files/models/r${revision}.ifc?sig=1`,
  pages: 1,
  width: null,
  height: null,
  bytes: 3_400_000,
  position: 1,
  name: 'house.ifc',
  model: makeModel({
    id: modelId(revision),
    url: `/api/files/models/r${revision}.ifc?sig=1`,
    report,
    status,
    error: status === 'failed' ? 'Could not read this model: it took longer than the time allowed.' : null,
    revision,
  }),
});
const modelPin = (number: number, overrides: Partial<Pin> = {}) =>
  makePin(
    number,
    {
      fileId: 'm1',
      x: 0,
      y: 0,
      globalId: GLOBAL_IDS.door,
      camera: CAMERA,
      snapshotUrl: `/api/files/snapshots/p${number}.png?sig=1`,
      ...overrides,
    },
    `Door ${number} needs a fire rating`,
  );
const revisionOf = (revision: number, file: ReviewFile) => ({
  revision,
  submittedAt: `2026-11-1${revision}T10:00:00.000Z`,
  status: 'submitted' as const,
  feedback: null,
  reviewedAt: null,
  files: [file],
});
const review = (pins: Pin[], files: ReviewFile[] = [modelFile(1)]): TaskReview => ({
  submissionId: SUB,
  assignmentId: A,
  taskNumber: 1,
  member: { _id: member._id, name: member.name },
  current: files.length,
  revisions: files.map((f, i) => revisionOf(i + 1, f)),
  pins,
});

/** Signs in, answers the API, opens the review page with the stand-in viewer provided, as the app's areas provide the real one. */
async function open(user: typeof admin, handlers: Record<string, Handler>) {
  storeSession('tok', user);
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:bcf'), revokeObjectURL: vi.fn() });
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user } },
    [`GET /api/smartlabs/assignment/submission/${A}`]: { body: makeSubmission([submittedProgress(1)]) },
    ...handlers,
  });
  const page = (element: React.ReactNode) => (
    <ModelViewProvider value={drawModel}>{element}</ModelViewProvider>
  );
  renderApp(user === admin ? ADMIN_PATH : MEMBER_PATH, [
    {
      path: '/dashboard/admin/assignment-manager/:id/review/:submissionId/:taskNumber',
      element: page(<AdminReviewPage />),
    },
    {
      path: '/dashboard/smartLABS/assignment/:assignmentId/task/:taskNumber/review',
      element: page(<MemberReviewPage />),
    },
  ]);
  await screen.findByRole('heading', { level: 1, name: 'Review of task 1' }, { timeout: 15_000 });
  return { api, user: userEvent.setup() };
}

describe('a model in the design review', { timeout: 30_000 }, () => {
  it('shows the revision’s model in 3D with its failing elements and pins, the report beside, and names it in the strip', async () => {
    await open(admin, { [REVIEW]: { body: review([modelPin(1)]) } });
    const viewer = await screen.findByRole('region', { name: 'Model of revision 1: house.ifc' });
    expect(within(viewer).getByText('Opens /api/files/models/r1.ifc?sig=1')).toBeInTheDocument();
    expect(
      within(viewer).getByText(`Failing: ${GLOBAL_IDS.wallNorth}, ${GLOBAL_IDS.wallSouth}`),
    ).toBeInTheDocument();
    expect(
      within(viewer).getByRole('button', { name: `3D pin 1 on ${GLOBAL_IDS.door}` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'IDS report: Studio 3 information requirements' }),
    ).toHaveTextContent("IfcWall 'Wall-GF-North': Pset_WallCommon.FireRating is missing");
    expect(screen.getByRole('button', { name: 'IFC4 model · house.ifc, 1 open pin' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const thread = screen.getByRole('list', { name: 'Pins' });
    expect(within(thread).getByRole('img', { name: 'Snapshot of pin 1' })).toHaveAttribute(
      'src',
      '/api/files/snapshots/p1.png?sig=1',
    );
    // Pins on a model come from the viewer's tool, not the drawing tools.
    expect(screen.queryByRole('radio', { name: 'Box' })).not.toBeInTheDocument();
  });

  it('says a model is still being read instead of drawing it', async () => {
    await open(admin, { [REVIEW]: { body: review([], [modelFile(1, null, 'reading')]) } });
    expect(await screen.findByText('This model is being read and checked…')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByText(/^Opens /)).not.toBeInTheDocument();
  });

  it('says why a model could not be read', async () => {
    await open(admin, { [REVIEW]: { body: review([], [modelFile(1, null, 'failed')]) } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not read this model: it took longer than the time allowed.',
    );
  });

  it('pins a comment to the element the reviewer picks, with its viewpoint and snapshot, and lists the new pin', async () => {
    let pins: Pin[] = [];
    const { api, user } = await open(admin, {
      [REVIEW]: () => ({ body: review(pins) }),
      [MODEL_PINS]: (call) => {
        pins = [
          modelPin(1, {
            snapshotUrl: null,
            comments: [{ ...modelPin(1).comments[0]!, body: (call.body as { comment: string }).comment }],
          }),
        ];
        return { status: 201, body: { message: 'Pin added', pin: pins[0] } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pin the door' }));
    const dialog = await screen.findByRole('dialog', { name: 'A new pin on the model' });
    await user.type(within(dialog).getByLabelText('What should the member look at?'), 'Rate this door EI30.');
    await user.click(within(dialog).getByRole('button', { name: 'Add the pin' }));
    await waitFor(() =>
      expect(api.callsTo(MODEL_PINS)[0]?.body).toEqual({
        fileId: 'm1',
        comment: 'Rate this door EI30.',
        globalId: GLOBAL_IDS.door,
        camera: CAMERA,
        snapshot: PLACED.snapshot,
      }),
    );
    const list = await screen.findByRole('list', { name: 'Pins' });
    expect(await within(list).findByText('Rate this door EI30.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `3D pin 1 on ${GLOBAL_IDS.door}` })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('selects a pin in the viewer when it is chosen in the list, by mouse or keyboard, and the other way round', async () => {
    const two = [modelPin(1), modelPin(2, { globalId: GLOBAL_IDS.wallNorth })];
    const { user } = await open(admin, { [REVIEW]: { body: review(two) } });
    const list = await screen.findByRole('list', { name: 'Pins' });
    await user.click(within(list).getByRole('button', { name: 'Pin 1: show it in the model' }));
    expect(screen.getByRole('button', { name: `3D pin 1 on ${GLOBAL_IDS.door}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    within(list).getByRole('button', { name: 'Pin 2: show it in the model' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: `3D pin 2 on ${GLOBAL_IDS.wallNorth}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: `3D pin 1 on ${GLOBAL_IDS.door}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(screen.getByRole('button', { name: `3D pin 1 on ${GLOBAL_IDS.door}` }));
    expect(within(list).getByRole('button', { name: 'Pin 1: show it in the model' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows the member the model and pins read-only, with the BCF to download beside the PDF', async () => {
    const { api, user } = await open(member, {
      [REVIEW]: { body: review([modelPin(1)]) },
      [`GET /api/assignment/review/${SUB}/1/review.bcfzip`]: { body: 'PK' },
    });
    await screen.findByRole('region', { name: 'Model of revision 1: house.ifc' });
    expect(screen.queryByRole('button', { name: 'Pin the door' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve pin 1' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Reply to pin 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the review (PDF)' })).toBeInTheDocument();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Download BCF (.bcfzip)' }));
    await waitFor(() => expect(saved).toEqual(['review-task-1.bcfzip']));
    expect(api.callsTo(`GET /api/assignment/review/${SUB}/1/review.bcfzip`)[0]?.headers).toMatchObject({
      authorization: 'Bearer tok',
    });
  });
  it('lists a pin left open on revision 1 beside revision 2, and choosing it opens revision 1’s model with it selected', async () => {
    const { user } = await open(admin, {
      [REVIEW]: { body: review([modelPin(1)], [modelFile(1), modelFile(2, passingReport)]) },
    });
    const viewer = await screen.findByRole('region', { name: 'Model of revision 2: house.ifc' });
    // The pin was made on revision 1's model: listed here to settle, not drawn on a model it was not made on.
    expect(within(viewer).queryByRole('button', { name: /3D pin 1/ })).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Pins' });
    await user.click(
      within(list).getByRole('button', { name: 'Pin 1 from revision 1: show it in the model' }),
    );
    const earlier = await screen.findByRole('region', { name: 'Model of revision 1: house.ifc' });
    expect(within(earlier).getByRole('button', { name: `3D pin 1 on ${GLOBAL_IDS.door}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(earlier).queryByRole('button', { name: 'Pin the door' })).not.toBeInTheDocument();
  });

  it('offers no BCF for a task of drawings', async () => {
    const drawing: ReviewFile = {
      ...modelFile(1),
      kind: 'image',
      name: 'plan.png',
      width: 100,
      height: 50,
      model: null,
    };
    await open(admin, { [REVIEW]: { body: review([], [drawing]) } });
    expect(await screen.findByRole('button', { name: 'Download the review (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download BCF (.bcfzip)' })).not.toBeInTheDocument();
  });
});

describe('what changed between two revisions of a model', { timeout: 30_000 }, () => {
  const diff: ModelDiff = {
    from: { revision: 1, report: failingReport, outline: makeModel().outline! },
    to: { revision: 2, report: passingReport, outline: makeModel().outline! },
    counts: { added: 1, removed: 1, changed: 2 },
    added: [{ globalId: '3cUkl32yn9qRSPvBJVyWw5', type: 'IfcDoor', name: 'D-02' }],
    removed: [{ globalId: '0K9xWSeHn0vR$GzX1W8_7c', type: 'IfcWindow', name: null }],
    changed: [
      {
        globalId: GLOBAL_IDS.wallNorth,
        type: 'IfcWall',
        name: 'Wall-GF-North',
        changes: [{ what: 'Pset_WallCommon.FireRating', before: null, after: 'REI60' }],
      },
    ],
  };

  it('compares the shown revision with the one before: counts, elements, changes and both IDS results', async () => {
    const { api, user } = await open(admin, {
      [REVIEW]: { body: review([], [modelFile(1), modelFile(2, passingReport)]) },
      [`GET /api/assignment/review/${SUB}/1/model-diff?from=1&to=2`]: { body: diff },
    });
    await user.click(await screen.findByRole('button', { name: 'What changed since revision 1' }));
    const panel = await screen.findByRole('region', { name: 'What changed from revision 1 to revision 2' });
    expect(api.callsTo(`GET /api/assignment/review/${SUB}/1/model-diff?from=1&to=2`)).toHaveLength(1);
    expect(within(panel).getByText('1 added · 1 removed · 2 changed')).toBeInTheDocument();
    expect(within(panel).getByRole('region', { name: 'Added: 1' })).toHaveTextContent("IfcDoor 'D-02'");
    expect(within(panel).getByRole('region', { name: 'Removed: 1' })).toHaveTextContent('IfcWindow');
    const changed = within(panel).getByRole('region', { name: 'Changed: 2' });
    expect(changed).toHaveTextContent("IfcWall 'Wall-GF-North'");
    expect(within(changed).getByText('Pset_WallCommon.FireRating: — → REI60')).toBeInTheDocument();
    expect(within(changed).getByText('and 1 more')).toBeInTheDocument();
    const row = within(panel).getByRole('row', { name: /Walls have a fire rating/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Fails · 0 of 2 passed', 'Passes · 2 of 2 passed']);
    await user.click(screen.getByRole('button', { name: 'Back to the review' }));
    expect(await screen.findByRole('region', { name: 'Model of revision 2: house.ifc' })).toBeInTheDocument();
  });
});
