import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../scripts/route-preloads.mjs';
import { App } from './app/app';
import { renderPage } from './prerender';
import { makeUser, mockApi, storeSession } from './test/api-mock';

const PRERENDERED = ROUTES.filter((route) => route.prerender).map((route) => route.path);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Puts a page's prerendered HTML on screen as the server sends it, and hydrates the app over it. */
async function hydrate(path: string, search = '') {
  const { html } = await renderPage(path);
  window.history.pushState({}, '', path + search);
  document.body.innerHTML = `<div id="root" data-prerendered>${html}</div>`;
  const container = document.getElementById('root')!;
  const heading = container.querySelector('h1');
  const errors = vi.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App router={BrowserRouter} prerendered />
      </StrictMode>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { html, container, heading, errors, recoverable };
}

describe('prerendered public pages', () => {
  it.each(PRERENDERED)(
    '%s has its heading in the HTML and hydrates over it without a mismatch',
    async (path) => {
      mockApi({});
      const { html, container, heading, errors, recoverable } = await hydrate(path);
      expect(html).toMatch(/<h1[\s>]/);
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      // The same nodes: hydration adopted the HTML instead of painting the page again.
      expect(container.querySelector('h1')).toBe(heading);
    },
  );

  it('shows a signed-in visitor the signed-out frame of the HTML, then the Dashboard button', async () => {
    const user = makeUser({ role: 'student' });
    storeSession('tok', user);
    mockApi({ 'GET /api/auth/validate-token': { body: { user } } });
    const { html, errors, recoverable } = await hydrate('/');
    expect(html).toContain('>Login</a>');
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/student',
    );
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('offers the form to send only once the app runs: the HTML button would send it without the app', async () => {
    mockApi({});
    const { html } = await hydrate('/login');
    expect(html).toMatch(/<button type="submit"[^>]* disabled=""/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
  });

  it("fills a friend's code from the link in once the waitlist page has hydrated", async () => {
    mockApi({});
    const { errors, recoverable } = await hydrate('/waitlist', '?ref=FRIEND42');
    await waitFor(() => expect(screen.getByLabelText('Referral code')).toHaveValue('FRIEND42'));
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('asks the region of a first visit only, also after hydrating the landing page', async () => {
    mockApi({});
    window.sessionStorage.setItem('regionChoice', 'indian');
    const { errors, recoverable } = await hydrate('/');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });
});
