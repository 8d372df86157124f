import type { EventMeta } from '@atelier/contract/events';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockAnswer } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { EVENT_MESSAGES, EVENT_TEXT } from '../messages';
import { makeEvent, SITE_CONFIG } from '../test-fixtures';

const REGISTER = 'POST /api/event/register';

const newest = makeEvent(1, { eventName: 'Revit for Beginners' });
const second = makeEvent(2, {
  eventName: 'BIM Basics Live',
  // Ticked in another order: the form shows them in the spec's.
  inputFields: ['pdf', 'category', 'refCode', 'country', 'phone', 'email', 'name'],
});

const registered: MockAnswer = { status: 201, body: { success: true, message: EVENT_MESSAGES.registered } };

function open(path: string, events: EventMeta[] | MockAnswer, answer: MockAnswer = registered) {
  const api = mockApi({
    'GET /api/event-meta/all': Array.isArray(events) ? { body: events } : events,
    'GET /api/config': { body: SITE_CONFIG },
    [REGISTER]: answer,
  });
  const view = renderApp(path);
  return { ...view, api, user: userEvent.setup() };
}

async function openForm(path = '/event', answer?: MockAnswer) {
  const view = open(path, [newest, second], answer);
  await screen.findByRole('heading', { level: 1, name: 'BIM Basics Live' });
  await waitFor(() => expect(screen.getByLabelText('Referral Code (optional)')).toHaveValue('ATELIER2025'));
  return view;
}

type User = ReturnType<typeof userEvent.setup>;

async function fillIn(user: User) {
  await user.type(screen.getByLabelText('Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Email'), 'asha@example.org');
  await user.type(screen.getByLabelText('Phone'), '9876543210');
  await user.selectOptions(screen.getByLabelText('Category'), 'BIM Enthusiast');
}

