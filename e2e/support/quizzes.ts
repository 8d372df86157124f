import type { QuizBody } from '@atelier/contract/quizzes';
import { api, apiLogin } from './api';
import type { RunningServer } from './server';

/**
 * Publishes one quiz per title (four questions, the first option correct) as the demo admin, and
 * has the demo student take each in turn, getting `correct[i]` of the four right: their scores are
 * what the student's Performance chart shows. Logs each account in once (login is rate-limited).
 * Answers the quizzes' ids, in order. Each quiz allows the default one attempt.
 */
export async function takeQuizzes(
  server: RunningServer,
  quizzes: readonly { title: string; correct: number }[],
): Promise<string[]> {
  const ids: string[] = [];
  const admin = await apiLogin(server, 'admin');
  const { email, password } = server.accounts.student;
  const login = await api<{ token: string; user: { _id: string } }>(server, 'POST', '/api/auth/login', {
    body: { email, password, role: 'student', remember: false },
  });
  if (login.status !== 200) throw new Error(`Login as student answered ${login.status}`);
  const { token, user } = login.body;

  for (const { title, correct } of quizzes) {
    const body: QuizBody = {
      title,
      description: `Four questions on ${title.toLowerCase()}.`,
      coverImage: `${server.url}/lessons/covers/design-thinking.svg`,
      timeLimit: 10,
      questions: [1, 2, 3, 4].map((n) => ({
        questionText: `${title}: question ${n}`,
        options: ['Right', 'Wrong'],
        correctAnswer: 0,
        explanation: '',
      })),
    };
    const created = await api<{ quiz: { _id: string } }>(server, 'POST', '/api/quiz/create', {
      token: admin,
      body,
    });
    if (created.status !== 201) throw new Error(`Creating ${title} answered ${created.status}`);
    const quizId = created.body.quiz._id;
    ids.push(quizId);
    const started = await api(server, 'POST', `/api/quiz/${quizId}/start`, { token });
    if (started.status !== 201) throw new Error(`Starting ${title} answered ${started.status}`);
    const answers = [0, 1, 2, 3].map((i) => (i < correct ? 0 : 1));
    const submitted = await api(server, 'POST', `/api/quiz/submit/${quizId}`, {
      token,
      body: { answers, userId: user._id },
    });
    if (submitted.status !== 200) throw new Error(`Submitting ${title} answered ${submitted.status}`);
  }
  return ids;
}
