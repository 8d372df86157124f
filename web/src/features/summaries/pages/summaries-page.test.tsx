import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, storeSession, type MockAnswer } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { SUMMARY_TEXT } from '../messages';
import { summary } from '../test-fixtures';

const member = makeUser({ role: 'smartLABS', name: 'Noor' });

async function open(path: string, answers: Record<string, MockAnswer>) {
  storeSession('tok', member);
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: member } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    ...answers,
  });
  const view = renderApp(path);
  return { ...view, api, user: userEvent.setup() };
}

describe('/dashboard/smartLABS/summaries', { timeout: 15_000 }, () => {
  it('shows each session as a card: cover, title, tag, date and View Session', async () => {
    const { user, router } = await open('/dashboard/smartLABS/summaries', {
      'GET /api/smartlabs/session-summary': { body: [summary(19), summary(5, { coverImage: '' })] },
      [`GET /api/smartlabs/session-summary/${summary(19)._id}`]: { body: summary(19) },
    });
    const cards = await screen.findAllByRole('article', {}, { timeout: 5000 });
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Session 19', 'Session 5']);
    expect(within(cards[0]!).getByText('Tag 19')).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/19 Jul 2025/)).toHaveAttribute('datetime', '2025-07-19');
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', 'https://images.example.org/cover-19.jpg');
    expect(within(cards[1]!).getByTestId('cover-fallback')).toBeInTheDocument();
    const view = within(cards[0]!).getByRole('link', { name: `${SUMMARY_TEXT.view}: Session 19` });
    expect(view).toHaveAttribute('href', `/dashboard/smartLABS/summary/${summary(19)._id}`);
    await user.click(view);
    expect(await screen.findByRole('heading', { level: 1, name: 'Session 19' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/smartLABS/summary/${summary(19)._id}`);
  });

  it('says when there is no summary yet, or when the list cannot be loaded', async () => {
    const first = await open('/dashboard/smartLABS/summaries', {
      'GET /api/smartlabs/session-summary': { body: [] },
    });
    expect(await screen.findByText(SUMMARY_TEXT.empty, {}, { timeout: 5000 })).toBeInTheDocument();
    first.unmount();
    await open('/dashboard/smartLABS/summaries', { 'GET /api/smartlabs/session-summary': { status: 500 } });
    expect(await screen.findByText(SUMMARY_TEXT.loadFailed, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SUMMARY_TEXT.tryAgain })).toBeInTheDocument();
  });
});

describe('/dashboard/smartLABS/summary/:id', { timeout: 15_000 }, () => {
  it('plays a YouTube recording in the privacy-enhanced player, with the sections as text', async () => {
    const s = summary(19, {
      sessionTitle: 'BIM execution plans',
      summaryText: [
        { heading: 'Why a BEP', description: 'Line one.\nLine two.' },
        { heading: '<b>Naming</b>', description: '<img src=x onerror=alert(1)>' },
      ],
    });
    await open(`/dashboard/smartLABS/summary/${s._id}`, {
      [`GET /api/smartlabs/session-summary/${s._id}`]: { body: s },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'BIM execution plans' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tag 19')).toBeInTheDocument();
    expect(screen.getByText(/19 Jul 2025/)).toBeInTheDocument();
    const player = screen.getByTitle('Recording of BIM execution plans');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Xy7bD1mQk2s');
    expect(player).toHaveAttribute('allow', 'encrypted-media; picture-in-picture; fullscreen');
    expect(player).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Why a BEP',
      '<b>Naming</b>',
    ]);
    expect(screen.getByText(/Line one\./).textContent).toBe('Line one.\nLine two.');
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^BIM execution plans \| /));
  });

  it('links a recording that is not on YouTube instead of framing it', async () => {
    const s = summary(3, { recordingLink: 'https://recordings.example.org/3', embedUrl: null });
    await open(`/dashboard/smartLABS/summary/${s._id}`, {
      [`GET /api/smartlabs/session-summary/${s._id}`]: { body: s },
    });
    const link = await screen.findByRole('link', { name: SUMMARY_TEXT.openRecording }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', 'https://recordings.example.org/3');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('says when the summary does not exist', async () => {
    await open('/dashboard/smartLABS/summary/00000000-0000-4000-8000-000000000009', {
      'GET /api/smartlabs/session-summary/00000000-0000-4000-8000-000000000009': {
        status: 404,
        body: { message: 'Session summary not found' },
      },
    });
    expect(await screen.findByText(SUMMARY_TEXT.notFound, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SUMMARY_TEXT.back })).toHaveAttribute(
      'href',
      '/dashboard/smartLABS/summaries',
    );
  });
});
