import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, storeSession } from '../test/api-mock';
import { renderApp } from '../test/render';

const COURSE_ID = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

describe('router', () => {
  it.each([
    ['the student courses page', '/dashboard/student/courses'],
    ['a course with its Q & A and Notebook tabs', `/dashboard/student/courses/${COURSE_ID}`],
  ])(
    'defect 9: a smartLABS session visiting %s is sent to its own dashboard',
    { timeout: 10_000 },
    async (_, path) => {
      const user = makeUser({ role: 'smartLABS', name: 'Kai' });
      storeSession('tok', user);
      const api = mockApi({
        'GET /api/auth/validate-token': { body: { user } },
        'GET /api/auth/streak-dates': { body: { streakDates: [] } },
      });
      const { router } = renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Community' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard/smartLABS/network');
      // Nothing of the student pages was asked for: no courses, questions or notes.
      expect(
        api.calls.filter((call) => /^\/api\/(courses|qna|notebook)/.test(call.path)).map((c) => c.path),
      ).toEqual([]);
    },
  );
});
