import type { LinkedIdentity } from '@atelier/contract/oidc';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, storeSession } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { LinkedIdentities } from './linked-identities';

const userId = '6f1c2b8e-1d6a-4c1e-9a7e-1a2b3c4d5e6f';
const identity: LinkedIdentity = {
  id: '11111111-1111-4111-8111-111111111111',
  provider: 'school',
  providerName: 'Springfield School',
  subject: 'kim-1',
  email: 'kim@springfield.edu',
  createdAt: '2026-11-02T10:00:00.000Z',
  lastUsedAt: null,
};

describe('LinkedIdentities', () => {
  it('lists the linked sign-ins and removes one after asking', async () => {
    storeSession('tok', makeUser({ role: 'admin' }));
    let list = [identity];
    const api = mockApi({
      [`GET /api/users/${userId}/identities`]: () => ({ body: { identities: list } }),
      [`DELETE /api/users/${userId}/identities/${identity.id}`]: () => {
        list = [];
        return { body: { msg: 'The linked sign-in was removed.' } };
      },
    });
    renderWithProviders(<LinkedIdentities userId={userId} />);
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('Springfield School kim@springfield.edu');
    const user = userEvent.setup();
    await user.click(
      within(item).getByRole('button', { name: 'Remove the Springfield School sign-in kim@springfield.edu' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove this linked sign-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('No sign-in through a school is linked to this account.'),
    ).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/users/${userId}/identities/${identity.id}`)).toHaveLength(1);
  });
});
