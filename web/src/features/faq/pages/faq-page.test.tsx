import type { Faq } from '@atelier/contract/faq';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, storeSession, type MockAnswer } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { FAQ_MESSAGES, FAQ_TEXT } from '../messages';
import { makeFaq } from '../faq.fixtures';

const LIST = 'GET /api/faq/all';
const CREATE = 'POST /api/faq/create';

async function openFaqs(list: Faq[], create: MockAnswer = { status: 404 }) {
  let answered = list;
  const api = mockApi({ [LIST]: () => ({ body: answered }), [CREATE]: create });
  const view = renderApp('/faqs');
  await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
  return { ...view, api, user: userEvent.setup(), setList: (next: Faq[]) => (answered = next) };
}

const questionButton = (n: number) => screen.getByRole('button', { name: `Question ${n}?` });
const box = () => screen.getByPlaceholderText('Drop your question here');

describe('/faqs', { timeout: 15_000 }, () => {
  it('lists the questions in two columns, the first holding half the count rounded up', async () => {
    await openFaqs([1, 2, 3, 4, 5].map((n) => makeFaq(n)));
    const questions = screen.getByRole('region', { name: 'Questions' });
    const columns = await within(questions).findAllByRole('list');
    expect(columns).toHaveLength(2);
    const names = columns.map((column) =>
      within(column)
        .getAllByRole('button')
        .map((button) => button.textContent),
    );
    expect(names).toEqual([
      ['Question 1?', 'Question 2?', 'Question 3?'],
      ['Question 4?', 'Question 5?'],
    ]);
    expect(document.title).toMatch(/^FAQs \| .+ \| Learning Management System$/);
  });

  it('opens one answer at a time, and a second click closes it', async () => {
    const { user } = await openFaqs([1, 2, 3, 4].map((n) => makeFaq(n)));
    await screen.findByText('Question 1?');
    for (const n of [1, 2, 3, 4]) expect(questionButton(n)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Answer 1.')).not.toBeVisible();

    await user.click(questionButton(1));
    expect(questionButton(1)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Question 1?' })).toHaveTextContent('Answer 1.');

    // One in the other column: the first closes.
    await user.click(questionButton(4));
    expect(questionButton(4)).toHaveAttribute('aria-expanded', 'true');
    expect(questionButton(1)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Question 1?' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Question 4?' })).toBeVisible();

    await user.click(questionButton(4));
    expect(questionButton(4)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: /^Question \d\?$/ })).not.toBeInTheDocument();
  });

  it(`alerts '${FAQ_MESSAGES.enterQuestion}' for a blank question and sends nothing`, async () => {
    const { api, user } = await openFaqs([makeFaq(1)]);
    await user.type(box(), '   ');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(await screen.findByText(FAQ_MESSAGES.enterQuestion)).toBeInTheDocument();
    expect(box()).toHaveFocus();
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('refuses a question shorter than the contract allows, on the field', async () => {
    const { api, user } = await openFaqs([makeFaq(1)]);
    await user.type(box(), 'Why');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(box()).toHaveAccessibleDescription(`${FAQ_TEXT.tooShort}.`));
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('clears the box, reloads the list and keeps the visitor’s own question on screen as pending', async () => {
    const mine = makeFaq(9, {
      question: 'Is the BIM course free?',
      answer: FAQ_MESSAGES.pending,
      answered: false,
    });
    const { api, user } = await openFaqs([makeFaq(1)], {
      status: 201,
      body: { message: 'FAQ saved', faq: mine },
    });
    await screen.findByText('Question 1?');
    const loads = api.callsTo(LIST).length;

    await user.type(box(), '  Is the BIM course free?  {Enter}');

    const own = await screen.findByRole('region', { name: 'Your questions' });
    expect(within(own).getByText('Is the BIM course free?')).toBeInTheDocument();
    expect(within(own).getByText(FAQ_MESSAGES.pending)).toBeInTheDocument();
    expect(box()).toHaveValue('');
    expect(api.callsTo(CREATE)[0]?.body).toEqual({ question: 'Is the BIM course free?' });
    expect(api.callsTo(CREATE)[0]?.headers.authorization).toBeUndefined();
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(loads));
    // Not among the answered questions: the server does not list it publicly.
    expect(screen.queryByRole('button', { name: 'Is the BIM course free?' })).not.toBeInTheDocument();
  });

  it('moves the visitor’s question into the list once the list holds it (answered)', async () => {
    const mine = makeFaq(9, {
      question: 'Is the BIM course free?',
      answer: FAQ_MESSAGES.pending,
      answered: false,
    });
    const { user, setList, queryClient } = await openFaqs([makeFaq(1)], {
      status: 201,
      body: { message: 'FAQ saved', faq: mine },
    });
    await user.type(box(), 'Is the BIM course free?{Enter}');
    await screen.findByRole('region', { name: 'Your questions' });

    setList([makeFaq(1), { ...mine, answer: 'Yes, entirely.', answered: true }]);
    await queryClient.invalidateQueries();
    expect(await screen.findByRole('button', { name: 'Is the BIM course free?' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your questions' })).not.toBeInTheDocument();
  });

  it(`toasts '${FAQ_MESSAGES.saveFailed}' when the question is not saved, and keeps it in the box`, async () => {
    const { user } = await openFaqs([makeFaq(1)], { networkError: true });
    await user.type(box(), 'Is the BIM course free?{Enter}');
    expect(await screen.findByText(FAQ_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(box()).toHaveValue('Is the BIM course free?');
    expect(screen.queryByRole('region', { name: 'Your questions' })).not.toBeInTheDocument();
  });

  it('asks without the token, so a signed-in admin sees what visitors see', async () => {
    const admin = makeUser({ role: 'admin' });
    storeSession('tok', admin);
    const api = mockApi({
      'GET /api/auth/validate-token': { body: { user: admin } },
      [LIST]: { body: [] },
    });
    renderApp('/faqs');
    expect(await screen.findByText(/No questions have been answered yet/)).toBeInTheDocument();
    expect(api.callsTo('GET /api/auth/validate-token')[0]?.headers.authorization).toBe('Bearer tok');
    expect(api.callsTo(LIST)[0]?.headers.authorization).toBeUndefined();
  });
});
