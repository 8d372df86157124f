import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { leaveSiteFor } from '../../../lib/leave-site';
import { makeUser, mockApi, storeSession, type MockAnswer } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { SUMMARY_MESSAGES, SUMMARY_TEXT } from '../messages';
import { summary } from '../test-fixtures';

vi.mock('../../../lib/leave-site', () => ({ leaveSiteFor: vi.fn() }));

const admin = makeUser({ _id: '11111111-2222-4333-8444-555555555555', role: 'admin', name: 'Meera Admin' });
const ADD = 'POST /api/smartlabs/session-summary';
const LIST = 'GET /api/smartlabs/session-summary';
const CONNECT = 'GET /api/smartlabs/session-summary/youtube-connect';

async function open(path: string, answers: Record<string, MockAnswer> = {}) {
  storeSession('tok', admin);
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: admin } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    [LIST]: { body: [summary(19), summary(5)] },
    ...answers,
  });
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return { ...view, api, user: userEvent.setup() };
}

const sections = () => screen.getAllByRole('group', { name: /^Section \d+$/ });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Session title'), 'BIM execution plans');
  await user.type(screen.getByLabelText('Session date'), '2025-07-19');
  await user.type(screen.getByLabelText('Tag'), 'BEP');
  await user.type(screen.getByLabelText('Recording link'), 'https://youtu.be/Xy7bD1mQk2s');
  await user.type(screen.getByLabelText('Section 1 Heading'), 'Why a BEP');
  await user.type(screen.getByLabelText('Section 1 Description'), 'It fixes who models what.');
}

describe('Add Summary', { timeout: 20_000 }, () => {
  it(`sends the summary with the admin’s id, toasts '${SUMMARY_MESSAGES.added}' and empties the form`, async () => {
    const { api, user } = await open('/dashboard/admin/summary/add', {
      [ADD]: { status: 201, body: { message: SUMMARY_MESSAGES.added, summary: summary(19) } },
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: '+ Add section' }));
    await user.type(screen.getByLabelText('Section 2 Heading'), 'Naming');
    await user.type(screen.getByLabelText('Section 2 Description'), 'ISO 19650.');
    await user.click(screen.getByRole('button', { name: SUMMARY_TEXT.save }));

    expect(await screen.findByText(SUMMARY_MESSAGES.added)).toBeInTheDocument();
    expect(api.callsTo(ADD)[0]?.body).toEqual({
      sessionTitle: 'BIM execution plans',
      sessionDate: '2025-07-19',
      coverImage: '',
      recordingLink: 'https://youtu.be/Xy7bD1mQk2s',
      tag: 'BEP',
      summaryText: [
        { heading: 'Why a BEP', description: 'It fixes who models what.' },
        { heading: 'Naming', description: 'ISO 19650.' },
      ],
      userId: admin._id,
    });
    await waitFor(() => expect(screen.getByLabelText('Session title')).toHaveValue(''));
    expect(sections()).toHaveLength(1);
  });

  it('shows each missing or wrong field under it and sends nothing; the last section stays', async () => {
    const { api, user } = await open('/dashboard/admin/summary/add');
    expect(screen.getByRole('button', { name: 'Remove section 1' })).toBeDisabled();
    await user.type(screen.getByLabelText('Recording link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: SUMMARY_TEXT.save }));
    await waitFor(() =>
      expect(screen.getByLabelText('Session title')).toHaveAccessibleDescription(
        'Session title is required.',
      ),
    );
    expect(screen.getByLabelText('Session date')).toHaveAccessibleDescription('Session date is required.');
    expect(screen.getByLabelText('Tag')).toHaveAccessibleDescription('Tag is required.');
    expect(screen.getByLabelText('Recording link')).toHaveAccessibleDescription(
      'Recording link must be an http(s) URL.',
    );
    expect(screen.getByLabelText('Section 1 Heading')).toHaveAccessibleDescription(
      'Section 1 heading is required.',
    );
    expect(screen.getByLabelText('Section 1 Description')).toHaveAccessibleDescription(
      'Section 1 description is required.',
    );
    expect(api.callsTo(ADD)).toHaveLength(0);
  });

  it(`toasts '${SUMMARY_MESSAGES.notLoggedIn}' when the server no longer knows the session`, async () => {
    const { user } = await open('/dashboard/admin/summary/add', {
      [ADD]: { status: 401, body: { message: 'Authentication required' } },
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: SUMMARY_TEXT.save }));
    expect(await screen.findByText(SUMMARY_MESSAGES.notLoggedIn)).toBeInTheDocument();
  });

  it('lists the written summaries to edit or delete', async () => {
    const { api, user } = await open('/dashboard/admin/summary/add', {
      [`DELETE /api/smartlabs/session-summary/${summary(5)._id}`]: {
        body: { message: SUMMARY_MESSAGES.deleted },
      },
    });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Session 19', 'Session 5']);
    expect(within(table).getByRole('link', { name: 'Edit Session 19' })).toHaveAttribute(
      'href',
      `/dashboard/admin/summary/edit/${summary(19)._id}`,
    );
    await user.click(within(table).getByRole('button', { name: 'Delete Session 5' }));
    const dialog = await screen.findByRole('dialog', { name: SUMMARY_TEXT.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: SUMMARY_TEXT.delete }));
    expect(await screen.findByText(SUMMARY_MESSAGES.deleted)).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/smartlabs/session-summary/${summary(5)._id}`)).toHaveLength(1);
  });

  it('Connect YouTube Account says it is not set up when the server has no OAuth address', async () => {
    vi.mocked(leaveSiteFor).mockClear();
    const { user } = await open('/dashboard/admin/summary/add', { [CONNECT]: { body: { url: null } } });
    await user.click(screen.getByRole('button', { name: SUMMARY_TEXT.connectYoutube }));
    expect(await screen.findByText(SUMMARY_TEXT.youtubeNotConfigured)).toBeInTheDocument();
    expect(leaveSiteFor).not.toHaveBeenCalled();
  });

  it('Connect YouTube Account leaves for the OAuth start with the admin’s id', async () => {
    vi.mocked(leaveSiteFor).mockClear();
    const url = `https://oauth.example.org/youtube/start?userId=${admin._id}`;
    const { user } = await open('/dashboard/admin/summary/add', { [CONNECT]: { body: { url } } });
    await user.click(screen.getByRole('button', { name: SUMMARY_TEXT.connectYoutube }));
    await waitFor(() => expect(leaveSiteFor).toHaveBeenCalledWith(url));
  });
});

