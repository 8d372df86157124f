import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { leaveSiteFor } from '../../../lib/leave-site';
import { mockApi } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';

vi.mock('../../../lib/leave-site', () => ({ leaveSiteFor: vi.fn() }));

const config = {
  productName: 'Studio',
  internationalSiteUrl: 'https://intl.example.org/',
  defaultRefCode: 'REF',
};

describe('landing page', () => {
  it('asks Indian or international; Indian closes the popup for the rest of the visit', async () => {
    mockApi({ 'GET /api/config': { body: config } });
    const user = userEvent.setup();
    const first = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Where are you studying?' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Indian Student' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Join The Waitlist/ })).toHaveAttribute('href', '/waitlist');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(document.title).toBe('Home | Studio | Learning Management System'));
    first.unmount();

    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends an international student to the configured site', async () => {
    mockApi({ 'GET /api/config': { body: config } });
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByText(/Studio is a free/)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'International Student' }));
    expect(leaveSiteFor).toHaveBeenCalledWith('https://intl.example.org/');
  });

  it('falls back to the default product name when the config call fails', async () => {
    mockApi({ 'GET /api/config': { status: 500 } });
    renderApp('/');
    await screen.findByRole('dialog');
    await waitFor(() => expect(document.title).toBe('Home | Atelier | Learning Management System'));
  });
});
