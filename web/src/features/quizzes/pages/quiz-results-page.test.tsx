import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { headingJumps } from '../../../test/headings';
import { makeResults, openAsAdmin, quizId, type Handler } from '../components/admin-quiz-fixtures';
import { QUIZ_TEXT } from '../messages';

const ID = quizId(1);
const RESULTS = `GET /api/quiz/${ID}/results`;
const CSV = `GET /api/quiz/${ID}/results.csv`;

const open = (handlers: Record<string, Handler>) =>
  openAsAdmin(`/dashboard/admin/quiz-results/${ID}`, handlers, 'Quiz Results');

afterEach(() => {
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
});

describe('Quiz Results', { timeout: 15_000 }, () => {
  it('shows the attempts, the pass rate and the average', async () => {
    const { container } = await open({ [RESULTS]: { body: makeResults() } });
    expect(await screen.findByText('Revit Basics · 2 questions')).toBeInTheDocument();
    const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(stat('Attempts')).toHaveTextContent('4');
    expect(stat('Pass rate')).toHaveTextContent('50%');
    expect(stat('Average score')).toHaveTextContent('62.5%');
    expect(headingJumps(container)).toEqual([]);
  });

  it('shows per question the share who chose each option, the correct one marked', async () => {
    await open({ [RESULTS]: { body: makeResults() } });
    const first = await screen.findByRole('article', { name: /What does BIM stand for\?/ });
    expect(within(first).getByText('75% correct')).toBeInTheDocument();
    const answers = within(first).getByRole('list', { name: 'Answers to question 1' });
    const row = (option: string) => within(answers).getByText(option).closest('li');
    expect(within(answers).getAllByRole('listitem')).toHaveLength(3);
    expect(row('Building Information Modelling')).toHaveTextContent(
      /^Option A: Building Information ModellingCorrect3 · 75%$/,
    );
    expect(row('Basic Interior Method')).toHaveTextContent(/Basic Interior Method1 · 25%$/);
    expect(row('Basic Interior Method')).not.toHaveTextContent('Correct');
    expect(row('Big Iron Mesh')).toHaveTextContent(/Big Iron Mesh0 · 0%$/);
    expect(within(first).queryByText(/Most students chose/)).not.toBeInTheDocument();

    // More chose the wrong section than the right plan: the question misleads.
    const second = screen.getByRole('article', { name: /Which view shows a floor from above\?/ });
    expect(within(second).getByText('25% correct')).toBeInTheDocument();
    expect(within(second).getByText('Most students chose A')).toBeInTheDocument();
    const answers2 = within(second).getByRole('list', { name: 'Answers to question 2' });
    expect(within(answers2).getByText('Plan').closest('li')).toHaveTextContent(/PlanCorrect1 · 25%$/);
    expect(within(answers2).getByText('Section').closest('li')).toHaveTextContent(/Section2 · 50%$/);
    expect(within(answers2).getByText('No answer').closest('li')).toHaveTextContent(/No answer1 · 25%$/);

    // recharts loads with the chart.
    expect(
      await screen.findByRole('img', { name: 'Correct answers per question: Q1 75%, Q2 25%' }),
    ).toBeInTheDocument();
  });

  it('lists every attempt', async () => {
    await open({ [RESULTS]: { body: makeResults() } });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'Score', 'Percent', 'Submitted at', 'Timed out']);
    const asha = within(table).getByRole('row', { name: /Asha Rao/ });
    expect(
      within(asha)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['asha@example.org', '2/2', '100%', expect.stringMatching(/2026/), 'No']);
    expect(
      within(within(table).getByRole('row', { name: /Ben Okafor/ })).getByText('Yes'),
    ).toBeInTheDocument();
  });

  it('downloads the results as CSV with the admin’s token', async () => {
    const saved: { download: string; href: string }[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, href: this.href });
    });
    const { api, user } = await open({
      [RESULTS]: { body: makeResults() },
      [CSV]: { body: 'Name,Email' },
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(saved).toEqual([{ download: 'Revit-Basics-results.csv', href: 'blob:csv' }]));
    expect(api.callsTo(CSV)).toHaveLength(1);
    expect(api.callsTo(CSV)[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('says so when nobody has attempted the quiz yet', async () => {
    await open({
      [RESULTS]: {
        body: makeResults({
          attemptCount: 0,
          passRate: 0,
          averagePercent: 0,
          attempts: [],
          questions: makeResults().questions.map((q) => ({
            ...q,
            chosen: q.chosen.map(() => 0),
            unanswered: 0,
            correctShare: 0,
          })),
        }),
      },
    });
    expect(await screen.findByText(/Nobody has attempted this quiz yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Quiz Creator' })).toHaveAttribute(
      'href',
      '/dashboard/admin/quiz-builder',
    );
  });

  it(`says '${QUIZ_TEXT.notFound}' for a quiz that is gone`, async () => {
    await open({ [RESULTS]: { status: 404, body: { message: QUIZ_TEXT.notFound } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(QUIZ_TEXT.notFound);
  });
});
