import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../db/client';

/** Runs one drizzle migration file's statements. */
async function apply(db: PGlite, file: string): Promise<void> {
  const text = fs.readFileSync(path.join(migrationsFolder(), file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

// Issue 25, item 10: files stored before the upload ledger get their rows with migration 0011, so
// the quotas, the storage figure and the sweep know them.
describe('migration 0011: the upload ledger of files stored before it', () => {
  it('records every forum upload and attachment, event PDF, assignment cover and task image once', async () => {
    const files = fs
      .readdirSync(migrationsFolder())
      .filter((f) => /^\d{4}_.*\.sql$/.test(f))
      .sort();
    const index = files.findIndex((f) => f.startsWith('0011_'));
    expect(index).toBeGreaterThan(0);
    const db = new PGlite();
    try {
      for (const file of files.slice(0, index)) await apply(db, file);
      await db.exec(`
        INSERT INTO users (id, email, name, role, password_hash) VALUES
          ('00000000-0000-4000-8000-000000000001', 'a@b.org', 'A', 'smartLABS', 'x');
        INSERT INTO forum_uploads (key, user_id, kind, bytes, claimed_at) VALUES
          ('forum/2026-01/posted.png', '00000000-0000-4000-8000-000000000001', 'image', 70, now()),
          ('forum/2026-01/unposted.png', '00000000-0000-4000-8000-000000000001', 'image', 80, NULL);
        INSERT INTO forum_posts (user_id, category, media_key, media_kind) VALUES
          ('00000000-0000-4000-8000-000000000001', 'general', 'forum/2026-01/posted.png', 'image'),
          ('00000000-0000-4000-8000-000000000001', 'general', NULL, NULL);
        INSERT INTO event_meta (event_id, event_name, poster_url, input_fields) VALUES
          ('bim-day', 'BIM Day', 'https://example.org/p.png', '{name,pdf}');
        INSERT INTO event_registrations (event_id, name, pdf_key, pdf_bytes) VALUES
          ('bim-day', 'A', 'events/2026-01/cv.pdf', 900), ('bim-day', 'B', NULL, NULL);
        INSERT INTO assignments (id, code, title, brief, tasks, image_key) VALUES
          ('00000000-0000-4000-8000-00000000000a', 'A1', 'T', 'B', '[]', 'assignments/2026-01/cover.png');
        INSERT INTO assignment_submissions (id, assignment_id, user_id) VALUES
          ('00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-00000000000a',
           '00000000-0000-4000-8000-000000000001');
        INSERT INTO submission_files (key, submission_id, task_number, position, bytes) VALUES
          ('submissions/2026-01/one.png', '00000000-0000-4000-8000-00000000000b', 1, 0, 1000),
          ('submissions/2026-01/two.png', '00000000-0000-4000-8000-00000000000b', 1, 1, 2000);
      `);
      await apply(db, files[index]!);
      const { rows } = await db.query<{ key: string; kind: string; user_id: string | null; bytes: number }>(
        'SELECT key, kind, user_id, bytes::int AS bytes FROM uploads ORDER BY key',
      );
      const user = '00000000-0000-4000-8000-000000000001';
      expect(rows).toEqual([
        { key: 'assignments/2026-01/cover.png', kind: 'assignments', user_id: null, bytes: 0 },
        { key: 'events/2026-01/cv.pdf', kind: 'events', user_id: null, bytes: 900 },
        { key: 'forum/2026-01/posted.png', kind: 'forum', user_id: user, bytes: 70 },
        { key: 'forum/2026-01/unposted.png', kind: 'forum', user_id: user, bytes: 80 },
        { key: 'submissions/2026-01/one.png', kind: 'submissions', user_id: user, bytes: 1000 },
        { key: 'submissions/2026-01/two.png', kind: 'submissions', user_id: user, bytes: 2000 },
      ]);
    } finally {
      await db.close();
    }
  });
});
