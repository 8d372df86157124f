import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { addPin, writePin } from './pin-writes';

const answer = { body: { message: 'ok', pin: { id: 'p1' } } };

describe('pin writes', () => {
  it('posts a new pin to the task it lies on', async () => {
    const api = mockApi({ 'POST /api/assignment/review/s1/2/pins': { status: 201, ...answer } });
    const body = { fileId: 'f1', comment: 'Too thin', page: 1, x: 0.5, y: 0.25 };
    await addPin({ submissionId: 's1', taskNumber: 2, body });
    expect(api.calls[0]?.body).toEqual(body);
  });

  it.each([
    ['reply', 'comments', { comment: 'Fixed' }, { comment: 'Fixed' }],
    ['resolve', 'resolve', { note: '' }, { note: '' }],
    ['reopen', 'reopen', undefined, {}],
  ] as const)('%s posts to /pins/:id/%s with its body', async (action, segment, body, sent) => {
    const api = mockApi({ [`POST /api/assignment/pins/p1/${segment}`]: answer });
    await writePin({ action, pinId: 'p1', body });
    expect(api.calls[0]?.body).toEqual(sent);
  });
});
