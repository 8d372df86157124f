import type { User } from '@atelier/contract/auth';
import {
  QUIZ_ERRORS,
  QUIZ_TEXT,
  type AttemptReview,
  type AutosaveResult,
  type OpenAttempt,
  type QuizForStudent,
} from '@atelier/contract/quizzes';
import { quizTakers } from '@atelier/contract/roles';
import type { FastifyInstance } from 'fastify';
import { Batcher } from '../../db/batcher';
import type { Tx } from '../../db/client';
import { fail } from '../../lib/errors';
import { startExpirySweep } from './expiry-sweep';
import { createQuizCache, QUIZ_TOPIC } from './quiz-cache';
import { resultsOf } from './results';
import { answersShown, openAttemptAnswer, reviewOf } from './review';
import { checkAnswers, GRACE_MS, padded, secondsLeft } from './scoring';
import * as store from './quizzes.store';

type Answers = (number | null)[];

/**
 * The quiz operations (spec-2 §7 and issue 13): the student's attempt on the server's clock
 * (start, autosave, submit) and the builder's writes. One set per app: it owns the process's
 * quiz cache, the exam-day write batchers and the expiry sweep.
 */
export function quizActions(app: FastifyInstance) {
  const loadQuiz = createQuizCache(app);
  const now = () => new Date(app.now());
  startExpirySweep(app);

  // Exam-day writes: a class starting, saving and submitting at once shares statements
  // (docs/decisions/018). One (quiz, student) at most once per statement, in the order sent.
  const perAttempt = { keyOf: store.attemptKey };
  const writes = {
    open: new Batcher((items: store.AttemptToOpen[]) => store.openAttemptsMany(app.db, items), perAttempt),
    save: new Batcher((items: store.AnswersToSave[]) => store.saveOpenAnswersMany(app.db, items), perAttempt),
    submit: new Batcher(
      (items: store.SubmissionInTime[]) => store.submitInTimeMany(app.db, items),
      perAttempt,
    ),
  };

  /** A quiz the caller may see (`forAttempt`: may start); unpublished ones are admins' to see only. */
  async function quizFor(quizId: string, opts: { forAttempt: boolean; isAdmin: boolean }) {
    const quiz = await loadQuiz(quizId);
    if (!quiz) throw fail(QUIZ_ERRORS.notFound);
    if (!quiz.published && (opts.forAttempt || !opts.isAdmin)) throw fail(QUIZ_ERRORS.notOpen);
    return quiz;
  }

  async function existing(quizId: string) {
    const quiz = await loadQuiz(quizId);
    if (!quiz) throw fail(QUIZ_ERRORS.notFound);
    return quiz;
  }

  const shownTo = (quiz: store.QuizRow, user: User) =>
    answersShown(app.db, quiz, { userId: user._id, role: user.role }, app.now());

  /**
   * Opens an attempt, or resumes the one open. The usual case (none open) is one row of a shared
   * INSERT that itself refuses a student whose attempts are used up, or a quiz past its close
   * time (race-safe, see openAttemptsMany); else the open one is read.
   */
  async function start(user: User, quizId: string): Promise<{ attempt: OpenAttempt; created: boolean }> {
    const quiz = await quizFor(quizId, { forAttempt: true, isAdmin: false });
    const open = async (): Promise<{ attempt: store.AttemptRow; created: boolean } | undefined> => {
      const startedAt = now();
      const deadline = new Date(startedAt.getTime() + quiz.timeLimit * 60_000);
      const item = { quizId: quiz.id, userId: user._id, startedAt, deadline, total: quiz.questions.length };
      const inserted = await writes.open.submit(item);
      if (inserted) return { attempt: inserted, created: true };
      const found = await store.findOpenAttempt(app.db, quiz.id, user._id);
      return found && { attempt: found, created: false };
    };
    let opened = await open();
    // The open one ran out long ago (the student never came back): it is closed and scored, and
    // this start opens a new attempt if one is left.
    if (opened && !opened.created && opened.attempt.deadline.getTime() + GRACE_MS < app.now()) {
      await store.closeExpired(app.db, now(), GRACE_MS, { quizId: quiz.id, userId: user._id });
      opened = await open();
    }
    if (!opened) {
      if (quiz.closesAt !== null && quiz.closesAt.getTime() <= app.now()) throw fail(QUIZ_ERRORS.closed);
      throw fail(QUIZ_ERRORS.attemptsUsed, QUIZ_TEXT.attemptsUsed(quiz.attemptsAllowed));
    }
    return { attempt: openAttemptAnswer(opened.attempt, quiz, app.now()), created: opened.created };
  }

  /** Saves the open attempt's answers; past its deadline nothing more is saved (what was saved before counts). */
  async function autosave(user: User, quizId: string, sent: Answers): Promise<AutosaveResult> {
    const quiz = await existing(quizId);
    checkAnswers(quiz.questions, sent);
    const at = now();
    const answers = padded(sent, quiz.questions.length);
    const deadline = await writes.save.submit({ quizId: quiz.id, userId: user._id, answers, at });
    if (!deadline) {
      const open = await store.findOpenAttempt(app.db, quiz.id, user._id);
      throw fail(open ? QUIZ_ERRORS.timeUp : QUIZ_ERRORS.startFirst);
    }
    return { savedAt: at.toISOString(), remainingSeconds: secondsLeft(deadline, at.getTime()) };
  }

  /** Submits the open attempt and answers its review; the score is the server's. */
  async function submit(
    user: User,
    quizId: string,
    body: { userId: string; answers: Answers },
  ): Promise<AttemptReview> {
    if (body.userId === 'guest') throw fail(QUIZ_ERRORS.guest);
    if (body.userId !== user._id) throw fail(QUIZ_ERRORS.notYours);
    const quiz = await existing(quizId);
    checkAnswers(quiz.questions, body.answers);
    const at = now();
    const total = quiz.questions.length;
    // In time (the usual case): one row of a shared UPDATE that closes the open attempt on the answers sent.
    const sent = padded(body.answers, total);
    const score = store.scoreOf(quiz.questions, sent);
    const item = { quizId: quiz.id, userId: user._id, answers: sent, score, total, at, graceMs: GRACE_MS };
    const closed = await writes.submit.submit(item);
    if (closed) return reviewOf(closed, quiz, await shownTo(quiz, user));
    // Not closed: no open attempt, or past the deadline and its grace.
    const attempt = await store.findOpenAttempt(app.db, quiz.id, user._id);
    if (!attempt) throw fail(QUIZ_ERRORS.startFirst);
    // Up to the deadline plus the grace (the answer to an auto-submit at zero still on its way),
    // the submitted answers count; later, only those autosaved before the deadline (autosaves
    // after it are refused, so the stored answers are those).
    const inTime = at.getTime() <= attempt.deadline.getTime() + GRACE_MS;
    const answers = padded(inTime ? body.answers : attempt.answers, total);
    const submitted = await store.submitAttempt(app.db, attempt.id, {
      answers,
      score: store.scoreOf(quiz.questions, answers),
      total,
      submittedAt: inTime ? at : attempt.deadline,
      timedOut: at.getTime() > attempt.deadline.getTime(),
    });
    // Another tab (or the server at the deadline) closed it first: one submission counts.
    if (!submitted) throw fail(QUIZ_ERRORS.startFirst);
    return reviewOf(submitted, quiz, await shownTo(quiz, user));
  }

  /** A submitted attempt's review, to its owner or an admin; anyone else's is as unknown as a missing one. */
  async function review(user: User, attemptId: string): Promise<AttemptReview> {
    const found = await store.findAttempt(app.db, attemptId);
    if (!found || (found.attempt.userId !== user._id && user.role !== 'admin'))
      throw fail(QUIZ_ERRORS.attemptNotFound);
    if (!found.attempt.submittedAt) throw fail(QUIZ_ERRORS.startFirst);
    const shown = await answersShown(
      app.db,
      found.quiz,
      { userId: found.attempt.userId, role: user.role },
      app.now(),
    );
    return reviewOf(found.attempt, found.quiz, shown);
  }

  /** Creates the quiz and tells every student of it (the bell, after commit). */
  async function create(body: store.StoredQuiz) {
    return app.transact(async ({ tx, announce, notify }) => {
      const row = await store.insertQuiz(tx, body);
      await notify(
        { roles: quizTakers },
        {
          kind: 'new_quiz',
          title: `New quiz: ${row.title}`,
          body: row.description,
          link: `/dashboard/student/quiz/${row.id}/start`,
        },
      );
      announce(QUIZ_TOPIC);
      return store.toQuiz(row, 0);
    });
  }

  /** Replaces the quiz while nobody has attempted it. */
  async function update(quizId: string, body: store.StoredQuiz): Promise<void> {
    await app.transact(async ({ tx, announce }) => {
      const locked = await store.lockQuiz(tx, quizId);
      if (!locked) throw fail(QUIZ_ERRORS.notFound);
      if (locked.attempts > 0) throw fail(QUIZ_ERRORS.attempted);
      await store.updateQuiz(tx, quizId, body);
      announce(QUIZ_TOPIC);
    });
  }

  /** One write of an existing quiz (false: no such quiz), announced to every process's cache once it commits. */
  async function change(write: (tx: Tx) => Promise<boolean>): Promise<void> {
    await app.transact(async ({ tx, announce }) => {
      if (!(await write(tx))) throw fail(QUIZ_ERRORS.notFound);
      announce(QUIZ_TOPIC);
    });
  }

  /** The results after closing the attempts whose time ran out, so none is left out. */
  async function results(quizId: string) {
    const quiz = await store.findQuiz(app.db, quizId);
    if (!quiz) throw fail(QUIZ_ERRORS.notFound);
    await store.closeExpired(app.db, now(), GRACE_MS, { quizId });
    return resultsOf(quiz, await store.submittedAttempts(app.db, quizId));
  }

  /** The start page: the questions without answers and what the caller may still do. */
  async function show(user: User, quizId: string): Promise<QuizForStudent> {
    const quiz = await quizFor(quizId, { forAttempt: false, isAdmin: user.role === 'admin' });
    const used = await store.attemptsOf(app.db, quiz.id, user._id);
    const { title, description, coverImage, timeLimit, questions } = quiz;
    return {
      ...store.allowanceOf(quiz, used.all, now()),
      inProgress: used.all > used.submitted,
      _id: quiz.id,
      title,
      description,
      coverImage,
      timeLimit,
      questionCount: questions.length,
      questions: questions.map((q) => ({ questionText: q.questionText, options: q.options })),
    };
  }

  return {
    show,
    start,
    autosave,
    submit,
    review,
    create,
    update,
    saveSettings: (quizId: string, settings: store.StoredSettings) =>
      change((tx) => store.updateSettings(tx, quizId, settings)),
    setPublished: (quizId: string, published: boolean) =>
      change((tx) => store.setPublished(tx, quizId, published)),
    remove: (quizId: string) => change((tx) => store.deleteQuiz(tx, quizId)),
    results,
    /** Closes the caller's expired attempts first, so a card never shows one as still in progress. */
    async cards(user: User) {
      await store.closeExpired(app.db, now(), GRACE_MS, { userId: user._id });
      return store.listCards(app.db, user._id, {
        includeUnpublished: user.role === 'admin',
        now: now(),
        graceMs: GRACE_MS,
      });
    },
    /** The whole quiz, answers included, for the builder. */
    async full(quizId: string) {
      const quiz = await store.findQuiz(app.db, quizId);
      if (!quiz) throw fail(QUIZ_ERRORS.notFound);
      return store.toQuiz(quiz, await store.attemptCount(app.db, quiz.id));
    },
    async attemptsOf(userId: string) {
      await store.closeExpired(app.db, now(), GRACE_MS, { userId });
      return store.listAttemptsOf(app.db, userId);
    },
  };
}

export type QuizActions = ReturnType<typeof quizActions>;
