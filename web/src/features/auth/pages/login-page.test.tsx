import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, storeSession, refusedValue } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';

async function openLogin() {
  const view = renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: 'Login' });
  return { ...view, user: userEvent.setup() };
}

describe('login page', () => {
  it('keeps a role chosen and an e-mail typed on the prerendered page before its code ran', async () => {
    mockApi({});
    // The prerendered card as the browser holds it once the user has chosen Admin and typed an e-mail.
    const prerendered = document.createElement('div');
    prerendered.innerHTML = `<form aria-labelledby="login-heading">
      <input type="radio" name="role" value="student" /><input type="radio" name="role" value="admin" checked />
      <input name="email" value="ada@school.test" /><input name="password" value="" /></form>`;
    document.body.prepend(prerendered);
    try {
      await openLogin();
      expect(screen.getByRole('radio', { name: 'Admin' })).toBeChecked();
      expect(screen.getByLabelText('Email')).toHaveValue('ada@school.test');
    } finally {
      prerendered.remove();
    }
  });

  it('asks for an e-mail and a password before calling the server', async () => {
    const api = mockApi({});
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(api.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('refuses an e-mail that is not an address', async () => {
    const api = mockApi({});
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('refuses, with the same words, an address the server would refuse', async () => {
    const api = mockApi({});
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'sam@example.c');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required.');
    expect(api.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it("toasts 'Login failed: {server msg}' when the server refuses", async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { msg: 'Invalid email, password or role' } } });
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'sam@example.org');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login failed: Invalid email, password or role')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("toasts 'Login failed: Server error' when there is no message", async () => {
    mockApi({ 'POST /api/auth/login': { networkError: true } });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'sam@example.org');
    await user.type(screen.getByLabelText('Password'), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login failed: Server error')).toBeInTheDocument();
  });

  it('sends the chosen role and Remember Me, stores the session persistently and opens the dashboard', async () => {
    const admin = makeUser({ role: 'admin', name: 'Ada' });
    const api = mockApi({
      'POST /api/auth/login': { body: { user: admin, token: 'tok-remembered' } },
      'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    });
    const { user, router } = await openLogin();
    await user.click(screen.getByRole('radio', { name: 'Admin' }));
    await user.type(screen.getByLabelText('Email'), ' Ada@Example.org ');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));

    // The admin area is a lazy chunk: give it time to load on a busy machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/admin/waitlist-approval'), {
      timeout: 5000,
    });
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      email: 'Ada@Example.org',
      password: 'correct-horse',
      role: 'admin',
      remember: true,
    });
    expect(window.localStorage.getItem('token')).toBe('tok-remembered');
    expect(window.localStorage.getItem('role')).toBe('admin');
    expect(window.localStorage.getItem('userId')).toBe(admin._id);
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });

  it('keeps a session that is not remembered in session storage, and follows the role the server returns', async () => {
    const student = makeUser({ role: 'student' });
    mockApi({
      'POST /api/auth/login': { body: { user: student, token: 'tok-tab' } },
      'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    });
    const { user, router } = await openLogin();
    await user.click(screen.getByRole('radio', { name: 'smartLABS' }));
    await user.type(screen.getByLabelText('Email'), 'sam@example.org');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/student/explore'));
    expect(window.sessionStorage.getItem('token')).toBe('tok-tab');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('shows and hides the password', async () => {
    mockApi({});
    const { user } = await openLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('flips to Forgot Password, sends the recovery e-mail, and flips back with the field cleared', async () => {
    const api = mockApi({
      'POST /api/auth/forgot-password': { body: { msg: 'If an account exists, a link has been sent.' } },
    });
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Forget Password?' }));
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Recovery Email' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/forgot-password')).toHaveLength(0);

    await user.type(screen.getByLabelText('Registered Email'), 'sam@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Recovery Email' }));
    expect(await screen.findByText('If an account exists, a link has been sent.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/forgot-password')[0]?.body).toEqual({ email: 'sam@example.org' });
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Forget Password?' }));
    expect(screen.getByLabelText('Registered Email')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it("toasts 'Failed to send reset email.' when the recovery call fails without a message", async () => {
    mockApi({ 'POST /api/auth/forgot-password': { status: 500 } });
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Forget Password?' }));
    await user.type(screen.getByLabelText('Registered Email'), 'sam@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Recovery Email' }));
    expect(await screen.findByText('Failed to send reset email.')).toBeInTheDocument();
  });

  it('returns home through the cross', async () => {
    mockApi({});
    const { user, router } = await openLogin();
    await user.click(screen.getByRole('link', { name: 'Close and go to the home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a user who is already signed in to their own dashboard', async () => {
    const member = makeUser({ role: 'smartLABS' });
    storeSession('tok', member);
    mockApi({
      'GET /api/auth/validate-token': { body: { user: member } },
      'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/smartLABS/network'));
  });

  it("defect 16: words the server's refusal of the e-mail as the form does, on the field and after 'Login failed: '", async () => {
    mockApi({
      'POST /api/auth/login': refusedValue('email', 'must be a valid e-mail address', { key: 'msg' }),
    });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'sam@example.org');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login failed: Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.queryByText(/email:/)).not.toBeInTheDocument();
  });

  it("passes the server's sentences through as they are, after 'Login failed: '", async () => {
    mockApi({
      'POST /api/auth/login': {
        status: 429,
        body: { msg: 'Too many attempts. Please wait 14 minutes and try again.' },
      },
    });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'sam@example.org');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(
      await screen.findByText('Login failed: Too many attempts. Please wait 14 minutes and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it("defect 16: words the server's refusal of the recovery e-mail as the form does, on the field", async () => {
    mockApi({
      'POST /api/auth/forgot-password': refusedValue('email', 'must be a valid e-mail address', {
        key: 'msg',
      }),
    });
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Forget Password?' }));
    await user.type(screen.getByLabelText('Registered Email'), 'sam@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Recovery Email' }));

    // The toast and the field say the same.
    await waitFor(() => expect(screen.getAllByText('Enter a valid email address.')).toHaveLength(2));
    expect(screen.getByLabelText('Registered Email')).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
    expect(screen.queryByText(/email:/)).not.toBeInTheDocument();
  });
});
