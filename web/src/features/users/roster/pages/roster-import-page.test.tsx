import { ROSTER_ERRORS, type RosterImport, type RosterRow } from '@atelier/contract/rosters';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, refusal, storeSession, type MockAnswer } from '../../../../test/api-mock';
import { renderApp } from '../../../../test/render';
import { ROSTER_TEXT, ROSTER_UI_TEXT } from '../messages';

const admin = makeUser({ _id: 'aaaaaaaa-0000-4000-8000-000000000001', role: 'admin', name: 'Meera Admin' });
const ID = 'eeeeeeee-0000-4000-8000-000000000005';

function row(line: number, overrides: Partial<RosterRow> = {}): RosterRow {
  return {
    line,
    name: `Student ${line}`,
    email: `s${line}@school.test`,
    role: 'student',
    institution: 'TU Delft',
    country: 'NL',
    phone: '',
    gender: '',
    problems: [],
    existing: false,
    result: null,
    ...overrides,
  };
}

const rows = [
  row(2),
  row(3, { email: 'not-an-address', problems: [ROSTER_TEXT.problems.badEmail('not-an-address')] }),
  row(4, { existing: true, name: 'Old Hand' }),
  row(5),
];

const preview: RosterImport = {
  _id: ID,
  fileName: 'class.csv',
  status: 'previewed',
  unknownColumns: ['Nickname'],
  total: 4,
  valid: 2,
  invalid: 1,
  existing: 1,
  created: 0,
  skipped: 0,
  invited: 0,
  failed: 0,
  createdAt: '2026-11-27T08:00:00.000Z',
  finishedAt: null,
  rows,
};

/** The light form: what the import's answer and each poll carry (no rows). */
const light = (over: Partial<RosterImport>): RosterImport => {
  const { rows: _rows, ...counts } = preview;
  return { ...counts, status: 'importing', ...over };
};

const withResults = rows.map((r) =>
  r.problems.length ? r : { ...r, result: r.existing ? ('skipped' as const) : ('created' as const) },
);

async function open(extra: Record<string, MockAnswer | (() => MockAnswer)> = {}) {
  storeSession('tok', admin);
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: admin } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    'POST /api/users/roster/preview': { status: 201, body: preview },
    ...extra,
  });
  renderApp('/dashboard/admin/user-management/import');
  const user = userEvent.setup();
  const input = await screen.findByLabelText(ROSTER_UI_TEXT.choose, {}, { timeout: 10_000 });
  await user.upload(input, new File(['name,email,role\n'], 'class.csv', { type: 'text/csv' }));
  return { api, user };
}

