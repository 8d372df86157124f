import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, storeSession, type MockAnswer } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { SCHEDULE_TEXT } from '../messages';
import { SEMESTER } from '../test-fixtures';

const member = makeUser({ role: 'smartLABS', name: 'Noor' });
const FEED = 'https://atelier.example.org/api/smartlabs/schedule.ics?user=u1&sig=abc_DEF-123';
const RESET_FEED = 'https://atelier.example.org/api/smartlabs/schedule.ics?user=u1&sig=new_SIG-456';

async function openSchedule(
  list: MockAnswer | (() => MockAnswer),
  feed: MockAnswer = { body: { url: FEED } },
) {
  storeSession('tok', member);
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: member } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    'GET /api/smartlabs/schedule': list,
    'GET /api/smartlabs/schedule/feed-link': feed,
    'POST /api/smartlabs/schedule/feed-link/reset': { body: { url: RESET_FEED } },
  });
  const view = renderApp('/dashboard/smartLABS/schedule');
  await screen.findByRole('heading', { level: 1, name: 'Schedule' }, { timeout: 5000 });
  return { ...view, api, user: userEvent.setup() };
}

describe('/dashboard/smartLABS/schedule', { timeout: 15_000 }, () => {
  it('shows the semester as months, each entry with its date, time, kind, links and details', async () => {
    await openSchedule({ body: SEMESTER });
    const months = await screen.findAllByRole('heading', { level: 2 });
    expect(months.map((h) => h.textContent)).toEqual(['July 2025', 'August 2025', 'December 2025']);

    const july = screen.getByRole('region', { name: 'July 2025' });
    expect(
      within(july)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Orientation', 'Site survey']);
    const orientation = screen.getByRole('article', { name: 'Orientation' });
    expect(within(orientation).getByTitle('Online session')).toHaveTextContent('OS');
    expect(orientation).toHaveTextContent(/Saturday,? 5 July 2025/);
    expect(orientation).toHaveTextContent('18:30–20:00 IST');
    expect(within(orientation).getByText('Online (Zoom)')).toBeInTheDocument();
    expect(within(orientation).getByText(/Meeting ID 855 001/).textContent).toBe(
      'Meeting ID 855 001\nPasscode smart1',
    );
    expect(
      within(orientation)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Orientation', 'BIM']);
    expect(within(orientation).getByRole('link', { name: 'Join Orientation' })).toHaveAttribute(
      'href',
      'https://zoom.example.com/j/1',
    );
    expect(within(orientation).getByRole('link', { name: 'Recording of Orientation' })).toHaveAttribute(
      'href',
      'https://recordings.example.org/1',
    );

    const tour = screen.getByRole('article', { name: 'Study tour: Ahmedabad' });
    expect(within(tour).getByTitle('Study tour')).toBeInTheDocument();
    expect(tour).toHaveTextContent('28–31');
    expect(tour).toHaveTextContent(/Thursday,? 28 August 2025 to Sunday,? 31 August 2025/);
    expect(tour).toHaveTextContent(SCHEDULE_TEXT.allDay);
    expect(within(tour).queryByRole('link')).not.toBeInTheDocument();

    const survey = screen.getByRole('article', { name: 'Site survey' });
    expect(within(survey).getByTitle('Studio session')).toHaveTextContent('SS');
    expect(within(survey).queryByRole('link')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Schedule \| /));
  });

  it('shows the markup an admin typed as text', async () => {
    await openSchedule({
      body: [{ ...SEMESTER[0]!, title: '<b>Bold</b>', meetingDetails: '<img src=x onerror=alert(1)>' }],
    });
    expect(await screen.findByRole('heading', { level: 3, name: '<b>Bold</b>' })).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('says when nothing is scheduled', async () => {
    await openSchedule({ body: [] });
    expect(await screen.findByText(SCHEDULE_TEXT.empty)).toBeInTheDocument();
  });

  it('says when the schedule cannot be loaded, and tries again', async () => {
    let calls = 0;
    const { user } = await openSchedule(() => (++calls === 1 ? { status: 500 } : { body: SEMESTER }));
    expect(await screen.findByText(SCHEDULE_TEXT.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SCHEDULE_TEXT.tryAgain }));
    expect(await screen.findByRole('heading', { level: 2, name: 'July 2025' })).toBeInTheDocument();
  });

  it('gives the member’s own calendar address to copy, and as a webcal:// link', async () => {
    const { api, user } = await openSchedule({ body: SEMESTER });
    expect(api.callsTo('GET /api/smartlabs/schedule/feed-link')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: SCHEDULE_TEXT.addToCalendar }));
    const dialog = await screen.findByRole('dialog', { name: SCHEDULE_TEXT.subscribeTitle });
    const address = await within(dialog).findByLabelText(SCHEDULE_TEXT.linkLabel);
    expect(address).toHaveValue(FEED);
    expect(within(dialog).getByRole('link', { name: SCHEDULE_TEXT.openInApp })).toHaveAttribute(
      'href',
      'webcal://atelier.example.org/api/smartlabs/schedule.ics?user=u1&sig=abc_DEF-123',
    );
    await user.click(within(dialog).getByRole('button', { name: SCHEDULE_TEXT.copy }));
    expect(await screen.findByText(SCHEDULE_TEXT.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(FEED);
    expect(api.callsTo('GET /api/smartlabs/schedule/feed-link')[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('resets the calendar address and shows the new one', async () => {
    const { api, user } = await openSchedule({ body: SEMESTER });
    await user.click(screen.getByRole('button', { name: SCHEDULE_TEXT.addToCalendar }));
    const dialog = await screen.findByRole('dialog', { name: SCHEDULE_TEXT.subscribeTitle });
    expect(await within(dialog).findByLabelText(SCHEDULE_TEXT.linkLabel)).toHaveValue(FEED);
    await user.click(within(dialog).getByRole('button', { name: SCHEDULE_TEXT.resetLink }));
    expect(await screen.findByText(SCHEDULE_TEXT.resetDone)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(SCHEDULE_TEXT.linkLabel)).toHaveValue(RESET_FEED);
    expect(api.callsTo('POST /api/smartlabs/schedule/feed-link/reset')).toHaveLength(1);
  });

  it('says when the calendar address cannot be made', async () => {
    const { user } = await openSchedule({ body: SEMESTER }, { status: 500 });
    await user.click(screen.getByRole('button', { name: SCHEDULE_TEXT.addToCalendar }));
    expect(await screen.findByText(SCHEDULE_TEXT.linkFailed)).toBeInTheDocument();
  });
});
