import type { Summary } from '@atelier/contract/summaries';

/** A session summary as the server answers it. */
export function summary(n: number, overrides: Partial<Summary> = {}): Summary {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    sessionTitle: `Session ${n}`,
    sessionDate: `2025-07-${String(n).padStart(2, '0')}`,
    coverImage: `https://images.example.org/cover-${n}.jpg`,
    recordingLink: 'https://youtu.be/Xy7bD1mQk2s',
    embedUrl: 'https://www.youtube-nocookie.com/embed/Xy7bD1mQk2s',
    tag: `Tag ${n}`,
    summaryText: [{ heading: `Heading ${n}`, description: `Description ${n}.` }],
    createdAt: '2025-07-20T10:00:00.000Z',
    updatedAt: '2025-07-20T10:00:00.000Z',
    ...overrides,
  };
}
