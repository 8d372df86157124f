import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAIL_ERRORS } from '@atelier/contract/mail';
import { refusal, type MockAnswer } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { MAIL_MESSAGES, MAIL_TEXT, TEMPLATE_PLACEHOLDERS } from '../messages';
import { makeTemplate, mockAdminApi } from '../test-fixtures';

const welcome = makeTemplate(1, {
  name: 'Welcome mail',
  subject: 'Welcome aboard',
  html: '<h1>Welcome {{name}}</h1>',
});
const reminder = makeTemplate(2, { name: 'Reminder', subject: 'Do not forget' });
const LIST = 'GET /api/templates';
const CREATE = 'POST /api/upload-template';
const UPDATE = 'PUT /api/templates/Welcome%20mail';
const DELETE = 'DELETE /api/templates/Welcome%20mail';

async function open(handlers: Record<string, MockAnswer> = {}) {
  const api = mockAdminApi({ [LIST]: { body: [welcome, reminder] }, ...handlers });
  const view = renderApp('/dashboard/admin/email-template');
  await screen.findByRole('heading', { level: 1, name: 'Mail Template Upload' }, { timeout: 5000 });
  await screen.findByRole('article', { name: welcome.name });
  return { ...view, api, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Email Template Manager', { timeout: 15_000 }, () => {
  it('lists the saved templates with Edit and Delete, newest first as the server gives them', async () => {
    const { api } = await open();
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([welcome.name, reminder.name]);
    expect(within(cards[0]!).getByText('Welcome aboard')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(api.callsTo(LIST)[0]?.headers.authorization).toBe('Bearer tok');
    expect(screen.getByText('2 templates')).toBeInTheDocument();
  });

  it('uploads a template: POSTs the trimmed fields, toasts the answer, empties the form and reloads the list', async () => {
    const { api, user } = await open({ [CREATE]: { status: 201, body: { message: 'Template uploaded!' } } });
    const loads = api.callsTo(LIST).length;
    const form = screen.getByRole('form', { name: 'Upload template' });
    await user.type(within(form).getByLabelText('Template name'), '  Invite  ');
    await user.type(within(form).getByLabelText('Subject'), 'You are invited');
    await user.click(within(form).getByLabelText('HTML content'));
    await user.paste('<p>Dear {{name}},</p>');
    await user.click(within(form).getByRole('button', { name: 'Upload Template' }));

    expect(await screen.findByText('Template uploaded!')).toBeInTheDocument();
    expect(api.callsTo(CREATE)).toHaveLength(1);
    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      name: 'Invite',
      subject: 'You are invited',
      html: '<p>Dear {{name}},</p>',
    });
    await waitFor(() => expect(within(form).getByLabelText('Template name')).toHaveValue(''));
    expect(within(form).getByLabelText('HTML content')).toHaveValue('');
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(loads));
  });

  it(`toasts '${MAIL_TEXT.templateSaved}' when the answer has no message`, async () => {
    const { user } = await open({ [CREATE]: { status: 201 } });
    await user.type(screen.getByLabelText('Template name'), 'Invite');
    await user.type(screen.getByLabelText('Subject'), 'Hi');
    await user.type(screen.getByLabelText('HTML content'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Upload Template' }));
    expect(await screen.findByText(MAIL_TEXT.templateSaved)).toBeInTheDocument();
  });

  it(`says '${MAIL_MESSAGES.allFieldsRequired}' and sends nothing when a field is blank`, async () => {
    const { api, user } = await open({ [CREATE]: { status: 201 } });
    await user.type(screen.getByLabelText('Template name'), 'Invite');
    await user.type(screen.getByLabelText('HTML content'), '   ');
    await user.click(screen.getByRole('button', { name: 'Upload Template' }));
    expect(await screen.findByText(MAIL_MESSAGES.allFieldsRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Subject is required.');
    expect(screen.getByLabelText('HTML content')).toHaveAccessibleDescription('HTML is required.');
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('shows a taken name on its field and the server’s message as a toast, keeping the form', async () => {
    const { user } = await open({ [CREATE]: refusal(MAIL_ERRORS.templateTaken) });
    await user.type(screen.getByLabelText('Template name'), 'Reminder');
    await user.type(screen.getByLabelText('Subject'), 'Hi');
    await user.type(screen.getByLabelText('HTML content'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Upload Template' }));
    expect(await screen.findByText(MAIL_TEXT.templateTaken, { selector: '.Toastify *' })).toBeInTheDocument();
    expect(screen.getByLabelText('Template name')).toHaveAccessibleDescription(MAIL_TEXT.templateTaken);
    expect(screen.getByLabelText('Subject')).toHaveValue('Hi');
  });

  it(`toasts '${MAIL_MESSAGES.somethingWentWrong}' when the server gives no reason`, async () => {
    const { user } = await open({ [CREATE]: { status: 500 } });
    await user.type(screen.getByLabelText('Template name'), 'Invite');
    await user.type(screen.getByLabelText('Subject'), 'Hi');
    await user.type(screen.getByLabelText('HTML content'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Upload Template' }));
    expect(await screen.findByText(MAIL_MESSAGES.somethingWentWrong)).toBeInTheDocument();
  });

  it('edits a template: the name is locked, the PUT goes to the encoded name, then back to Upload', async () => {
    const { api, user } = await open({ [UPDATE]: { body: { message: 'Template updated!' } } });
    await user.click(within(card(welcome.name)).getByRole('button', { name: 'Edit' }));

    const form = screen.getByRole('form', { name: 'Update template' });
    const name = within(form).getByLabelText('Template name');
    expect(name).toHaveValue(welcome.name);
    expect(name).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('Subject')).toHaveValue(welcome.subject);
    expect(within(form).getByLabelText('Subject')).toHaveFocus();
    expect(within(form).getByLabelText('HTML content')).toHaveValue(welcome.html);

    await user.type(name, 'Renamed');
    expect(name).toHaveValue(welcome.name);
    await user.clear(within(form).getByLabelText('Subject'));
    await user.type(within(form).getByLabelText('Subject'), 'Welcome, friend');
    await user.click(within(form).getByRole('button', { name: 'Update Template' }));

    expect(await screen.findByText('Template updated!')).toBeInTheDocument();
    expect(api.callsTo(UPDATE)).toHaveLength(1);
    expect(api.callsTo(UPDATE)[0]?.body).toEqual({
      name: welcome.name,
      subject: 'Welcome, friend',
      html: welcome.html,
    });
    const upload = await screen.findByRole('form', { name: 'Upload template' });
    expect(within(upload).getByLabelText('Template name')).not.toHaveAttribute('readonly');
    expect(within(upload).getByLabelText('Template name')).toHaveValue('');
  });

  it('gives up an edit with Cancel', async () => {
    const { api, user } = await open();
    await user.click(within(card(reminder.name)).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const form = screen.getByRole('form', { name: 'Upload template' });
    expect(within(form).getByLabelText('Template name')).toHaveValue('');
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('deletes a template after asking with the spec’s words', async () => {
    const { api, user } = await open({ [DELETE]: { body: { message: 'Template deleted!' } } });
    const loads = api.callsTo(LIST).length;
    await user.click(within(card(welcome.name)).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete template?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Welcome mail"?');
    expect(dialog).toHaveTextContent(MAIL_MESSAGES.confirmDelete(welcome.name));
    expect(api.callsTo(DELETE)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Template deleted!')).toBeInTheDocument();
    expect(api.callsTo(DELETE)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(loads));
  });

  it('keeps the template when the delete is cancelled, and toasts the server’s refusal', async () => {
    const { api, user } = await open({
      [DELETE]: { status: 404, body: { message: MAIL_TEXT.templateNotFound } },
    });
    await user.click(within(card(welcome.name)).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(DELETE)).toHaveLength(0);
    await user.click(within(card(welcome.name)).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MAIL_TEXT.templateNotFound)).toBeInTheDocument();
  });

  it('previews the HTML being written in a sandboxed frame, and names the placeholders', async () => {
    const { user } = await open();
    expect(screen.queryByTitle('Preview of the template being written')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('HTML content'));
    await user.paste('<h2>Hi {{name}}</h2><script>alert(1)</script>');
    const frame = await screen.findByTitle('Preview of the template being written');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<h2>Hi {{name}}</h2><script>alert(1)</script>');
    for (const placeholder of TEMPLATE_PLACEHOLDERS)
      expect(screen.getByLabelText('HTML content')).toHaveAccessibleDescription(
        expect.stringContaining(placeholder),
      );
  });
});
