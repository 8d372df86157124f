import type { Pin } from '@atelier/contract/reviews';

/** An open point pin numbered `number` with its first comment, by the reviewer Meera Admin. */
export const makePin = (
  number: number,
  overrides: Partial<Pin> = {},
  words = `Look here ${number}`,
): Pin => ({
  id: `p${number}`,
  number,
  revision: 1,
  fileId: 'f1',
  page: 1,
  x: 0.5,
  y: 0.5,
  w: null,
  h: null,
  globalId: null,
  camera: null,
  snapshotUrl: null,
  status: 'open',
  resolvedAt: null,
  resolutionNote: null,
  comments: [
    {
      id: `c${number}`,
      author: { _id: 'admin-1', name: 'Meera Admin', role: 'admin' },
      body: words,
      createdAt: '2026-11-20T09:30:00.000Z',
    },
  ],
  ...overrides,
});
