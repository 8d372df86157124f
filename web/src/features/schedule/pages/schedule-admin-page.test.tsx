import type { ScheduleEntry } from '@atelier/contract/schedule';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, storeSession, type MockAnswer } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { SCHEDULE_MESSAGES, SCHEDULE_TEXT } from '../messages';
import { SEMESTER } from '../test-fixtures';

const admin = makeUser({ role: 'admin', name: 'Meera Admin' });
const LIST = 'GET /api/smartlabs/schedule';
const CREATE = 'POST /api/smartlabs/schedule';

async function open(handlers: Record<string, MockAnswer | ((call: { body: unknown }) => MockAnswer)> = {}) {
  storeSession('tok', admin);
  let entries: ScheduleEntry[] = [...SEMESTER];
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: admin } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    [LIST]: () => ({ body: entries }),
    ...handlers,
  });
  const view = renderApp('/dashboard/admin/schedule');
  await screen.findByRole('heading', { level: 1, name: 'Schedule' }, { timeout: 5000 });
  await screen.findByRole('table');
  return { ...view, api, user: userEvent.setup(), setEntries: (e: ScheduleEntry[]) => (entries = e) };
}

const row = (title: string) => screen.getByRole('row', { name: new RegExp(title) });

describe('/dashboard/admin/schedule', { timeout: 20_000 }, () => {
  it('lists every entry with its date, time, kind and location', async () => {
    await open();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(
      SEMESTER.map((e) => e.title),
    );
    expect(row('Orientation')).toHaveTextContent('Sat 5 Jul');
    expect(row('Orientation')).toHaveTextContent('18:30–20:00');
    expect(row('Study tour')).toHaveTextContent('Thu–Sun 28–31 Aug');
    expect(row('Study tour')).toHaveTextContent('All day');
    expect(screen.getByText(`${SEMESTER.length} in the semester`)).toBeInTheDocument();
  });

  it('adds an entry: tags from a comma list, empty times for all day', async () => {
    const { api, user, setEntries } = await open({
      [CREATE]: ({ body }) => ({
        status: 201,
        body: { message: SCHEDULE_MESSAGES.added, entry: { ...(body as object), _id: 'new' } },
      }),
    });
    await user.click(screen.getByRole('button', { name: SCHEDULE_TEXT.addEntry }));
    const dialog = await screen.findByRole('dialog', { name: SCHEDULE_TEXT.newEntry });
    await user.type(within(dialog).getByLabelText('Title'), 'BIM India Summit');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'conference');
    await user.type(within(dialog).getByLabelText('Tags'), 'Conference, Industry,  ');
    await user.type(within(dialog).getByLabelText('Date'), '2025-11-14');
    await user.type(within(dialog).getByLabelText('Last day'), '2025-11-16');
    await user.type(within(dialog).getByLabelText('Location'), 'Hyderabad');
    await user.type(within(dialog).getByLabelText('Join link'), 'https://summit.example.org/live');
    setEntries([...SEMESTER]);
    await user.click(within(dialog).getByRole('button', { name: SCHEDULE_TEXT.saveEntry }));

    expect(await screen.findByText(SCHEDULE_MESSAGES.added)).toBeInTheDocument();
    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      date: '2025-11-14',
      endDate: '2025-11-16',
      startTime: null,
      endTime: null,
      title: 'BIM India Summit',
      kind: 'conference',
      tags: ['Conference', 'Industry'],
      location: 'Hyderabad',
      meetingDetails: '',
      zoomLink: 'https://summit.example.org/live',
      recLink: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows what is wrong under each field and sends nothing', async () => {
    const { api, user } = await open();
    await user.click(screen.getByRole('button', { name: SCHEDULE_TEXT.addEntry }));
    const dialog = await screen.findByRole('dialog', { name: SCHEDULE_TEXT.newEntry });
    await user.type(within(dialog).getByLabelText('Date'), '2025-07-10');
    await user.type(within(dialog).getByLabelText('Last day'), '2025-07-09');
    await user.type(within(dialog).getByLabelText('Start time'), '18:00');
    await user.type(within(dialog).getByLabelText('End time'), '17:00');
    await user.type(within(dialog).getByLabelText('Recording link'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: SCHEDULE_TEXT.saveEntry }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('Title is required.'),
    );
    expect(within(dialog).getByLabelText('Last day')).toHaveAccessibleDescription(
      'Last day must not be before the start date.',
    );
    expect(within(dialog).getByLabelText('Recording link')).toHaveAccessibleDescription(
      'Recording link must be an http(s) URL.',
    );
    expect(api.callsTo(CREATE)).toHaveLength(0);

    // On one day, the end time is compared with the start time.
    await user.clear(within(dialog).getByLabelText('Last day'));
    await user.type(within(dialog).getByLabelText('Title'), 'Evening');
    await user.click(within(dialog).getByRole('button', { name: SCHEDULE_TEXT.saveEntry }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('End time')).toHaveAccessibleDescription(
        'End time must not be before the start time.',
      ),
    );
    expect(within(dialog).getByLabelText('Last day')).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('edits an entry in its dialog, filled in, and sends the change', async () => {
    const target = SEMESTER[1]!;
    const PUT = `PUT /api/smartlabs/schedule/${target._id}`;
    const { api, user } = await open({
      [PUT]: ({ body }) => ({
        body: { message: SCHEDULE_MESSAGES.updated, entry: { ...target, ...(body as object) } },
      }),
    });
    await user.click(screen.getByRole('button', { name: `Edit ${target.title}` }));
    const dialog = await screen.findByRole('dialog', { name: SCHEDULE_TEXT.editEntry });
    expect(within(dialog).getByLabelText('Title')).toHaveValue(target.title);
    expect(within(dialog).getByLabelText('Kind')).toHaveValue('SS');
    expect(within(dialog).getByLabelText('Start time')).toHaveValue('10:00');
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Site survey (moved)');
    await user.click(within(dialog).getByRole('button', { name: SCHEDULE_TEXT.saveEntry }));
    expect(await screen.findByText(SCHEDULE_MESSAGES.updated)).toBeInTheDocument();
    expect(api.callsTo(PUT)[0]?.body).toMatchObject({
      title: 'Site survey (moved)',
      kind: 'SS',
      date: target.date,
    });
  });

  it('deletes an entry after asking', async () => {
    const target = SEMESTER[0]!;
    const DELETE = `DELETE /api/smartlabs/schedule/${target._id}`;
    const { api, user, setEntries } = await open({
      [DELETE]: { body: { message: SCHEDULE_MESSAGES.deleted } },
    });
    await user.click(screen.getByRole('button', { name: `Delete ${target.title}` }));
    const dialog = await screen.findByRole('dialog', { name: SCHEDULE_TEXT.deleteTitle });
    expect(dialog).toHaveTextContent(target.title);
    setEntries(SEMESTER.slice(1));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SCHEDULE_MESSAGES.deleted)).toBeInTheDocument();
    expect(api.callsTo(DELETE)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: target.title })).not.toBeInTheDocument(),
    );
  });
});