describe('Import roster', { timeout: 20_000 }, () => {
  it('shows every row with its problems, and filters the rows with problems', async () => {
    const { api, user } = await open();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(
      screen.getByText(/4 rows: 2 ready, 1 with problems, 1 already has an account/),
    ).toBeInTheDocument();
    expect(screen.getByText('Ignored column: Nickname')).toBeInTheDocument();
    const bad = screen.getByRole('row', { name: /not-an-address/ });
    expect(within(bad).getByText(ROSTER_TEXT.problems.badEmail('not-an-address'))).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Old Hand/ })).getByText(ROSTER_TEXT.existing),
    ).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/users/roster/preview');
    expect(call?.headers.authorization).toBe('Bearer tok');

    await user.selectOptions(screen.getByLabelText('Show'), 'problems');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Show'), 'existing');
    expect(screen.getByRole('row', { name: /Old Hand/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /not-an-address/ })).not.toBeInTheDocument();
  });

  it('asks to confirm importing only the valid rows, then shows the accounts made, the invitations going out and the result', async () => {
    const polls = [
      light({ created: 1, skipped: 1 }),
      light({ status: 'inviting', created: 2, skipped: 1, invited: 1 }),
      light({ status: 'done', created: 2, skipped: 1, invited: 1, failed: 1 }),
    ];
    // The first account made could not be mailed: its row says so.
    const firstMade = withResults.findIndex((r) => r.result === 'created');
    const run = withResults.map((r, i) => (i === firstMade ? { ...r, invitation: 'failed' as const } : r));
    const { api, user } = await open({
      [`POST /api/users/roster/${ID}/import`]: { status: 202, body: light({}) },
      [`GET /api/users/roster/${ID}`]: () => ({ body: polls.shift() ?? polls.at(-1) }),
      [`GET /api/users/roster/${ID}?rows=1`]: {
        body: { ...preview, status: 'done', created: 2, skipped: 1, invited: 1, failed: 1, rows: run },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Import 2 valid rows' }));
    const dialog = await screen.findByRole('dialog', { name: ROSTER_UI_TEXT.confirmTitle(1) });
    await user.click(within(dialog).getByRole('button', { name: ROSTER_UI_TEXT.confirmLabel }));
    await waitFor(() => expect(api.callsTo(`POST /api/users/roster/${ID}/import`)).toHaveLength(1));
    expect(api.callsTo(`POST /api/users/roster/${ID}/import`)[0]?.body).toEqual({ confirmValidRows: true });
    // The preview's rows stay on screen while the light answers come.
    expect(await screen.findByRole('progressbar', { name: 'Accounts created' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Old Hand/ })).toBeInTheDocument();
    expect(await screen.findByText('Creating accounts… 2 of 3', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Sending invitations… 1 of 2', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Invitations sent' })).toBeInTheDocument();
    expect(await screen.findByText(/Import finished/, {}, { timeout: 5000 })).toBeInTheDocument();
    // Done: the bar no longer says it is sending.
    expect(screen.getByText('Invitations: 2 of 2 done')).toBeInTheDocument();
    expect(screen.queryByText(/Sending invitations/)).not.toBeInTheDocument();
    expect(screen.getByText(/2 accounts created, 1 skipped/)).toBeInTheDocument();
    expect(screen.getByText(/1 invitation sent, 1 could not be sent/)).toBeInTheDocument();
    const failedRow = screen.getByRole('row', { name: new RegExp(run[firstMade]!.email) });
    expect(within(failedRow).getByText(ROSTER_UI_TEXT.inviteFailed)).toBeInTheDocument();
    expect(await screen.findByText('Old Hand · s4@school.test')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Import 2 valid rows/ })).not.toBeInTheDocument();
    // Polled without the rows; the rows asked for once, when done.
    expect(api.callsTo(`GET /api/users/roster/${ID}`)).toHaveLength(3);
    expect(api.callsTo(`GET /api/users/roster/${ID}?rows=1`)).toHaveLength(1);
  });

  it('imports at once when every row is fine', async () => {
    const clean = { ...preview, invalid: 0, rows: rows.filter((r) => r.problems.length === 0) };
    const { api, user } = await open({
      'POST /api/users/roster/preview': { status: 201, body: clean },
      [`POST /api/users/roster/${ID}/import`]: { status: 202, body: light({ invalid: 0 }) },
      [`GET /api/users/roster/${ID}`]: {
        body: light({ invalid: 0, status: 'done', created: 2, invited: 2 }),
      },
      [`GET /api/users/roster/${ID}?rows=1`]: {
        body: { ...clean, status: 'done', created: 2, invited: 2, rows: withResults.slice(0, 1) },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Import 2 valid rows' }));
    await waitFor(() =>
      expect(api.callsTo(`POST /api/users/roster/${ID}/import`)[0]?.body).toEqual({
        confirmValidRows: false,
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText(/Import finished/, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says why a file is refused (not UTF-8) and keeps the chooser', async () => {
    await open({ 'POST /api/users/roster/preview': refusal(ROSTER_ERRORS.notUtf8) });
    expect(await screen.findByRole('alert')).toHaveTextContent(ROSTER_TEXT.notUtf8);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByLabelText(ROSTER_UI_TEXT.choose)).toBeInTheDocument();
  });
});
