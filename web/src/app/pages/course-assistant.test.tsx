import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, storeSession } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { SessionGate } from '../session-gate';
import { CourseAssistant } from './course-assistant';

const me = makeUser();
const courseId = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const chapter = { key: `${courseId}_Drainage`, id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Drainage' };
const QUESTION = 'Which wood glue suits oak joints?';

describe('CourseAssistant', () => {
  it('posts what the assistant cannot answer through the Q & A API, as the student, on the asked chapter', async () => {
    storeSession('tok', me);
    const api = mockApi({
      'GET /api/auth/validate-token': { body: { user: me } },
      [`POST /api/courses/${courseId}/ask`]: {
        body: { answer: null, found: false, passages: [], message: 'not covered' },
      },
      'POST /api/qna': ({ body }) => ({
        status: 201,
        body: {
          message: 'Question posted',
          question: {
            ...(body as object),
            _id: '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f7a',
            userId: { _id: me._id, name: me.name, avatar: me.avatar },
            createdAt: '2026-03-04T10:00:00.000Z',
            likes: [],
            answers: [],
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <SessionGate>
        <MemoryRouter>
          <CourseAssistant courseId={courseId} chapter={chapter} />
        </MemoryRouter>
      </SessionGate>,
    );
    await user.type(await screen.findByLabelText('Ask about this chapter'), QUESTION);
    await user.click(screen.getByRole('button', { name: 'Ask AI' }));
    await user.click(await screen.findByRole('button', { name: "Post to this chapter's Q&A" }));
    expect(await screen.findByRole('status')).toHaveTextContent("Posted to the chapter's Q & A.");
    expect(api.callsTo('POST /api/qna').map((c) => c.body)).toEqual([
      { courseId, chapterId: chapter.key, userId: me._id, question: QUESTION },
    ]);
  });
});
