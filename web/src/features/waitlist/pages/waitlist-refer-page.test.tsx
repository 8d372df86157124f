import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockAnswer } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { MAIN_USER_KEY } from '../main-user';
import { WAITLIST_MESSAGES } from '../messages';
import { asha } from '../waitlist.fixtures';

const FRIENDS = [
  { name: 'Ben Okafor', email: 'ben@example.org' },
  { name: 'Chen Li', email: 'chen@example.org' },
  { name: 'Dara Singh', email: 'dara@example.org' },
  { name: 'Eva Novak', email: 'eva@example.org' },
  { name: 'Farid Haddad', email: 'farid@example.org' },
];

const POSITION = 'GET /api/waitlist/position?code=K7M2QX9P';
const SUBMIT = 'POST /api/waitlist-referral/submit';

async function openReferAndRise(options: { saved?: unknown; answer?: MockAnswer } = {}) {
  if (options.saved !== undefined) window.localStorage.setItem(MAIN_USER_KEY, JSON.stringify(options.saved));
  const api = mockApi({
    [POSITION]: () => ({ body: { position: 12, total: 340, credits: 0 } }),
    [SUBMIT]: () => options.answer ?? { body: { success: true, message: WAITLIST_MESSAGES.referralsDone } },
  });
  const view = renderApp('/waitlist/refer');
  await screen.findByRole('heading', { level: 1, name: 'Refer & Rise' });
  return { ...view, api, user: userEvent.setup() };
}

async function fillFriends(user: ReturnType<typeof userEvent.setup>) {
  for (const [index, friend] of FRIENDS.entries()) {
    const toggle = screen.getByRole('button', { name: new RegExp(`^Friend ${index + 1}\\b`) });
    if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
    const panel = within(screen.getByRole('region', { name: new RegExp(`^Friend ${index + 1}\\b`) }));
    await user.type(panel.getByLabelText('Full name'), friend.name);
    await user.type(panel.getByLabelText('Email'), friend.email);
  }
}

const submit = () => screen.getByRole('button', { name: 'Submit Referrals' });

describe('/waitlist/refer', { timeout: 20_000 }, () => {
  it('shows where the saved waitlist user stands', async () => {
    const { api } = await openReferAndRise({ saved: asha });
    expect(
      await screen.findByText('You are #12 of 340 on the waitlist. Each friend who joins moves you up.'),
    ).toBeInTheDocument();
    expect(api.callsTo(POSITION)).toHaveLength(1);
  });

  it(`toasts '${WAITLIST_MESSAGES.userMissing}' without a saved waitlist user, sending nothing`, async () => {
    const { api, user } = await openReferAndRise();
    expect(screen.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute('href', '/waitlist');
    await fillFriends(user);
    await user.click(submit());

    expect(await screen.findByText(WAITLIST_MESSAGES.userMissing)).toBeInTheDocument();
    expect(api.callsTo(SUBMIT)).toHaveLength(0);
    expect(api.callsTo(POSITION)).toHaveLength(0);
  });

  it(`toasts '${WAITLIST_MESSAGES.userMissing}' when the saved user has no e-mail`, async () => {
    const { api, user } = await openReferAndRise({ saved: { ...asha, email: '' } });
    await user.click(submit());
    expect(await screen.findByText(WAITLIST_MESSAGES.userMissing)).toBeInTheDocument();
    expect(screen.queryByText(WAITLIST_MESSAGES.fillReferrals)).not.toBeInTheDocument();
    expect(api.callsTo(SUBMIT)).toHaveLength(0);
  });

  it('sends the saved user with their referral code (the proof) and the five friends, toasts the success and goes home', async () => {
    const { api, user, router } = await openReferAndRise({ saved: asha });
    await screen.findByText(/You are #12 of 340/);
    await fillFriends(user);
    await user.click(submit());

    expect(await screen.findByText(WAITLIST_MESSAGES.referralsDone)).toBeInTheDocument();
    expect(api.callsTo(SUBMIT)[0]?.body).toEqual({ user: asha, referrals: FRIENDS });
    expect(api.callsTo(SUBMIT)[0]?.body).toMatchObject({ user: { referralCode: 'K7M2QX9P' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the server’s message when it no longer knows the user (404)', async () => {
    const { user, router } = await openReferAndRise({
      saved: asha,
      answer: { status: 404, body: { message: WAITLIST_MESSAGES.userMissing } },
    });
    await fillFriends(user);
    await user.click(submit());
    expect(await screen.findByText(WAITLIST_MESSAGES.userMissing)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/waitlist/refer');
  });
});
