import { chapterKey } from '@atelier/contract/courses';
import type { Question } from '@atelier/contract/qna';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from '../support/api';
import { createSiteAnalysisCourse, siteAnalysisCourse } from '../support/courses';
import { contrastRatio, textColours } from '../support/measure';
import { useStory } from '../support/story';
import { logIn, snap } from '../support/ui';

const QUESTION = 'Which contour interval suits a sloping site?';

describe('a student reads the dates of questions, answers and replies', () => {
  const story = useStory();
  let courseId = '';
  beforeAll(async () => {
    courseId = await createSiteAnalysisCourse(story.server);
    const token = await apiLogin(story.server, 'student');
    const chapterId = chapterKey(courseId, siteAnalysisCourse(story.server).reading.name);
    const post = async <T>(path: string, body: object) => {
      const res = await api<T>(story.server, 'POST', path, { token, body });
      if (res.status !== 201) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body;
    };
    const { question } = await post<{ question: Question }>('/api/qna', {
      courseId,
      chapterId,
      question: QUESTION,
    });
    const { answer } = await post<{ answer: { _id: string } }>('/api/qna/answer', {
      questionId: question._id,
      answer: 'Half a metre on a gentle slope.',
    });
    await post('/api/qna/reply', {
      questionId: question._id,
      answerId: answer._id,
      reply: 'And on a steep one?',
    });
  });

  it('defect 12: every date in the Q & A tab, the reply’s on its grey too, has a contrast of 4.5:1 or more', async () => {
    const { context, page, errors } = await story.openPage();
    await logIn(page, story.server, 'student');
    await page.goto(`${story.server.url}/dashboard/student/courses/${courseId}`);
    await page.getByRole('tab', { name: 'Q & A' }).click();
    await page.getByRole('button', { name: QUESTION }).click();
    const replies = page.getByRole('list', { name: 'Replies' });
    await replies.getByText('And on a steep one?').waitFor();
    await snap(page, 'courses-qna-dates');

    const dates = page.getByRole('tabpanel').locator('time');
    expect(await dates.count()).toBe(3);
    const measured = [];
    for (const date of await dates.all()) {
      const { color, background } = await textColours(date);
      measured.push({ color, background, ratio: Math.round(contrastRatio(color, background) * 100) / 100 });
    }
    // The reply's date sits on the reply's grey; the question's and answer's on the panel's white.
    expect(measured[2]!.background).not.toBe(measured[0]!.background);
    for (const m of measured) expect(m.ratio, JSON.stringify(measured)).toBeGreaterThanOrEqual(4.5);

    expect(errors).toEqual([]);
    await context.close();
  });
});
