import type { StorageUsage } from '@atelier/contract/metrics';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { mockAdminApi } from '../../mail/test-fixtures';

const MB = 1024 * 1024;
const USAGE: StorageUsage = {
  files: 42,
  bytes: 1.5 * 1024 * MB,
  kinds: [
    { kind: 'assignments', files: 2, bytes: 3 * MB },
    { kind: 'events', files: 10, bytes: 36 * MB },
    { kind: 'forum', files: 25, bytes: 1400 * MB },
    { kind: 'submissions', files: 5, bytes: 97 * MB },
  ],
  quota: {
    userBytes: 500 * MB,
    anonymousBytes: 2048 * MB,
    windowMs: 24 * 3_600_000,
    totalBytes: 20 * 1024 * MB,
  },
};

describe('Storage (admin)', { timeout: 15_000 }, () => {
  it('shows what uploads take, in all and by kind, against the quotas, in words and units', async () => {
    const api = mockAdminApi({ 'GET /api/metrics/storage': { body: USAGE } });
    renderApp('/dashboard/admin/storage');
    await screen.findByRole('heading', { level: 1, name: 'Storage' }, { timeout: 5000 });
    const used = await screen.findByRole('region', { name: 'Uploaded files' });
    expect(used).toHaveTextContent('1.5 GB of 20 GB used · 42 files');
    expect(within(used).getByRole('meter', { name: 'Storage used: 7.5 %' })).toHaveAttribute(
      'value',
      String(USAGE.bytes),
    );
    const rows = within(within(used).getByRole('table', { name: 'By kind' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Assignment covers23 MB',
      'Event registration PDFs1036 MB',
      'Community attachments251.4 GB',
      'Assignment task files597 MB',
    ]);
    const quotas = screen.getByRole('region', { name: 'Upload quotas' });
    expect(quotas).toHaveTextContent('Each member500 MB per 24 hours');
    expect(quotas).toHaveTextContent('Anonymous visitors together2 GB per 24 hours');
    expect(quotas).toHaveTextContent('Every file together20 GB');
    expect(api.calls.some((call) => call.path === '/api/metrics/storage')).toBe(true);
  });

  it('says so when the figure cannot be loaded', async () => {
    mockAdminApi({ 'GET /api/metrics/storage': { status: 500, body: { message: 'boom' } } });
    renderApp('/dashboard/admin/storage');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The storage figure could not be loaded. Please try again.',
    );
  });
});