function pdf(bytes: number, name = 'portfolio.pdf'): File {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

const submit = () => screen.getByRole('button', { name: 'Register Now' });
const sentForm = (api: ReturnType<typeof mockApi>) =>
  api.fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body as FormData | undefined;

describe('/event', { timeout: 15_000 }, () => {
  it(`says '${EVENT_MESSAGES.noSecondEvent}' when there is only one event`, async () => {
    open('/event', [newest]);
    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_MESSAGES.noSecondEvent);
    expect(screen.queryByRole('button', { name: 'Register Now' })).not.toBeInTheDocument();
  });

  it(`says '${EVENT_MESSAGES.loadFailed}' when the events cannot be loaded`, async () => {
    open('/event', { status: 500, body: { message: 'Internal Server Error' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_MESSAGES.loadFailed);
  });

  it('shows the second event’s name, poster and only its fields, in the spec’s order', async () => {
    await openForm();
    expect(screen.getByRole('img', { name: 'Poster of BIM Basics Live' })).toHaveAttribute(
      'src',
      second.posterUrl,
    );
    const form = within(screen.getByRole('form', { name: 'Your details' }));
    const labels = Array.from(
      screen.getByRole('form', { name: 'Your details' }).querySelectorAll('label'),
      (label) => label.textContent,
    );
    expect(labels).toEqual([
      'Name',
      'Email',
      'Phone',
      'Country',
      'Referral Code (optional)',
      'Category',
      'PDF',
    ]);
    expect(form.queryByLabelText('Gender')).not.toBeInTheDocument();
    expect(form.queryByLabelText('Institution')).not.toBeInTheDocument();

    expect(form.getByLabelText('Country')).toHaveValue('India');
    expect(form.getByLabelText('Country')).toHaveAttribute('readonly');
    expect(form.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(form.getByLabelText('Phone')).toHaveAttribute('inputmode', 'numeric');
    expect(form.getByLabelText('PDF')).toHaveAttribute('accept', 'application/pdf');
    expect(
      Array.from((form.getByLabelText('Category') as HTMLSelectElement).options, (o) => o.value),
    ).toEqual(['', 'BIM Aspirant', 'BIM Enthusiast', 'BIM Expert']);
  });

  it(`refuses a PDF over 15 MB when it is picked, clearing it, with '${EVENT_MESSAGES.pdfTooLarge}'`, async () => {
    const { user } = await openForm();
    const input = screen.getByLabelText<HTMLInputElement>('PDF');
    await user.upload(input, pdf(15 * 1024 * 1024 + 1));

    expect(
      await screen.findByText(EVENT_MESSAGES.pdfTooLarge, { selector: '.Toastify *' }),
    ).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(EVENT_MESSAGES.pdfTooLarge);
    expect(input.files).toHaveLength(0);

    // One of exactly 15 MB is taken.
    await user.upload(input, pdf(15 * 1024 * 1024));
    expect(input.files).toHaveLength(1);
    expect(input).not.toHaveAccessibleDescription(EVENT_MESSAGES.pdfTooLarge);
  });

  it(`toasts '${EVENT_MESSAGES.fillAll}' when a listed field is blank, sending nothing`, async () => {
    const { api, user } = await openForm();
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.click(submit());

    expect(await screen.findByText(EVENT_MESSAGES.fillAll)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
    expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription('Name is required.');
    expect(api.callsTo(REGISTER)).toHaveLength(0);
  });

  it('sends the event’s fields, its id and the PDF as multipart, then shows the confirmation', async () => {
    const { api, user } = await openForm();
    await fillIn(user);
    await user.upload(screen.getByLabelText('PDF'), pdf(2048));
    await user.click(submit());

    const heading = await screen.findByRole('heading', { level: 1, name: EVENT_MESSAGES.registered });
    expect(heading).toHaveFocus();
    expect(screen.getByText(EVENT_MESSAGES.registeredText)).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Join Waitlist' })).toHaveAttribute('href', '/waitlist');
    expect(main.getByRole('button', { name: 'Register Another' })).toBeInTheDocument();

    expect(api.callsTo(REGISTER)).toHaveLength(1);
    const form = sentForm(api);
    expect(form).toBeInstanceOf(FormData);
    const { pdfFile, ...text } = Object.fromEntries(form?.entries() ?? []);
    expect(text).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.org',
      phone: '9876543210',
      country: 'India',
      refCode: 'ATELIER2025',
      category: 'BIM Enthusiast',
      eventId: 'event-2',
    });
    expect(pdfFile).toBeInstanceOf(File);
    expect((pdfFile as File).name).toBe('portfolio.pdf');
    expect(api.callsTo(REGISTER)[0]?.headers['content-type']).toBeUndefined();
  });

  it('toasts the server’s message when it refuses the registration', async () => {
    const { user } = await openForm('/event', {
      status: 429,
      body: { message: 'Too many requests. Try again in 4 minutes.' },
    });
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByText('Too many requests. Try again in 4 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register Now' })).toBeInTheDocument();
  });

  it(`toasts '${EVENT_MESSAGES.registrationFailed}' when the answer is not a success`, async () => {
    const { user } = await openForm('/event', { status: 500 });
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByText(EVENT_MESSAGES.registrationFailed)).toBeInTheDocument();
  });

  it(`toasts '${EVENT_MESSAGES.somethingWrong}' when nothing answers`, async () => {
    const { user } = await openForm('/event', { networkError: true });
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByText(EVENT_MESSAGES.somethingWrong)).toBeInTheDocument();
  });
});

describe('/event/{eventId}', () => {
  it('registers for the event named in the address, the newest with its fallback name', async () => {
    open('/event/event-1', [{ ...newest, eventName: '' }, second]);
    expect(
      await screen.findByRole('heading', { level: 1, name: EVENT_MESSAGES.latestEvent }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.queryByLabelText('Phone')).not.toBeInTheDocument();
  });

  it('says so when the event does not exist', async () => {
    open('/event/nope', [newest, second]);
    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_TEXT.eventNotFound);
  });
});

describe('/events', () => {
  it('shows each event as a card that leads to its registration', async () => {
    open('/events', [newest, second]);
    const link = await screen.findByRole('link', { name: 'Register for BIM Basics Live' });
    expect(link).toHaveAttribute('href', '/event/event-2');
    expect(screen.getByRole('heading', { level: 2, name: 'Revit for Beginners' })).toBeInTheDocument();
  });

  it(`says '${EVENT_TEXT.noEvents}' when there are none`, async () => {
    open('/events', []);
    expect(await screen.findByText(EVENT_TEXT.noEvents)).toBeInTheDocument();
  });
});
