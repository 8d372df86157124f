import { messageSchema } from '@atelier/contract/common';
import {
  attemptIdParamsSchema,
  attemptListSchema,
  attemptReviewSchema,
  autosaveBodySchema,
  autosaveResultSchema,
  openAttemptSchema,
  passed,
  percentOf,
  publishBodySchema,
  QUIZ_CSV_COLUMNS,
  QUIZ_LIMITS,
  QUIZ_MESSAGES,
  QUIZ_TEXT,
  quizBodySchema,
  quizCardListSchema,
  quizForStudentSchema,
  quizIdParamsSchema,
  quizResultsFileName,
  quizResultsSchema,
  quizSchema,
  quizSettingsSchema,
  submitBodySchema,
  userIdParamsSchema,
  type AttemptReview,
  type OpenAttempt,
  type QuizResults,
} from '@atelier/contract/quizzes';
import { admins, courseArea, quizTakers } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { assertSelf, currentUser } from '../../lib/access';
import { CSV_OPTIONS, safeCell } from '../../lib/csv';
import { Batcher } from '../../db/batcher';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import * as store from './quizzes.store';

const GRACE_MS = QUIZ_LIMITS.graceSeconds * 1000;
const TOPIC = 'quizzes';
/** How often each process closes the attempts whose time ran out (they are also closed on read). */
const SWEEP_MS = 60_000;

/** `answers` must fit the quiz: no more answers than questions, each one of its question's options. */
function checkAnswers(questions: store.QuizRow['questions'], answers: (number | null)[]): void {
  if (answers.length > questions.length) throw badRequest(QUIZ_TEXT.tooManyAnswers);
  answers.forEach((answer, i) => {
    if (answer !== null && answer >= questions[i]!.options.length)
      throw badRequest(QUIZ_TEXT.optionOutOfRange(i + 1));
  });
}

/** An attempt's score as a fraction of its total, unrounded (0 for an empty quiz). */
const exactShare = (score: number, total: number) => (total === 0 ? 0 : Math.min(1, score / total));

/** The answers array the length of the quiz, nulls where nothing was chosen. */
const padded = (answers: (number | null)[], length: number) =>
  Array.from({ length }, (_, i) => answers[i] ?? null);

/**
 * The review of a submitted attempt. The correct answers, explanations and whether each answer was
 * right are only put in when `answersShown` (the quiz's review option, decided by the caller).
 */
function reviewOf(row: store.AttemptRow, quiz: store.QuizRow, answersShown: boolean): AttemptReview {
  return {
    ...store.toAttempt(row, quiz),
    answersShown,
    reviewAnswers: quiz.reviewAnswers,
    review: quiz.questions.map((q, i) => {
      const chosen = row.answers[i] ?? null;
      const item = { questionText: q.questionText, options: q.options, chosen };
      if (!answersShown) return item;
      return {
        ...item,
        correctAnswer: q.correctAnswer,
        explanation: q.explanation,
        correct: chosen === q.correctAnswer,
      };
    }),
  };
}

/**
 * Whether every attempt at `quiz` is over: its close time has passed by more than the time limit
 * and the grace, so an attempt that started just before it has ended too (an open attempt keeps
 * its own deadline past the close).
 */
const allAttemptsOver = (quiz: store.QuizRow, now: number) =>
  quiz.closesAt !== null && now >= quiz.closesAt.getTime() + quiz.timeLimit * 60_000 + GRACE_MS;

