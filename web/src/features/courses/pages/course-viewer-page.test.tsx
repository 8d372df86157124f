import type { Course } from '@atelier/contract/courses';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, storeSession, type MockAnswer } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';

const me = makeUser();
const ID = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const chapter = (id: string, name: string, extra: Partial<Course['sections'][0]['chapters'][0]> = {}) => ({
  _id: id,
  name,
  description: `${name} description`,
  content: `https://lessons.example.org/${id}.html`,
  resources: [],
  summary: '',
  ...extra,
});

const course: Course = {
  _id: ID,
  title: 'BIM Fundamentals',
  description: 'A first course.',
  coverImage: 'https://example.org/cover.png',
  learningObjectives: ['Model walls'],
  skillsCovered: ['Revit'],
  authors: [{ name: 'Anika Rao', linkedinId: 'anika-rao', profileImage: 'https://example.org/a.png' }],
  sections: [
    {
      _id: 's1',
      name: 'Getting Started',
      chapters: [
        chapter('c1', 'What is BIM?', {
          resources: ['https://example.org/glossary.html'],
          summary: 'BIM models real elements.',
        }),
        chapter('c2', 'The Interface'),
      ],
    },
    { _id: 's2', name: 'Modelling', chapters: [chapter('c3', 'Levels and Grids')] },
  ],
  locked: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const noItems = { items: [], total: 0, nextCursor: null };

/** The assistant's answer: the summary of the third chapter, linking to its Summary tab. */
const assistantAnswer = {
  answer: null,
  found: true,
  message: 'Here is what the course says…',
  passages: [
    {
      source: 'summary',
      title: 'Levels and Grids',
      chapterId: `${ID}_Levels_and_Grids`,
      questionId: null,
      segments: [
        { text: 'Levels', match: true },
        { text: ' come before walls.', match: false },
      ],
      link: `/dashboard/student/courses/${ID}?chapter=c3&tab=summary`,
    },
  ],
};

async function open(answer: MockAnswer | (() => Promise<MockAnswer>), search = '') {
  storeSession('tok', me);
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: me } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    [`GET /api/courses/${ID}`]: answer,
    [`GET /api/qna/${ID}/${ID}_What_is_BIM%3F?limit=20`]: { body: noItems },
    [`GET /api/notebook/${me._id}/${ID}/${ID}_What_is_BIM%3F?limit=20`]: { body: noItems },
    [`POST /api/courses/${ID}/ask`]: { body: assistantAnswer },
  });
  const view = renderApp(`/dashboard/student/courses/${ID}${search}`);
  // The first test also waits for the lazy student area to load.
  await screen.findByRole('main', {}, { timeout: 5000 });
  return { ...view, api, user: userEvent.setup() };
}

