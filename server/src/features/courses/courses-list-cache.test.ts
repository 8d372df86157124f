import { describe, expect, it } from 'vitest';
import { signIn, useTestApp, withOtherInstance } from '../../../test/helpers';
import { sampleCourse } from './course-fixtures';

// The list is cached per process; every write through the API must show at once, in every process.
describe('GET /api/courses caching', () => {
  const ctx = useTestApp();

  it('answers 304 to a matching ETag and a fresh list after each write', async () => {
    const admin = await signIn(ctx, 'admin');
    const student = await signIn(ctx, 'student');
    const list = (etag?: string) =>
      student.inject({ method: 'GET', url: '/api/courses', headers: etag ? { 'if-none-match': etag } : {} });

    const empty = await list();
    expect(empty.json()).toEqual([]);
    const etag = String(empty.headers.etag);
    expect((await list(etag)).statusCode).toBe(304);

    const created = await admin.inject({
      method: 'POST',
      url: '/api/courses/create',
      payload: sampleCourse(),
    });
    const id = created.json().course._id as string;
    const afterCreate = await list(etag);
    expect(afterCreate.statusCode).toBe(200);
    expect(afterCreate.json().map((c: { _id: string }) => c._id)).toEqual([id]);

    await admin.inject({ method: 'PATCH', url: `/api/courses/${id}/lock-toggle` });
    expect((await list()).json()[0].locked).toBe(true);

    await admin.inject({
      method: 'PUT',
      url: `/api/courses/${id}`,
      payload: sampleCourse({ title: 'Renamed' }),
    });
    expect((await list()).json()[0].title).toBe('Renamed');

    await admin.inject({ method: 'DELETE', url: `/api/courses/${id}` });
    expect((await list()).json()).toEqual([]);
  });

  it('shows another instance a course created on this one', async () => {
    await withOtherInstance(ctx, async (other) => {
      const admin = await signIn(ctx, 'admin');
      const student = await signIn(ctx, 'student');
      const headers = { authorization: `Bearer ${student.token}` };
      const listOther = async () =>
        (await other.inject({ method: 'GET', url: '/api/courses', headers })).json() as unknown[];
      expect(await listOther()).toEqual([]);
      await admin.inject({ method: 'POST', url: '/api/courses/create', payload: sampleCourse() });
      let seen = 0;
      for (let i = 0; i < 50 && seen === 0; i++) {
        seen = (await listOther()).length;
        if (seen === 0) await new Promise((r) => setTimeout(r, 20));
      }
      expect(seen).toBe(1);
    });
  });
});
