import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FACTORS_ERRORS } from '@atelier/contract/factors-values';
import { makeUser, mockApi, refusal, storeSession } from '../../../../test/api-mock';
import { renderApp } from '../../../../test/render';

const admin = makeUser({ role: 'admin' });
const URL = '/api/admin/sign-in-settings';

async function openPage(extra: Parameters<typeof mockApi>[0] = {}) {
  storeSession('tok', admin);
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: admin } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    [`GET ${URL}`]: { body: { mfaRoles: ['admin'], signupDomains: { school: ['school.edu'] } } },
    ...extra,
  });
  const view = renderApp('/dashboard/admin/sign-in-settings');
  await screen.findByRole('heading', { level: 1, name: 'Sign-in settings' }, { timeout: 5000 });
  return { ...view, api, user: userEvent.setup() };
}

describe('Admin › Sign-in settings', () => {
  it('is in the admin navigation, and shows the saved roles and domains', async () => {
    await openPage();
    expect(screen.getByRole('link', { name: 'Sign-in settings' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Admin' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'smartLABS' })).not.toBeChecked();
    expect(screen.getByLabelText('Provider id')).toHaveValue('school');
    expect(screen.getByLabelText('Domains (comma or line separated)')).toHaveValue('school.edu');
  });

  it('saves the roles and each provider’s domains', async () => {
    const { api, user } = await openPage({ [`PUT ${URL}`]: ({ body }) => ({ body }) });
    await user.click(await screen.findByRole('checkbox', { name: 'smartLABS' }));
    await user.click(screen.getByRole('button', { name: 'Add provider' }));
    const ids = screen.getAllByLabelText('Provider id');
    await user.type(ids[1]!, 'entra');
    await user.type(
      screen.getAllByLabelText('Domains (comma or line separated)')[1]!,
      'Staff.School.edu, pupils.school.edu',
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo(`PUT ${URL}`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${URL}`)[0]?.body).toEqual({
      mfaRoles: ['admin', 'smartLABS'],
      signupDomains: { school: ['school.edu'], entra: ['Staff.School.edu', 'pupils.school.edu'] },
    });
    expect(await screen.findByText('Sign-in settings saved.')).toBeInTheDocument();
  });

  it('refuses a domain that is not one before sending, and shows the server’s refusal', async () => {
    const { api, user } = await openPage({
      [`PUT ${URL}`]: refusal(FACTORS_ERRORS.badProvider),
    });
    const domains = await screen.findByLabelText('Domains (comma or line separated)');
    await user.clear(domains);
    await user.type(domains, '@school');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByRole('alert')).toHaveTextContent('must be a domain such as school.edu');
    expect(api.callsTo(`PUT ${URL}`)).toHaveLength(0);

    // A provider the server does not have configured: its refusal is shown.
    await user.clear(domains);
    await user.type(domains, 'school.edu');
    await user.clear(screen.getByLabelText('Provider id'));
    await user.type(screen.getByLabelText('Provider id'), 'nowhere');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(FACTORS_ERRORS.badProvider.message)).toBeInTheDocument();
    expect(api.callsTo(`PUT ${URL}`)).toHaveLength(1);
  });
});
