import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { USER_ERRORS } from '@atelier/contract/users';
import { mockApi, refusal, refusedValue, type MockAnswer } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { USER_TEXT } from '../messages';
import { CreateUserDialog } from './create-user-dialog';

const created = {
  _id: 'eeeeeeee-0000-4000-8000-000000000005',
  name: 'Lina Park',
  email: 'lina@example.org',
  role: 'smartLABS',
  status: 'active',
  invitePending: true,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function openDialog(answer: MockAnswer) {
  const api = mockApi({ 'POST /api/users': answer });
  const onClose = vi.fn();
  renderWithProviders(<CreateUserDialog onClose={onClose} />);
  return { api, onClose, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, name: string, email: string) {
  if (name) await user.type(screen.getByLabelText('Name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
}

describe('Create user dialog', () => {
  it('asks for a name and a valid e-mail before it sends anything', async () => {
    const { api, user } = openDialog({ status: 201, body: {} });
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');

    await fill(user, 'Lina Park', 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Email must be a valid e-mail address.',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('sends name, e-mail and role, toasts the server message and closes', async () => {
    const { api, onClose, user } = openDialog({
      status: 201,
      body: { message: USER_TEXT.created, user: created, inviteSent: true },
    });
    await fill(user, 'Lina Park', 'lina@example.org');
    await user.selectOptions(screen.getByLabelText('Role'), 'smartLABS');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText(USER_TEXT.created)).toBeInTheDocument();
    expect(api.callsTo('POST /api/users')[0]?.body).toEqual({
      name: 'Lina Park',
      email: 'lina@example.org',
      role: 'smartLABS',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the invitation could not be sent', async () => {
    const { user } = openDialog({
      status: 201,
      body: { message: USER_TEXT.createdNotSent, user: created, inviteSent: false },
    });
    await fill(user, 'Lina Park', 'lina@example.org');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText(USER_TEXT.createdNotSent)).toBeInTheDocument();
  });

  it('shows a taken e-mail (409) on the e-mail field and stays open', async () => {
    const { onClose, user } = openDialog(refusal(USER_ERRORS.emailTaken));
    await fill(user, 'Lina Park', 'lina@example.org');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    const email = screen.getByLabelText('Email');
    await vi.waitFor(() => expect(email).toHaveAccessibleDescription(USER_TEXT.emailTaken));
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of a field (400) on that field", async () => {
    const { user } = openDialog(refusedValue('name', 'must be at most 100 characters'));
    await fill(user, 'Lina Park', 'lina@example.org');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
        'Name must be at most 100 characters.',
      ),
    );
  });
});