/**
 * Quizzes (spec-2 §7 Quizzes and issue 13): the builder's routes, the student's attempt on the
 * server's clock (start, autosave, submit), attempts and their review, and results for teachers.
 */
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date(app.now());

  // Quizzes are read on every autosave and submit: each process keeps the ones in use, dropped
  // (in every process) when one changes.
  const cached = new LRUCache<string, store.QuizRow>({ max: 500 });
  app.changes.on(TOPIC, () => cached.clear());
  async function loadQuiz(quizId: string): Promise<store.QuizRow | undefined> {
    const hit = cached.get(quizId);
    if (hit) return hit;
    const row = await store.findQuiz(app.db, quizId);
    if (row) cached.set(quizId, row);
    return row;
  }
  const changed = () => app.changes.announce(app.db, TOPIC);

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

  const sweep = setInterval(() => {
    store
      .closeExpired(app.db, now(), GRACE_MS)
      .catch((err: unknown) => app.log.error({ err }, 'closing expired quiz attempts failed'));
  }, SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  async function quizFor(quizId: string, opts: { forAttempt: boolean; isAdmin: boolean }) {
    const quiz = await loadQuiz(quizId);
    if (!quiz) throw notFound(QUIZ_TEXT.notFound);
    if (!quiz.published && (opts.forAttempt || !opts.isAdmin)) throw forbidden(QUIZ_TEXT.notOpen);
    return quiz;
  }

  function openAttemptAnswer(attempt: store.AttemptRow, quiz: store.QuizRow): OpenAttempt {
    return {
      attemptId: attempt.id,
      quizId: quiz.id,
      title: quiz.title,
      questions: quiz.questions.map((q) => ({ questionText: q.questionText, options: q.options })),
      answers: padded(attempt.answers, quiz.questions.length),
      startedAt: attempt.startedAt.toISOString(),
      deadline: attempt.deadline.toISOString(),
      remainingSeconds: Math.max(0, Math.ceil((attempt.deadline.getTime() - app.now()) / 1000)),
    };
  }

  /**
   * Whether a student's review of a submitted attempt carries the correct answers now (issue 25):
   * after-each at once; after-last once the student has no attempt left (their submitted attempts
   * reach the limit, or every attempt is over after the close); after-close once every attempt is
   * over after the close; never not at all. Admins always see them.
   */
  async function answersShown(quiz: store.QuizRow, userId: string, role: string): Promise<boolean> {
    if (role === 'admin') return true;
    switch (quiz.reviewAnswers) {
      case 'after-each':
        return true;
      case 'never':
        return false;
      case 'after-close':
        return allAttemptsOver(quiz, app.now());
      case 'after-last':
        if (allAttemptsOver(quiz, app.now())) return true;
        if (quiz.attemptsAllowed === 0) return false;
        // A review is of a submitted attempt, so one allowed is used up without counting (the
        // default, and the exam burst's submits: no statement more).
        if (quiz.attemptsAllowed === 1) return true;
        return (await store.attemptsOf(app.db, quiz.id, userId)).submitted >= quiz.attemptsAllowed;
    }
  }

  // --- for everyone in the course area ---

  app.get(
    '/quiz',
    { config: { access: courseArea }, schema: { response: { 200: quizCardListSchema } } },
    async (request) => {
      const user = currentUser(request);
      await store.closeExpired(app.db, now(), GRACE_MS, { userId: user._id });
      return store.listCards(app.db, user._id, {
        includeUnpublished: user.role === 'admin',
        now: now(),
        graceMs: GRACE_MS,
      });
    },
  );

  app.get(
    '/quiz/:quizId',
    {
      config: { access: courseArea },
      schema: { params: quizIdParamsSchema, response: { 200: quizForStudentSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const quiz = await quizFor(request.params.quizId, {
        forAttempt: false,
        isAdmin: user.role === 'admin',
      });
      const used = await store.attemptsOf(app.db, quiz.id, user._id);
      return {
        ...store.allowanceOf(quiz, used.all, now()),
        inProgress: used.all > used.submitted,
        _id: quiz.id,
        title: quiz.title,
        description: quiz.description,
        coverImage: quiz.coverImage,
        timeLimit: quiz.timeLimit,
        questionCount: quiz.questions.length,
        questions: quiz.questions.map((q) => ({ questionText: q.questionText, options: q.options })),
      };
    },
  );

  app.get(
    '/quiz/attempts/user/:userId',
    {
      config: { access: courseArea },
      schema: { params: userIdParamsSchema, response: { 200: attemptListSchema } },
    },
    async (request) => {
      assertSelf(request, request.params.userId, { adminMayAct: true });
      await store.closeExpired(app.db, now(), GRACE_MS, { userId: request.params.userId });
      return store.listAttemptsOf(app.db, request.params.userId);
    },
  );

  app.get(
    '/quiz/attempts/:attemptId',
    {
      config: { access: courseArea },
      schema: { params: attemptIdParamsSchema, response: { 200: attemptReviewSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const found = await store.findAttempt(app.db, request.params.attemptId);
      // Somebody else's attempt is as unknown to a student as one that does not exist.
      if (!found || (found.attempt.userId !== user._id && user.role !== 'admin'))
        throw notFound(QUIZ_TEXT.attemptNotFound);
      if (!found.attempt.submittedAt) throw conflict(QUIZ_TEXT.startFirst);
      const shown = await answersShown(found.quiz, found.attempt.userId, user.role);
      return reviewOf(found.attempt, found.quiz, shown);
    },
  );

  // --- the student's attempt ---

  app.post(
    '/quiz/:quizId/start',
    {
      config: { access: quizTakers },
      schema: { params: quizIdParamsSchema, response: { 200: openAttemptSchema, 201: openAttemptSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const quiz = await quizFor(request.params.quizId, { forAttempt: true, isAdmin: false });
      // The usual case (none open) is one row of a shared INSERT; else the open one is read. The
      // INSERT itself refuses a student whose attempts are used up, or a quiz past its close time
      // (race-safe, see openAttemptsMany); an attempt already open is resumed either way.
      const open = async (): Promise<{ attempt: store.AttemptRow; created: boolean } | undefined> => {
        const startedAt = now();
        const inserted = await writes.open.submit({
          quizId: quiz.id,
          userId: user._id,
          startedAt,
          deadline: new Date(startedAt.getTime() + quiz.timeLimit * 60_000),
          total: quiz.questions.length,
        });
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
        const closed = quiz.closesAt !== null && quiz.closesAt.getTime() <= app.now();
        throw conflict(closed ? QUIZ_TEXT.closed : QUIZ_TEXT.attemptsUsed(quiz.attemptsAllowed));
      }
      return reply.status(opened.created ? 201 : 200).send(openAttemptAnswer(opened.attempt, quiz));
    },
  );

  app.put(
    '/quiz/:quizId/attempt',
    {
      config: { access: quizTakers },
      schema: {
        params: quizIdParamsSchema,
        body: autosaveBodySchema,
        response: { 200: autosaveResultSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const quiz = await loadQuiz(request.params.quizId);
      if (!quiz) throw notFound(QUIZ_TEXT.notFound);
      checkAnswers(quiz.questions, request.body.answers);
      const at = now();
      const answers = padded(request.body.answers, quiz.questions.length);
      const deadline = await writes.save.submit({ quizId: quiz.id, userId: user._id, answers, at });
      if (!deadline) {
        // Nothing saved: say why. Past the deadline nothing more is saved; the attempt counts
        // what was saved before it.
        const open = await store.findOpenAttempt(app.db, quiz.id, user._id);
        throw conflict(open ? QUIZ_TEXT.timeUp : QUIZ_TEXT.startFirst);
      }
      return {
        savedAt: at.toISOString(),
        remainingSeconds: Math.max(0, Math.ceil((deadline.getTime() - at.getTime()) / 1000)),
      };
    },
  );

  app.post(
    '/quiz/submit/:quizId',
    {
      config: { access: quizTakers },
      schema: { params: quizIdParamsSchema, body: submitBodySchema, response: { 200: attemptReviewSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      if (request.body.userId === 'guest') throw forbidden(QUIZ_TEXT.guest);
      if (request.body.userId !== user._id) throw forbidden(QUIZ_TEXT.notYours);
      const quiz = await loadQuiz(request.params.quizId);
      if (!quiz) throw notFound(QUIZ_TEXT.notFound);
      checkAnswers(quiz.questions, request.body.answers);
      const at = now();
      // In time (the usual case): one row of a shared UPDATE that closes the open attempt on the
      // answers sent.
      const sent = padded(request.body.answers, quiz.questions.length);
      const closed = await writes.submit.submit({
        quizId: quiz.id,
        userId: user._id,
        answers: sent,
        score: store.scoreOf(quiz.questions, sent),
        total: quiz.questions.length,
        at,
        graceMs: GRACE_MS,
      });
      if (closed) return reviewOf(closed, quiz, await answersShown(quiz, user._id, user.role));
      // Not closed: no open attempt, or past the deadline and its grace.
      const attempt = await store.findOpenAttempt(app.db, quiz.id, user._id);
      if (!attempt) throw conflict(QUIZ_TEXT.startFirst);
      // Up to the deadline plus the grace (the answer to an auto-submit at zero still on its
      // way), the submitted answers count; later, only those autosaved before the deadline
      // (autosaves after it are refused, so the stored answers are those).
      const inTime = at.getTime() <= attempt.deadline.getTime() + GRACE_MS;
      const answers = padded(inTime ? request.body.answers : attempt.answers, quiz.questions.length);
      const submitted = await store.submitAttempt(app.db, attempt.id, {
        answers,
        score: store.scoreOf(quiz.questions, answers),
        total: quiz.questions.length,
        submittedAt: inTime ? at : attempt.deadline,
        timedOut: at.getTime() > attempt.deadline.getTime(),
      });
      // Another tab (or the server at the deadline) closed it first: one submission counts.
      if (!submitted) throw conflict(QUIZ_TEXT.startFirst);
      return reviewOf(submitted, quiz, await answersShown(quiz, user._id, user.role));
    },
  );

  // --- the builder and results (admins) ---

  app.post(
    '/quiz/create',
    {
      config: { access: admins },
      schema: { body: quizBodySchema, response: { 201: messageSchema.extend({ quiz: quizSchema }) } },
    },
    async (request, reply) => {
      const { row, written } = await app.db.transaction(async (tx) => {
        const row = await store.insertQuiz(tx, request.body);
        const written = await app.notify(
          tx,
          { roles: quizTakers },
          {
            kind: 'new_quiz',
            title: `New quiz: ${row.title}`,
            body: row.description,
            link: `/dashboard/student/quiz/${row.id}/start`,
          },
        );
        return { row, written };
      });
      await Promise.all([changed(), written.announce()]);
      return reply.status(201).send({ message: QUIZ_MESSAGES.published, quiz: store.toQuiz(row, 0) });
    },
  );

  app.get(
    '/quiz/:quizId/full',
    { config: { access: admins }, schema: { params: quizIdParamsSchema, response: { 200: quizSchema } } },
    async (request) => {
      const quiz = await store.findQuiz(app.db, request.params.quizId);
      if (!quiz) throw notFound(QUIZ_TEXT.notFound);
      return store.toQuiz(quiz, await store.attemptCount(app.db, quiz.id));
    },
  );

  app.put(
    '/quiz/:quizId',
    {
      config: { access: admins },
      schema: { params: quizIdParamsSchema, body: quizBodySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const locked = await store.lockQuiz(tx, request.params.quizId);
        if (!locked) throw notFound(QUIZ_TEXT.notFound);
        if (locked.attempts > 0) throw conflict(QUIZ_TEXT.attempted);
        await store.updateQuiz(tx, request.params.quizId, request.body);
      });
      await changed();
      return { message: QUIZ_TEXT.updated };
    },
  );

  // The attempt settings may change whatever attempts there are (the questions may not).
  app.put(
    '/quiz/:quizId/settings',
    {
      config: { access: admins },
      schema: { params: quizIdParamsSchema, body: quizSettingsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      if (!(await store.updateSettings(app.db, request.params.quizId, request.body)))
        throw notFound(QUIZ_TEXT.notFound);
      await changed();
      return { message: QUIZ_TEXT.settingsSaved };
    },
  );

  app.post(
    '/quiz/:quizId/publish',
    {
      config: { access: admins },
      schema: { params: quizIdParamsSchema, body: publishBodySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const { published } = request.body;
      if (!(await store.setPublished(app.db, request.params.quizId, published)))
        throw notFound(QUIZ_TEXT.notFound);
      await changed();
      return { message: published ? QUIZ_TEXT.republished : QUIZ_TEXT.unpublished };
    },
  );

  app.delete(
    '/quiz/:quizId',
    { config: { access: admins }, schema: { params: quizIdParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      if (!(await store.deleteQuiz(app.db, request.params.quizId))) throw notFound(QUIZ_TEXT.notFound);
      await changed();
      return { message: QUIZ_TEXT.deleted };
    },
  );

  async function resultsOf(
    quizId: string,
  ): Promise<{ results: QuizResults; rows: Awaited<ReturnType<typeof store.submittedAttempts>> }> {
    const quiz = await store.findQuiz(app.db, quizId);
    if (!quiz) throw notFound(QUIZ_TEXT.notFound);
    await store.closeExpired(app.db, now(), GRACE_MS, { quizId });
    const rows = await store.submittedAttempts(app.db, quizId);
    const percents = rows.map((r) => percentOf(r.attempt.score ?? 0, r.attempt.total));
    const share = (n: number) => (rows.length === 0 ? 0 : Math.round((n / rows.length) * 1000) / 10);
    return {
      rows,
      results: {
        quiz: { _id: quiz.id, title: quiz.title, questionCount: quiz.questions.length },
        attemptCount: rows.length,
        passRate: share(percents.filter(passed).length),
        // From the exact scores, not the rounded percents (2/3 and 3/3 average 83.3, not 83.5).
        averagePercent:
          rows.length === 0
            ? 0
            : Math.round(
                (rows.reduce((sum, { attempt }) => sum + exactShare(attempt.score ?? 0, attempt.total), 0) /
                  rows.length) *
                  1000,
              ) / 10,
        attempts: rows.map(({ attempt, user }, i) => ({
          _id: attempt.id,
          user: { _id: user.id, name: user.name, email: user.email },
          score: attempt.score ?? 0,
          total: attempt.total,
          percent: percents[i]!,
          submittedAt: attempt.submittedAt!.toISOString(),
          timedOut: attempt.timedOut,
        })),
        questions: quiz.questions.map((q, qi) => {
          const chosen = q.options.map(() => 0);
          let unanswered = 0;
          let correct = 0;
          for (const { attempt } of rows) {
            const answer = attempt.answers[qi] ?? null;
            if (answer === null || answer >= chosen.length) unanswered++;
            else chosen[answer]!++;
            if (answer === q.correctAnswer) correct++;
          }
          return {
            questionText: q.questionText,
            options: q.options,
            correctAnswer: q.correctAnswer,
            chosen,
            unanswered,
            correctShare: share(correct),
          };
        }),
      },
    };
  }

  app.get(
    '/quiz/:quizId/results',
    {
      config: { access: admins },
      schema: { params: quizIdParamsSchema, response: { 200: quizResultsSchema } },
    },
    async (request) => (await resultsOf(request.params.quizId)).results,
  );

  app.get(
    '/quiz/:quizId/results.csv',
    { config: { access: admins }, schema: { params: quizIdParamsSchema } },
    async (request, reply) => {
      const { results } = await resultsOf(request.params.quizId);
      const lines = [
        [...QUIZ_CSV_COLUMNS],
        ...results.attempts.map((a) =>
          [
            a.user.name,
            a.user.email,
            String(a.score),
            String(a.total),
            String(a.percent),
            a.submittedAt,
            a.timedOut ? 'yes' : 'no',
          ].map(safeCell),
        ),
      ];
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${quizResultsFileName(results.quiz.title)}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from([stringify(lines, CSV_OPTIONS)]));
    },
  );
};
