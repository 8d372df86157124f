import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUIZ_ERRORS } from '@atelier/contract/quizzes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, type MockAnswer, type RecordedCall } from '../../../test/api-mock';
import { headingJumps } from '../../../test/headings';
import { renderApp } from '../../../test/render';
import {
  ATTEMPT_ID,
  makeOpenAttempt,
  makeReview,
  mockStudentApi,
  QUESTIONS,
  QUIZ_ID,
  student,
} from '../components/attempt-test-fixtures';
import { QUIZ_MESSAGES, QUIZ_TEXT, QUIZ_UI_TEXT } from '../messages';

const START = `POST /api/quiz/${QUIZ_ID}/start`;
const SAVE = `PUT /api/quiz/${QUIZ_ID}/attempt`;
const SUBMIT = `POST /api/quiz/submit/${QUIZ_ID}`;
const REVIEW = `GET /api/quiz/attempts/${ATTEMPT_ID}`;
const RESULT_PATH = `/dashboard/student/quiz/${QUIZ_ID}/result`;

type Handler = MockAnswer | ((call: RecordedCall) => MockAnswer | Promise<MockAnswer>);

async function open(handlers: Record<string, Handler> = {}, attempt = makeOpenAttempt()) {
  const api = mockStudentApi({
    [START]: { status: 201, body: attempt },
    [SAVE]: { body: { savedAt: '2026-03-02T10:01:00.000Z', remainingSeconds: attempt.remainingSeconds } },
    [SUBMIT]: ({ body }) => ({ body: makeReview((body as { answers: (number | null)[] }).answers) }),
    [REVIEW]: { body: makeReview([1, 0, 1]) },
    ...handlers,
  });
  const view = renderApp(`/dashboard/student/quiz/${QUIZ_ID}`);
  await screen.findByRole('heading', { level: 1, name: attempt.title }, { timeout: 5000 });
  const user = userEvent.setup(
    vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  return { ...view, api, user };
}

const questionHeading = () => screen.getByRole('heading', { level: 2, name: /\?|…$/ });
const option = (name: RegExp) => screen.getByRole('radio', { name });
const timer = () => screen.getByRole('timer');
const jumpList = () => within(screen.getByRole('navigation', { name: QUIZ_UI_TEXT.questionList }));

describe('Quiz attempt', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one question at a time with lettered options, and moves with Previous and Next', async () => {
    const { user } = await open();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('group')).toHaveAccessibleName(
      `${QUIZ_UI_TEXT.questionOf(1, 3)} ${QUESTIONS[0]!.questionText}`,
    );
    expect(questionHeading()).toHaveTextContent(QUESTIONS[0]!.questionText);
    expect(screen.getByText(QUIZ_UI_TEXT.questionOf(1, 3))).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios[0]).toHaveAccessibleName('A. Photoshop');
    expect(radios[1]).toHaveAccessibleName('B. Revit');
    expect(radios[2]).toHaveAccessibleName('C. Excel');
    expect(
      radios.map((radio) => radio.closest('label')?.querySelector('[aria-hidden]')?.textContent),
    ).toEqual(['A', 'B', 'C']);
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(headingJumps(screen.getByRole('main'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('heading', { level: 2, name: QUESTIONS[1]!.questionText })).toHaveFocus();
    expect(screen.getByText(QUIZ_UI_TEXT.questionOf(2, 3))).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(questionHeading()).toHaveTextContent(QUESTIONS[2]!.questionText);
    // The last question: Submit Quiz instead of Next.
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: QUIZ_MESSAGES.submitQuiz })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(questionHeading()).toHaveTextContent(QUESTIONS[1]!.questionText);
  });

  it('chooses an option with the keyboard (radio semantics)', async () => {
    const { user } = await open();
    option(/Photoshop/).focus();
    await user.keyboard(' ');
    expect(option(/Photoshop/)).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(option(/Revit/)).toBeChecked();
    expect(option(/Photoshop/)).not.toBeChecked();
  });

  it('lists the questions for jumping, labels cut at 30 characters, answered ones marked', async () => {
    const { user } = await open({}, makeOpenAttempt({ answers: [null, 0, null] }));
    const buttons = jumpList().getAllByRole('button');
    expect(buttons.map((b) => b.querySelector('span:nth-child(2)')?.textContent)).toEqual([
      'Which software is used for BIM…',
      'What does LOD stand for?',
      'IFC is a format for…',
    ]);
    expect(buttons[0]).toHaveAttribute('aria-current', 'step');
    expect(buttons[1]).toHaveAccessibleName(/\(answered\)$/);
    expect(buttons[0]).not.toHaveAccessibleName(/answered/);
    expect(jumpList().getByText(QUIZ_UI_TEXT.answeredCount(1, 3))).toBeInTheDocument();

    await user.click(buttons[2]!);
    expect(questionHeading()).toHaveTextContent(QUESTIONS[2]!.questionText);
    expect(jumpList().getAllByRole('button')[2]).toHaveAttribute('aria-current', 'step');
  });

  it('resumes the saved answers and the time left from the start answer', async () => {
    await open({}, makeOpenAttempt({ answers: [1, null, null], remainingSeconds: 125 }));
    // It opens on the first unanswered question; the first keeps its saved answer.
    expect(questionHeading()).toHaveTextContent(QUESTIONS[1]!.questionText);
    expect(timer()).toHaveTextContent('02:05');
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(option(/Revit/)).toBeChecked();
    expect(option(/Photoshop/)).not.toBeChecked();
  });

  it('autosaves the whole answers array after a change, and says so', async () => {
    const { user, api } = await open();
    await user.click(option(/Revit/));
    expect(screen.getByRole('status')).toHaveTextContent(QUIZ_UI_TEXT.saving);
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toEqual({ answers: [1, null, null] });
    expect(api.callsTo(SAVE)[0]?.headers.authorization).toBe('Bearer tok');
    await waitFor(() => expect(screen.getByText(QUIZ_UI_TEXT.saved)).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(option(/Line of Design/));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(2));
    expect(api.callsTo(SAVE)[1]?.body).toEqual({ answers: [1, 1, null] });
  });

  it('never loses the last change made while a save is on its way', async () => {
    let release: () => void = () => {};
    const { user, api } = await open({
      [SAVE]: () =>
        new Promise<MockAnswer>((resolve) => {
          release = () => resolve({ body: { savedAt: '', remainingSeconds: 590 } });
        }),
    });
    await user.click(option(/Revit/));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    await user.click(option(/Excel/));
    await user.click(option(/Photoshop/));
    // Nothing more goes while the first save is unanswered.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.callsTo(SAVE)).toHaveLength(1);
    act(() => release());
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(2));
    expect(api.callsTo(SAVE)[1]?.body).toEqual({ answers: [0, null, null] });
    act(() => release());
    await waitFor(() => expect(screen.getByText(QUIZ_UI_TEXT.saved)).toBeInTheDocument());
    expect(api.callsTo(SAVE)).toHaveLength(2);
  });

  it('counts down in mm:ss from remainingSeconds and re-syncs with each autosave', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await open(
      { [SAVE]: { body: { savedAt: '', remainingSeconds: 100 } } },
      makeOpenAttempt({ remainingSeconds: 305 }),
    );
    expect(timer()).toHaveTextContent('05:05');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(timer()).toHaveTextContent('05:03');
    await user.click(option(/Revit/));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(timer()).toHaveTextContent('01:40'));
  });

  it('submits by itself at zero with the answers chosen, then shows the result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, api, router } = await open({}, makeOpenAttempt({ remainingSeconds: 3 }));
    await user.click(option(/Revit/));
    expect(api.callsTo(SUBMIT)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(3_500));
    await waitFor(() => expect(api.callsTo(SUBMIT)).toHaveLength(1));
    expect(api.callsTo(SUBMIT)[0]?.body).toEqual({ answers: [1, null, null], userId: student._id });
    await waitFor(() => expect(router.state.location.pathname).toBe(RESULT_PATH));
    expect(router.state.location.search).toBe(`?attempt=${ATTEMPT_ID}`);
    expect(await screen.findByRole('heading', { level: 2, name: QUIZ_MESSAGES.failed })).toBeInTheDocument();
  });

  it('submits on the last question with { answers, userId } and goes to the result', async () => {
    const { user, api, router } = await open();
    await user.click(option(/Revit/));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(option(/Level of Development/));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(option(/Open BIM exchange/));
    await user.click(screen.getByRole('button', { name: QUIZ_MESSAGES.submitQuiz }));
    const dialog = within(await screen.findByRole('dialog', { name: QUIZ_UI_TEXT.confirmSubmitTitle }));
    expect(dialog.getByText(QUIZ_UI_TEXT.confirmSubmitAll)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: QUIZ_MESSAGES.submitQuiz }));

    await waitFor(() => expect(router.state.location.pathname).toBe(RESULT_PATH));
    expect(api.callsTo(SUBMIT)).toHaveLength(1);
    expect(api.callsTo(SUBMIT)[0]?.body).toEqual({ answers: [1, 0, 1], userId: student._id });
    expect(await screen.findByRole('heading', { level: 2, name: QUIZ_MESSAGES.passed })).toBeInTheDocument();
    // The submit's answer is the result: it is not asked for again.
    expect(api.callsTo(REVIEW)).toHaveLength(0);
    // Back does not lead into the finished attempt (that would start a new one).
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('warns about unanswered questions before submitting', async () => {
    const { user } = await open({}, makeOpenAttempt({ answers: [1, null, null] }));
    await user.click(jumpList().getAllByRole('button')[2]!);
    await user.click(screen.getByRole('button', { name: QUIZ_MESSAGES.submitQuiz }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(QUIZ_UI_TEXT.confirmSubmit(2))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it(`toasts '${QUIZ_MESSAGES.submitFailed}' when the submit fails, and stays`, async () => {
    const { user, router } = await open({ [SUBMIT]: { status: 500, body: { message: 'boom' } } });
    await user.click(jumpList().getAllByRole('button')[2]!);
    await user.click(screen.getByRole('button', { name: QUIZ_MESSAGES.submitQuiz }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: QUIZ_MESSAGES.submitQuiz }),
    );
    expect(await screen.findByText(QUIZ_MESSAGES.submitFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/student/quiz/${QUIZ_ID}`);
    expect(screen.getByRole('button', { name: QUIZ_MESSAGES.submitQuiz })).toBeEnabled();
    expect(option(/Open BIM exchange/)).toBeEnabled();
  });

  it('goes to the result when the autosave answers 409: the time is up', async () => {
    const { user, api, router } = await open({
      [SAVE]: refusal(QUIZ_ERRORS.timeUp),
      // The server closed it at the deadline already.
      [SUBMIT]: refusal(QUIZ_ERRORS.startFirst),
    });
    await user.click(option(/Revit/));
    await waitFor(() => expect(router.state.location.pathname).toBe(RESULT_PATH));
    expect(router.state.location.search).toBe(`?attempt=${ATTEMPT_ID}`);
    expect(api.callsTo(SUBMIT)[0]?.body).toEqual({ answers: [1, null, null], userId: student._id });
    expect(await screen.findByText(QUIZ_TEXT.timeUp)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: QUIZ_MESSAGES.passed })).toBeInTheDocument();
    expect(api.callsTo(REVIEW)).toHaveLength(1);
  });

  it('shows the server’s words when the quiz cannot be started', async () => {
    mockStudentApi({ [START]: { status: 403, body: { message: QUIZ_TEXT.notOpen } } });
    renderApp(`/dashboard/student/quiz/${QUIZ_ID}`);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(QUIZ_TEXT.notOpen);
    expect(screen.getByRole('link', { name: QUIZ_UI_TEXT.backToQuizzes })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: QUIZ_UI_TEXT.tryAgain })).not.toBeInTheDocument();
  });
});
