import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, storeSession, type MockAnswer } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { FAQ_MESSAGES, FAQ_TEXT } from '../messages';
import { makeFaq } from '../faq.fixtures';

const admin = makeUser({ role: 'admin', name: 'Meera Admin' });

const answered = makeFaq(1);
const pending = makeFaq(2, {
  question: 'Is there a certificate?',
  answer: FAQ_MESSAGES.pending,
  answered: false,
});
const LIST = 'GET /api/faq/all';
const UPDATE = `PUT /api/faq/${pending._id}`;
const DELETE = `DELETE /api/faq/${answered._id}`;

async function open(handlers: Record<string, MockAnswer> = {}) {
  storeSession('tok', admin);
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: admin } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    [LIST]: { body: [answered, pending] },
    ...handlers,
  });
  const view = renderApp('/dashboard/admin/faqs');
  await screen.findByRole('heading', { name: 'FAQs', level: 1 }, { timeout: 5000 });
  await screen.findByRole('article', { name: pending.question });
  return { ...view, api, user: userEvent.setup() };
}

describe('Admin FAQs', { timeout: 15_000 }, () => {
  it('lists every question with the admin’s token, pending ones first and marked', async () => {
    const { api } = await open();
    const rows = screen.getAllByRole('article');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([pending.question, answered.question]);
    expect(within(rows[0]!).getByText(FAQ_MESSAGES.pending)).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Answer' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Answer 1.')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(api.callsTo(LIST)[0]?.headers.authorization).toBe('Bearer tok');
    expect(screen.getByText(/^1 question is waiting for an answer/)).toBeInTheDocument();
  });

  it('answers a pending question and reloads the list', async () => {
    const { api, user } = await open({
      [UPDATE]: { body: { message: 'FAQ updated', faq: { ...pending, answer: 'Yes.', answered: true } } },
    });
    const loads = api.callsTo(LIST).length;
    await user.click(
      within(screen.getByRole('article', { name: pending.question })).getByRole('button', { name: 'Answer' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Answer question' });
    expect(within(dialog).getByLabelText('Question')).toHaveValue(pending.question);
    expect(within(dialog).getByLabelText('Answer')).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Save answer' }));
    expect(within(dialog).getByLabelText('Answer')).toHaveAccessibleDescription('Answer is required.');
    expect(api.callsTo(UPDATE)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Answer'), 'Yes, once you finish a course.');
    await user.click(within(dialog).getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByText(FAQ_TEXT.answered)).toBeInTheDocument();
    expect(api.callsTo(UPDATE)[0]?.body).toEqual({
      question: pending.question,
      answer: 'Yes, once you finish a course.',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(loads));
  });

  it(`toasts '${FAQ_MESSAGES.saveFailed}' and keeps the dialog open when the answer is not saved`, async () => {
    const { user } = await open({ [UPDATE]: { status: 500, body: { message: 'Internal error' } } });
    await user.click(
      within(screen.getByRole('article', { name: pending.question })).getByRole('button', { name: 'Answer' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Answer question' });
    await user.type(within(dialog).getByLabelText('Answer'), 'Yes.');
    await user.click(within(dialog).getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByText(FAQ_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Answer question' })).toBeInTheDocument();
  });

  it('deletes a question after asking, and reloads the list', async () => {
    const { api, user } = await open({ [DELETE]: { body: { message: FAQ_TEXT.deleted } } });
    const loads = api.callsTo(LIST).length;
    await user.click(
      within(screen.getByRole('article', { name: answered.question })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete FAQ?' });
    expect(dialog).toHaveTextContent(FAQ_TEXT.confirmDelete(answered.question));
    expect(api.callsTo(DELETE)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(FAQ_TEXT.deleted)).toBeInTheDocument();
    expect(api.callsTo(DELETE)).toHaveLength(1);
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(loads));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
