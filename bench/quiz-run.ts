// Exam-day loads (issues 13 and 24): a class starts the same quiz, autosaves and submits; latency
// per call, errors counted, and the server's CPU time per call.
import { api, apiLogin } from '../e2e/support/api';
import type { RunningServer } from '../e2e/support/server';
import type { Db } from '../server/src/db/client';
import { cpuMsOf } from './memory';
import { signedInUsers } from './users';

export interface QuizShape {
  name: string;
  students: number;
  /** The class arrives evenly over this long. */
  arrivalsMs: number;
  autosaves: number;
  /** Think time before each autosave (0: straight through) and before the submit. */
  autosaveEveryMs: number;
}

/** Issue 24's burst: 1,000 students within 15 s, each saving twice and submitting straight away. */
export const QUIZ_BURST: QuizShape = {
  name: 'burst',
  students: 1000,
  arrivalsMs: 15_000,
  autosaves: 2,
  autosaveEveryMs: 0,
};
/** Moodle's comparable figure: 3,000 arriving over 60 s, an autosave every 20 s, submit at the end. */
export const QUIZ_EXAM: QuizShape = {
  name: 'exam',
  students: 3000,
  arrivalsMs: 60_000,
  autosaves: 3,
  autosaveEveryMs: 20_000,
};
export const QUIZ_STUDENTS = Math.max(QUIZ_BURST.students, QUIZ_EXAM.students);
const QUESTIONS = 10;

/** The students with a session each, made on the database before the server starts (each shape takes the first n). */
export const prepareQuizStudents = (db: Db) => signedInUsers(db, 'student', QUIZ_STUDENTS, 'quiz-student');

type Call = 'start' | 'autosave' | 'submit';

export interface QuizRunResult {
  shape: QuizShape;
  students: number;
  calls: number;
  seconds: number;
  /** The server's CPU time per call, in µs (user + system). */
  cpuPerCallUs: number;
  errors: number;
  firstError: string | undefined;
  p95: Record<Call, number>;
  p50: Record<Call, number>;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export async function measureQuizRun(
  server: RunningServer,
  allStudents: { userId: string; token: string }[],
  shape: QuizShape,
): Promise<QuizRunResult> {
  const students = allStudents.slice(0, shape.students);
  const admin = await apiLogin(server, 'admin');
  const created = await api<{ quiz: { _id: string } }>(server, 'POST', '/api/quiz/create', {
    token: admin,
    body: {
      title: 'Bench quiz',
      description: 'Ten questions',
      coverImage: 'https://example.org/quiz.png',
      timeLimit: 10,
      questions: Array.from({ length: QUESTIONS }, (_, i) => ({
        questionText: `Question ${i + 1}`,
        options: ['A', 'B', 'C', 'D'],
        correctAnswer: i % 4,
      })),
    },
  });
  if (created.status !== 201) throw new Error(`creating the bench quiz answered ${created.status}`);
  const quizId = created.body.quiz._id;
  const latencies: Record<Call, number[]> = { start: [], autosave: [], submit: [] };
  let errors = 0;
  let firstError: string | undefined;

  async function call(kind: Call, token: string, method: string, path: string, body?: unknown) {
    const started = performance.now();
    try {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      await res.arrayBuffer();
      if (res.status >= 300) {
        errors++;
        firstError ??= `${kind} answered ${res.status}`;
      }
    } catch (err) {
      errors++;
      firstError ??= `${kind}: ${String(err)}`;
    }
    latencies[kind].push(performance.now() - started);
  }

  const think = () =>
    shape.autosaveEveryMs > 0
      ? new Promise((resolve) => setTimeout(resolve, shape.autosaveEveryMs))
      : undefined;
  async function student({ userId, token }: { userId: string; token: string }, n: number) {
    const answers = Array.from({ length: QUESTIONS }, (_, i) => (i + n) % 4);
    await call('start', token, 'POST', `/api/quiz/${quizId}/start`);
    for (let k = 1; k <= shape.autosaves; k++) {
      await think();
      const upTo = Math.ceil((k * QUESTIONS) / shape.autosaves);
      await call('autosave', token, 'PUT', `/api/quiz/${quizId}/attempt`, {
        answers: answers.slice(0, upTo),
      });
    }
    await call('submit', token, 'POST', `/api/quiz/submit/${quizId}`, { answers, userId });
  }

  const cpuBefore = cpuMsOf(server.pid);
  const started = performance.now();
  await Promise.all(
    students.map(async (s, n) => {
      await new Promise((resolve) => setTimeout(resolve, (n * shape.arrivalsMs) / students.length));
      await student(s, n);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const calls = students.length * (shape.autosaves + 2);
  const cpuPerCallUs = ((cpuMsOf(server.pid) - cpuBefore) * 1000) / calls;
  const summary = (p: number) => ({
    start: percentile(latencies.start, p),
    autosave: percentile(latencies.autosave, p),
    submit: percentile(latencies.submit, p),
  });
  return {
    shape,
    students: students.length,
    calls,
    seconds,
    cpuPerCallUs,
    errors,
    firstError,
    p95: summary(95),
    p50: summary(50),
  };
}
