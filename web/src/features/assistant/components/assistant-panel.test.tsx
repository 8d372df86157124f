import type { AskAssistantResponse } from '@atelier/contract/assistant';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi, storeSession, type MockAnswer } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { ASSISTANT_TEXT } from '../messages';
import { AssistantPanel } from './assistant-panel';

const courseId = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const chapter = {
  key: `${courseId}_Reading_the_Site`,
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  name: 'Reading the Site',
};
const ASK = `POST /api/courses/${courseId}/ask`;
const QUESTION = 'Which come first: contours or sun?';

const found: AskAssistantResponse = {
  answer: 'Contours and sun come first [1].',
  found: true,
  message: ASSISTANT_TEXT.found,
  passages: [
    {
      source: 'summary',
      title: 'Reading the Site',
      chapterId: chapter.key,
      questionId: null,
      segments: [
        { text: 'Contours', match: true },
        { text: ', ', match: false },
        { text: 'sun', match: true },
        { text: ' and access come first <b>always</b>', match: false },
      ],
      link: `/dashboard/student/courses/${courseId}?chapter=${chapter.id}&tab=summary`,
    },
    {
      source: 'qna',
      title: 'Do contours matter on a flat plot?',
      chapterId: chapter.key,
      questionId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      segments: [
        { text: 'Even flat plots have ', match: false },
        { text: 'contours', match: true },
      ],
      link: `/dashboard/student/courses/${courseId}?chapter=${chapter.id}&tab=qna`,
    },
  ],
};
const notFound: AskAssistantResponse = {
  answer: null,
  found: false,
  message: ASSISTANT_TEXT.notFound,
  passages: [],
};

function setup(answer: MockAnswer | (() => Promise<MockAnswer>), postToQna = vi.fn(async () => undefined)) {
  storeSession('tok', makeUser());
  const api = mockApi({ [ASK]: typeof answer === 'function' ? answer : () => answer });
  renderWithProviders(
    <MemoryRouter>
      <AssistantPanel courseId={courseId} chapter={chapter} postToQna={postToQna} />
    </MemoryRouter>,
  );
  return { api, postToQna, user: userEvent.setup() };
}

async function ask(user: ReturnType<typeof userEvent.setup>, question = QUESTION) {
  await user.type(screen.getByLabelText('Ask about this chapter'), question);
  await user.click(screen.getByRole('button', { name: 'Ask AI' }));
}

describe('AssistantPanel', () => {
  it('shows the answer and the passages with the matched words marked and links to their tabs', async () => {
    let release: (a: MockAnswer) => void = () => undefined;
    const { api, user } = setup(() => new Promise((resolve) => (release = resolve)));
    await ask(user, `  ${QUESTION} `);
    expect(screen.getByText(`${QUESTION.length + 3}/500 characters`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask AI' })).toHaveAttribute('aria-busy', 'true');
    release({ body: found });

    expect(await screen.findByText(ASSISTANT_TEXT.found)).toBeInTheDocument();
    expect(api.callsTo(ASK)[0]!.body).toEqual({ question: QUESTION, chapterId: chapter.key });
    expect(screen.getByText('Contours and sun come first [1].')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'From the course' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const summary = cards[0]!;
    expect(within(summary).getByText('Summary')).toBeInTheDocument();
    expect(Array.from(summary.querySelectorAll('mark')).map((m) => m.textContent)).toEqual([
      'Contours',
      'sun',
    ]);
    // Text from the course stays text: no element is made of it.
    expect(summary.querySelector('b')).toBeNull();
    expect(summary).toHaveTextContent('and access come first <b>always</b>');
    expect(within(summary).getByRole('link', { name: 'Open summary: Reading the Site' })).toHaveAttribute(
      'href',
      found.passages[0]!.link,
    );
    expect(
      within(cards[1]!).getByRole('link', { name: 'Open Q & A: Do contours matter on a flat plot?' }),
    ).toHaveAttribute('href', found.passages[1]!.link);
    expect(screen.getByRole('button', { name: 'Ask AI' })).not.toHaveAttribute('aria-busy');
  });

  it("says plainly when the course does not cover it and posts the question to the chapter's Q&A in one click", async () => {
    const { postToQna, user } = setup({ body: notFound });
    await ask(user);
    expect(await screen.findByText(ASSISTANT_TEXT.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'From the course' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Post to this chapter's Q&A" }));
    expect(postToQna).toHaveBeenCalledWith(chapter.key, QUESTION);
    const posted = await screen.findByRole('status');
    expect(posted).toHaveTextContent("Posted to the chapter's Q & A.");
    expect(within(posted).getByRole('link', { name: 'Open Q & A' })).toHaveAttribute(
      'href',
      `/dashboard/student/courses/${courseId}?chapter=${chapter.id}&tab=qna`,
    );
    expect(screen.queryByRole('button', { name: "Post to this chapter's Q&A" })).not.toBeInTheDocument();
  });

  it('says so when posting to Q&A fails, and the offer stays', async () => {
    const postToQna = vi.fn(async () => {
      throw new Error('offline');
    });
    const { user } = setup({ body: notFound }, postToQna);
    await ask(user);
    await user.click(await screen.findByRole('button', { name: "Post to this chapter's Q&A" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not post the question. Please try again.',
    );
    expect(screen.getByRole('button', { name: "Post to this chapter's Q&A" })).toBeEnabled();
  });

  it("shows the server's words for a flood and our own for a failure", async () => {
    const answers: MockAnswer[] = [
      { status: 429, body: { message: 'Too many requests. Please try again in a minute.' } },
      { status: 500, body: { message: 'Internal Server Error' } },
    ];
    const { user } = setup(async () => answers.shift()!);
    await ask(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in a minute.',
    );
    await user.click(screen.getByRole('button', { name: 'Ask AI' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The assistant could not answer. Please try again.',
      ),
    );
  });

  it('asks nothing for a blank question and keeps to 500 characters', async () => {
    const { api, user } = setup({ body: found });
    await user.type(screen.getByLabelText('Ask about this chapter'), '   ');
    await user.click(screen.getByRole('button', { name: 'Ask AI' }));
    expect(screen.getByText('Write a question first.')).toBeInTheDocument();
    expect(api.callsTo(ASK)).toHaveLength(0);
    expect(screen.getByLabelText('Ask about this chapter')).toHaveAttribute('maxlength', '500');
  });
});