describe('Edit Summary', { timeout: 20_000 }, () => {
  it(`fills the form with the summary, sends the change and toasts '${SUMMARY_MESSAGES.updated}'`, async () => {
    const s = summary(19, {
      summaryText: [
        { heading: 'One', description: 'First.' },
        { heading: 'Two', description: 'Second.' },
      ],
    });
    const PUT = `PUT /api/smartlabs/session-summary/${s._id}`;
    const { api, user } = await open(`/dashboard/admin/summary/edit/${s._id}`, {
      [`GET /api/smartlabs/session-summary/${s._id}`]: { body: s },
      [PUT]: { body: { message: SUMMARY_MESSAGES.updated, summary: s } },
    });
    expect(await screen.findByLabelText('Session title')).toHaveValue('Session 19');
    expect(screen.getByLabelText('Session date')).toHaveValue('2025-07-19');
    expect(sections()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove section 1' }));
    await user.clear(screen.getByLabelText('Tag'));
    await user.type(screen.getByLabelText('Tag'), 'Changed');
    await user.click(screen.getByRole('button', { name: SUMMARY_TEXT.update }));
    expect(await screen.findByText(SUMMARY_MESSAGES.updated)).toBeInTheDocument();
    expect(api.callsTo(PUT)[0]?.body).toEqual({
      sessionTitle: 'Session 19',
      sessionDate: '2025-07-19',
      coverImage: 'https://images.example.org/cover-19.jpg',
      recordingLink: 'https://youtu.be/Xy7bD1mQk2s',
      tag: 'Changed',
      summaryText: [{ heading: 'Two', description: 'Second.' }],
      userId: admin._id,
    });
    expect(screen.getByLabelText('Tag')).toHaveValue('Changed');
  });

  it('says when the summary does not exist', async () => {
    const id = '00000000-0000-4000-8000-000000000077';
    await open(`/dashboard/admin/summary/edit/${id}`, {
      [`GET /api/smartlabs/session-summary/${id}`]: {
        status: 404,
        body: { message: 'Session summary not found' },
      },
    });
    expect(await screen.findByText(SUMMARY_TEXT.notFound)).toBeInTheDocument();
  });
});
