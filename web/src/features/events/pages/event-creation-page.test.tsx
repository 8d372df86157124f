import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EVENT_ERRORS } from '@atelier/contract/events';
import { makeUser, mockApi, refusal, storeSession, type MockAnswer } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { EVENT_MESSAGES, EVENT_TEXT } from '../messages';

const admin = makeUser({ role: 'admin', name: 'Meera Admin' });
const CREATE = 'POST /api/event-meta/create';

async function openCreation(answer: MockAnswer | (() => Promise<MockAnswer>)) {
  storeSession('tok', admin);
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: admin } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    [CREATE]: typeof answer === 'function' ? answer : answer,
  });
  const view = renderApp('/dashboard/admin/event-creation');
  await screen.findByRole('heading', { level: 1, name: 'Add Event' }, { timeout: 5000 });
  return { ...view, api, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Event ID'), 'bim-101');
  await user.type(screen.getByLabelText('Event name'), 'BIM 101');
  await user.type(screen.getByLabelText('Poster URL'), 'https://images.example.org/bim.png');
  await user.click(screen.getByRole('checkbox', { name: 'PDF' }));
  await user.click(screen.getByRole('checkbox', { name: 'Name' }));
  await user.click(screen.getByRole('checkbox', { name: 'Email' }));
}

describe('Add Event', { timeout: 15_000 }, () => {
  it('sends the event with its fields in the spec’s order, toasts the answer and empties the form', async () => {
    const { api, user } = await openCreation({ status: 201, body: { message: EVENT_TEXT.eventCreated } });
    const boxes = within(screen.getByRole('group', { name: 'Form fields' })).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'Name',
      'Email',
      'Phone',
      'Gender',
      'Country',
      'Institution',
      'Referral Code',
      'Category',
      'PDF',
    ]);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByText(EVENT_TEXT.eventCreated)).toBeInTheDocument();
    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      eventId: 'bim-101',
      eventName: 'BIM 101',
      posterUrl: 'https://images.example.org/bim.png',
      inputFields: ['name', 'email', 'pdf'],
    });
    await waitFor(() => expect(screen.getByLabelText('Event ID')).toHaveValue(''));
    expect(screen.getByRole('checkbox', { name: 'PDF' })).not.toBeChecked();
  });

  it(`toasts '${EVENT_MESSAGES.created}' when the answer has no message`, async () => {
    const { user } = await openCreation({ status: 201, body: {} });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(EVENT_MESSAGES.created)).toBeInTheDocument();
  });

  it(`shows '${EVENT_MESSAGES.submitting}' while it works`, async () => {
    let release: (answer: MockAnswer) => void = () => {};
    const { user } = await openCreation(() => new Promise((resolve) => (release = resolve)));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByRole('button', { name: EVENT_MESSAGES.submitting })).toBeDisabled();
    release({ status: 201, body: { message: EVENT_TEXT.eventCreated } });
    expect(await screen.findByRole('button', { name: 'Create Event' })).toBeEnabled();
  });

  it('names what is missing and sends nothing', async () => {
    const { api, user } = await openCreation({ status: 201, body: {} });
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(screen.getByLabelText('Event ID')).toHaveAccessibleDescription('Event id is required.');
    expect(screen.getByLabelText('Event name')).toHaveAccessibleDescription('Event name is required.');
    expect(screen.getByLabelText('Poster URL')).toHaveAccessibleDescription('Poster URL is required.');
    expect(screen.getByRole('group', { name: 'Form fields' })).toHaveAccessibleDescription(
      'Choose at least one input field.',
    );
    await user.type(screen.getByLabelText('Poster URL'), 'poster.png');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(screen.getByLabelText('Poster URL')).toHaveAccessibleDescription(
      'Poster URL must be an http(s) URL.',
    );
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('shows a taken id on its field and in a toast, keeping the form', async () => {
    const { user } = await openCreation(refusal(EVENT_ERRORS.eventTaken));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(EVENT_TEXT.eventTaken, { selector: '.Toastify *' })).toBeInTheDocument();
    expect(screen.getByLabelText('Event ID')).toHaveAccessibleDescription(EVENT_TEXT.eventTaken);
    expect(screen.getByLabelText('Event name')).toHaveValue('BIM 101');
  });

  it(`toasts '${EVENT_MESSAGES.createFailed}' when the server gives no reason`, async () => {
    const { user } = await openCreation({ status: 500 });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(EVENT_MESSAGES.createFailed)).toBeInTheDocument();
  });
});
