import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockAnswer } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { WAITLIST_MESSAGES } from '../messages';

const FRIENDS = [
  { name: 'Asha Rao', email: 'asha@example.org' },
  { name: 'Ben Okafor', email: 'ben@example.org' },
  { name: 'Chen Li', email: 'chen@example.org' },
  { name: 'Dara Singh', email: 'dara@example.org' },
  { name: 'Eva Novak', email: 'eva@example.org' },
];

const done: MockAnswer = { body: { success: true, message: WAITLIST_MESSAGES.referralsDone } };

async function openRefer(answer: MockAnswer = done) {
  const api = mockApi({ 'POST /api/referral/submit': answer });
  const view = renderApp('/refer');
  await screen.findByRole('heading', { level: 1, name: 'Refer & Rise' });
  return { ...view, api, user: userEvent.setup() };
}

const toggle = (n: number) => screen.getByRole('button', { name: new RegExp(`^Friend ${n}\\b`) });
const panel = (n: number) => screen.getByRole('region', { name: new RegExp(`^Friend ${n}\\b`) });

/** Opens each friend in turn and fills in the first `count`. */
async function fillFriends(user: ReturnType<typeof userEvent.setup>, count = 5) {
  for (const [index, friend] of FRIENDS.slice(0, count).entries()) {
    if (toggle(index + 1).getAttribute('aria-expanded') !== 'true') await user.click(toggle(index + 1));
    await user.type(within(panel(index + 1)).getByLabelText('Full name'), friend.name);
    await user.type(within(panel(index + 1)).getByLabelText('Email'), friend.email);
  }
}

describe('/refer', { timeout: 20_000 }, () => {
  it('shows the spec’s headings and five friends, the first open', async () => {
    await openRefer();
    expect(screen.getByText('Invite 5 Friends & Climb the Waitlist!')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Friend \d/ })).toHaveLength(5);
    expect(toggle(1)).toHaveAttribute('aria-expanded', 'true');
    for (const n of [2, 3, 4, 5]) expect(toggle(n)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('textbox', { name: 'Full name' })).toHaveLength(1);
  });

  it('keeps one friend open at a time, and a second click closes it', async () => {
    const { user } = await openRefer();
    await user.click(toggle(3));
    expect(toggle(3)).toHaveAttribute('aria-expanded', 'true');
    expect(toggle(1)).toHaveAttribute('aria-expanded', 'false');
    const form = within(screen.getByRole('form', { name: 'Your five friends' }));
    expect(form.getAllByRole('region')).toHaveLength(1);
    expect(form.getByRole('region')).toBe(panel(3));

    await user.click(toggle(3));
    expect(toggle(3)).toHaveAttribute('aria-expanded', 'false');
    expect(form.queryAllByRole('region')).toHaveLength(0);
  });

  it('keeps what was typed in a friend that is closed and opened again', async () => {
    const { user } = await openRefer();
    await user.type(within(panel(1)).getByLabelText('Full name'), 'Asha Rao');
    await user.click(toggle(2));
    expect(toggle(1)).toHaveAccessibleName(/Friend 1\s*Asha Rao/);
    await user.click(toggle(1));
    expect(within(panel(1)).getByLabelText('Full name')).toHaveValue('Asha Rao');
  });

  it(`toasts '${WAITLIST_MESSAGES.fillReferrals}' and opens the first friend not filled in`, async () => {
    const { api, user } = await openRefer();
    await fillFriends(user, 2);
    await user.type(within(panel(2)).getByLabelText('Full name'), '{Control>}a{/Control}{Backspace}');
    await user.click(toggle(4));
    await user.type(within(panel(4)).getByLabelText('Full name'), 'Dara Singh');
    await user.click(screen.getByRole('button', { name: 'Submit Referrals' }));

    expect(await screen.findByText(WAITLIST_MESSAGES.fillReferrals)).toBeInTheDocument();
    expect(toggle(2)).toHaveAttribute('aria-expanded', 'true');
    expect(toggle(4)).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(within(panel(2)).getByLabelText('Full name')).toHaveFocus());
    expect(within(panel(2)).getByLabelText('Full name')).toHaveAccessibleDescription(
      'Full name is required.',
    );
    expect(api.callsTo('POST /api/referral/submit')).toHaveLength(0);
  });

  it('refuses the same friend twice, opening the second one', async () => {
    const { api, user } = await openRefer();
    await fillFriends(user, 4);
    await user.click(toggle(5));
    await user.type(within(panel(5)).getByLabelText('Full name'), 'Asha again');
    await user.type(within(panel(5)).getByLabelText('Email'), 'ASHA@example.org');
    await user.click(toggle(1));
    await user.click(screen.getByRole('button', { name: 'Submit Referrals' }));

    await waitFor(() => expect(toggle(5)).toHaveAttribute('aria-expanded', 'true'));
    expect(within(panel(5)).getByLabelText('Email')).toHaveAccessibleDescription(
      'Each friend may be named only once.',
    );
    expect(screen.queryByText(WAITLIST_MESSAGES.fillReferrals)).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/referral/submit')).toHaveLength(0);
  });

  it(`sends the five friends, toasts '${WAITLIST_MESSAGES.referralsDone}' and goes home`, async () => {
    const { api, user, router } = await openRefer();
    await fillFriends(user);
    await user.click(screen.getByRole('button', { name: 'Submit Referrals' }));

    expect(await screen.findByText(WAITLIST_MESSAGES.referralsDone)).toBeInTheDocument();
    expect(api.callsTo('POST /api/referral/submit')[0]?.body).toEqual({ referrals: FRIENDS });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the server’s message when it refuses, and stays', async () => {
    const { user, router } = await openRefer({
      status: 429,
      body: { message: 'Too many requests. Try again in 9 minutes.' },
    });
    await fillFriends(user);
    await user.click(screen.getByRole('button', { name: 'Submit Referrals' }));

    expect(await screen.findByText('Too many requests. Try again in 9 minutes.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/refer');
  });

  it(`toasts '${WAITLIST_MESSAGES.referralsFailed}' when the server gives no message`, async () => {
    const { user } = await openRefer({ networkError: true });
    await fillFriends(user);
    await user.click(screen.getByRole('button', { name: 'Submit Referrals' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.referralsFailed)).toBeInTheDocument();
  });

  it('shows the server’s message of an answer that is not a success, and stays', async () => {
    const { user, router } = await openRefer({ body: { success: false, message: 'Referrals are closed.' } });
    await fillFriends(user);
    await user.click(screen.getByRole('button', { name: 'Submit Referrals' }));
    expect(await screen.findByText('Referrals are closed.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/refer');
  });
});
