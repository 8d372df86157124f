// Issue 13's load: 1,000 students each start, autosave twice and submit the same quiz, as
// fast as the app allows, within 20 s; latency per call, errors counted.
import { api, apiLogin } from '../e2e/support/api';
import type { RunningServer } from '../e2e/support/server';
import type { Db } from '../server/src/db/client';
import { signedInUsers } from './users';

export const QUIZ_STUDENTS = 1000;
/** The class arrives over this long (one student every 15 ms), each going straight through start, two autosaves and submit. */
const ARRIVALS_MS = 15_000;
const QUESTIONS = 10;

/** 1,000 students with a session each, made on the database before the server starts. */
export const prepareQuizStudents = (db: Db) => signedInUsers(db, 'student', QUIZ_STUDENTS, 'quiz-student');

type Call = 'start' | 'autosave' | 'submit';

export interface QuizRunResult {
  students: number;
  seconds: number;
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
  students: { userId: string; token: string }[],
): Promise<QuizRunResult> {
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

  async function student({ userId, token }: { userId: string; token: string }, n: number) {
    const answers = Array.from({ length: QUESTIONS }, (_, i) => (i + n) % 4);
    await call('start', token, 'POST', `/api/quiz/${quizId}/start`);
    await call('autosave', token, 'PUT', `/api/quiz/${quizId}/attempt`, { answers: answers.slice(0, 5) });
    await call('autosave', token, 'PUT', `/api/quiz/${quizId}/attempt`, { answers });
    await call('submit', token, 'POST', `/api/quiz/submit/${quizId}`, { answers, userId });
  }

  const started = performance.now();
  await Promise.all(
    students.map(async (s, n) => {
      await new Promise((resolve) => setTimeout(resolve, (n * ARRIVALS_MS) / students.length));
      await student(s, n);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const summary = (p: number) => ({
    start: percentile(latencies.start, p),
    autosave: percentile(latencies.autosave, p),
    submit: percentile(latencies.submit, p),
  });
  return { students: students.length, seconds, errors, firstError, p95: summary(95), p50: summary(50) };
}