describe('course viewer', { timeout: 10_000 }, () => {
  it('selects the first chapter of the first section and frames its content', async () => {
    const { api } = await open({ body: course });
    const frame = await screen.findByTitle('Chapter: What is BIM?');
    expect(frame).toHaveAttribute('src', 'https://lessons.example.org/c1.html');
    expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-presentation allow-popups',
    );
    const picker = screen.getByRole('navigation', { name: 'Chapters' });
    expect(within(picker).getByRole('link', { name: /What is BIM\?/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The opened chapter goes to the server (which counts the Weekly Goal), nothing to the browser.
    await waitFor(() =>
      expect(api.callsTo('POST /api/progress/events')[0]?.body).toMatchObject({
        events: [{ type: 'chapter_opened', courseId: ID, chapterId: `${ID}_What_is_BIM?` }],
      }),
    );
    expect(window.localStorage.getItem(`weeklyGoal:${me._id}`)).toBeNull();
  });

  it('shows the five tabs and the chapter in each', async () => {
    const { user } = await open({ body: course });
    const tabs = await screen.findByRole('tablist', { name: 'Chapter' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Overview', 'Resources', 'Q & A', 'Notebook', 'Summary']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('A first course.');

    await user.click(screen.getByRole('tab', { name: 'Resources' }));
    const link = screen.getByRole('link', { name: 'glossary.html' });
    expect(link).toHaveAttribute('href', 'https://example.org/glossary.html');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(screen.getByRole('tab', { name: 'Summary' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('BIM models real elements.');

    await user.click(screen.getByRole('tab', { name: 'Q & A' }));
    expect(await screen.findByText('No questions yet. Be the first to ask.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Notebook' }));
    expect(await screen.findByRole('button', { name: 'Save Note' })).toBeInTheDocument();
  });

  it('moves to another chapter from the picker', async () => {
    const { user, router } = await open({ body: course });
    await user.click(await screen.findByRole('link', { name: /Levels and Grids/ }));
    expect(await screen.findByTitle('Chapter: Levels and Grids')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?chapter=c3');
  });

  it("says 'Please select a chapter to view.' for an unknown chapter", async () => {
    await open({ body: course }, '?chapter=gone');
    expect(await screen.findByText('Please select a chapter to view.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it("says 'This course has no chapters available.' for a course without chapters", async () => {
    await open({ body: { ...course, sections: [{ _id: 's1', name: 'Soon', chapters: [] }] } });
    expect(await screen.findByText('This course has no chapters available.')).toBeInTheDocument();
  });

  it("says 'Loading course...' while loading and the locked message on 403", async () => {
    let release: (answer: MockAnswer) => void = () => {};
    await open(() => new Promise<MockAnswer>((resolve) => (release = resolve)));
    expect(await screen.findByText('Loading course...')).toBeInTheDocument();
    release({ status: 403, body: { message: 'This course is locked. You cannot access its content.' } });
    // Shown in the page and as a toast.
    await waitFor(() =>
      expect(screen.getAllByText('This course is locked. You cannot access its content.')).toHaveLength(2),
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('offers the AI Assistant question box and its Ask AI button', async () => {
    await open({ body: course });
    expect(await screen.findByLabelText('Ask about this chapter')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask AI' })).toBeInTheDocument();
  });

  it("opens the chapter and tab a link names, as the assistant's passages do", async () => {
    const { user } = await open({ body: course }, '?chapter=c1&tab=summary');
    expect(await screen.findByRole('tab', { name: 'Summary', selected: true })).toBeInTheDocument();
    expect(screen.getByText('BIM models real elements.')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.type(screen.getByLabelText('Ask about this chapter'), 'Do levels come before walls?');
    await user.click(screen.getByRole('button', { name: 'Ask AI' }));
    await user.click(await screen.findByRole('link', { name: 'Open summary: Levels and Grids' }));
    expect(await screen.findByText('Levels and Grids', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Summary', selected: true })).toBeInTheDocument();
    // The answer stays while its link is followed.
    expect(screen.getByRole('list', { name: 'From the course' })).toBeInTheDocument();
  });

  it('defect 11: the chapter tabs come before the AI Assistant in reading order', async () => {
    await open({ body: course });
    const tabs = await screen.findByRole('tablist', { name: 'Chapter' });
    const assistant = screen.getByRole('region', { name: 'AI Assistant' });
    expect(tabs.compareDocumentPosition(assistant) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('defect 12: the locked course page and the unknown course page have an h1', async () => {
    const locked = await open({
      status: 403,
      body: { message: 'This course is locked. You cannot access its content.' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Course locked' })).toBeInTheDocument();
    locked.unmount();

    await open({ status: 404, body: { message: 'Course not found' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Course not found');
  });

  it('defect 19: a resource link shows the file name from its path, or the host when it has none', async () => {
    const resources = [
      'https://example.org/files/Site%20survey%20notes.pdf',
      'https://docs.example.org/',
      'https://example.org/guides/contours/?page=2',
    ];
    const withResources = {
      ...course,
      sections: [{ ...course.sections[0]!, chapters: [chapter('c1', 'What is BIM?', { resources })] }],
    };
    const { user } = await open({ body: withResources });
    await user.click(await screen.findByRole('tab', { name: 'Resources' }));
    const links = within(screen.getByRole('tabpanel')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Site survey notes.pdf',
      'docs.example.org',
      'contours',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(resources);
  });
});
