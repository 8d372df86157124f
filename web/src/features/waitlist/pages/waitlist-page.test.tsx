import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockAnswer, refusedValue } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { MAIN_USER_KEY } from '../main-user';
import { WAITLIST_MESSAGES, WAITLIST_TEXT } from '../messages';
import { asha } from '../waitlist.fixtures';

const joined: MockAnswer = {
  status: 201,
  body: {
    success: true,
    message: WAITLIST_TEXT.joined,
    referralCode: 'K7M2QX9P',
    standing: { position: 12, total: 340, credits: 0 },
  },
};

async function openWaitlist(path = '/waitlist', answer: MockAnswer = joined) {
  const api = mockApi({ 'POST /api/submit': answer });
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Join The Waitlist' });
  return { ...view, api, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, refCode = 'FRIEND42') {
  await user.type(screen.getByLabelText('Name'), 'Asha Rao');
  await user.selectOptions(screen.getByLabelText('Gender'), 'female');
  await user.type(screen.getByLabelText('Email'), 'asha@example.org');
  await user.type(screen.getByLabelText('Phone'), '9876543210');
  await user.type(screen.getByLabelText('Institution'), 'School of Planning');
  if (refCode) await user.type(screen.getByLabelText('Referral code'), refCode);
}

const submit = () => screen.getByRole('button', { name: 'Join The Waitlist' });

describe('/waitlist', () => {
  it('has India as a read-only country and takes the referral code from ?ref=', async () => {
    await openWaitlist('/waitlist?ref=K7M2QX9P');
    expect(screen.getByLabelText('Country')).toHaveValue('India');
    expect(screen.getByLabelText('Country')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Referral code')).toHaveValue('K7M2QX9P');
  });

  it('leaves the referral code empty without ?ref= when the site has no default code', async () => {
    await openWaitlist();
    expect(screen.getByLabelText('Referral code')).toHaveValue('');
  });

  const withDefaultCode = () => ({
    'POST /api/submit': joined,
    'GET /api/config': {
      body: { productName: 'Atelier', internationalSiteUrl: 'https://x.test', defaultRefCode: 'ATELIER2025' },
    },
  });

  it("fills in the school's default code without ?ref=", async () => {
    mockApi(withDefaultCode());
    renderApp('/waitlist');
    await screen.findByRole('heading', { level: 1, name: 'Join The Waitlist' });
    await waitFor(() => expect(screen.getByLabelText('Referral code')).toHaveValue('ATELIER2025'));
  });

  it("keeps a friend's code from ?ref= over the school's default", async () => {
    mockApi(withDefaultCode());
    renderApp('/waitlist?ref=FRIEND42');
    await screen.findByRole('heading', { level: 1, name: 'Join The Waitlist' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByLabelText('Referral code')).toHaveValue('FRIEND42');
  });

  it(`toasts '${WAITLIST_MESSAGES.fillAll}' and marks every blank field, sending nothing`, async () => {
    const { api, user } = await openWaitlist();
    await user.click(submit());

    expect(await screen.findByText(WAITLIST_MESSAGES.fillAll)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
    expect(screen.getByLabelText('Gender')).toHaveAccessibleDescription('Gender is required.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Phone is required.');
    expect(screen.getByLabelText('Institution')).toHaveAccessibleDescription('Institution is required.');
    expect(screen.getByLabelText('Referral code')).toHaveAccessibleDescription('Referral code is required.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(api.callsTo('POST /api/submit')).toHaveLength(0);
  });

  it('asks for the referral code alone when only it is missing', async () => {
    const { api, user } = await openWaitlist();
    await fillIn(user, '');
    await user.click(submit());

    expect(await screen.findByText(WAITLIST_MESSAGES.fillAll)).toBeInTheDocument();
    expect(screen.getByLabelText('Referral code')).toHaveAccessibleDescription('Referral code is required.');
    expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription();
    expect(api.callsTo('POST /api/submit')).toHaveLength(0);
  });

  it('refuses a phone number of the wrong length on the field, without the fill-all toast', async () => {
    const { api, user } = await openWaitlist();
    await fillIn(user);
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.click(submit());

    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Phone must be 7 to 15 digits, with no spaces or signs.',
    );
    expect(screen.queryByText(WAITLIST_MESSAGES.fillAll)).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/submit')).toHaveLength(0);
  });

  it('joins, keeps the waitlist user as the main user and shows the standing and the code to share', async () => {
    const { api, user } = await openWaitlist('/waitlist?ref=FRIEND42');
    await fillIn(user, '');
    await user.click(submit());

    const thanks = await screen.findByRole('heading', { level: 1, name: 'Thank you, Asha Rao!' });
    expect(api.callsTo('POST /api/submit')[0]?.body).toEqual({
      name: 'Asha Rao',
      gender: 'female',
      email: 'asha@example.org',
      country: 'India',
      phone: '9876543210',
      institution: 'School of Planning',
      refCode: 'FRIEND42',
    });
    expect(
      screen.getByText('You are #12 of 340 on the waitlist. Each friend who joins moves you up.'),
    ).toBeInTheDocument();
    expect(thanks).toHaveFocus();
    expect(screen.getByText('K7M2QX9P')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: /Refer 5 friends/ })).toHaveAttribute('href', '/waitlist/refer');
    expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    expect(JSON.parse(window.localStorage.getItem(MAIN_USER_KEY) ?? 'null')).toEqual(asha);

    // Each name starts with the words shown on the button (WCAG 2.5.3, axe label-content-name-mismatch).
    const copyCode = screen.getByRole('button', { name: 'Copy code (your referral code)' });
    const copyLink = screen.getByRole('button', { name: 'Copy link (your invitation link)' });
    for (const button of [copyCode, copyLink]) expect(button).not.toHaveAttribute('aria-label');
    await user.click(copyCode);
    expect(await navigator.clipboard.readText()).toBe('K7M2QX9P');
    expect(screen.getByRole('button', { name: 'Copied (your referral code)' })).toHaveTextContent('Copied');
    await user.click(copyLink);
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/waitlist?ref=K7M2QX9P`);
  });

  it('shows the server’s message when the e-mail is already on the list (409), and keeps the form', async () => {
    const { user } = await openWaitlist('/waitlist', {
      status: 409,
      body: { message: WAITLIST_TEXT.alreadyJoined },
    });
    await fillIn(user);
    await user.click(submit());

    expect(await screen.findByText(WAITLIST_TEXT.alreadyJoined)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.org');
    expect(window.localStorage.getItem(MAIN_USER_KEY)).toBeNull();
  });

  it('shows a refused value on its field, in the form’s words', async () => {
    const { user } = await openWaitlist(
      '/waitlist',
      refusedValue('institution', 'must be at most 200 characters'),
    );
    await fillIn(user);
    await user.click(submit());

    expect(
      await screen.findByText('Institution must be at most 200 characters.', { selector: '.Toastify *' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Institution')).toHaveAccessibleDescription(
      'Institution must be at most 200 characters.',
    );
  });

  it(`toasts '${WAITLIST_MESSAGES.joinFailed}' when the server answers without a message`, async () => {
    const { user } = await openWaitlist('/waitlist', { status: 500 });
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByText(WAITLIST_MESSAGES.joinFailed)).toBeInTheDocument();
  });

  it(`toasts '${WAITLIST_MESSAGES.unexpected}' when nothing answers`, async () => {
    const { user } = await openWaitlist('/waitlist', { networkError: true });
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByText(WAITLIST_MESSAGES.unexpected)).toBeInTheDocument();
  });
});
