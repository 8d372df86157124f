import { COMMON_ERRORS } from '@atelier/contract/errors';
import { COURSE_ERRORS, chapterKey } from '@atelier/contract/courses';
import { NOTEBOOK_ERRORS, NOTEBOOK_MESSAGES } from '@atelier/contract/notebook';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countRows, HOSTILE_VALUES, signIn, useTestApp, type SignedIn } from '../../../test/helpers';
import { createCourse, firstChapterKey } from '../courses/course-fixtures';
import { isMissingReference } from '../../db/errors';
import { insertNote } from './notebook.store';
import { expectRefusal } from '../../../test/refusals';

const ctx = useTestApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const noteCount = () => countRows(ctx, 'notes');

async function setup() {
  const course = await createCourse(ctx);
  const student = await signIn(ctx, 'student');
  const chapterId = firstChapterKey(course);
  const save = (who: SignedIn, body: object) =>
    who.inject({ method: 'POST', url: '/api/notebook', payload: body });
  const list = (who: SignedIn, userId = who.user._id, key = chapterId) =>
    who.inject({ method: 'GET', url: `/api/notebook/${userId}/${course._id}/${encodeURIComponent(key)}` });
  const note = {
    userId: student.user._id,
    courseId: course._id,
    chapterId,
    title: 'Clashes',
    content: 'Hard vs soft',
  };
  return { course, student, chapterId, save, list, note };
}

describe('POST /api/notebook', () => {
  it('saves a new note with trimmed, de-duplicated tags', async () => {
    const { student, save, note, course, chapterId } = await setup();
    const res = await save(student, {
      ...note,
      noteId: null,
      tags: [' bim ', '', 'bim', 'revit', '   ', 'BIM'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: NOTEBOOK_MESSAGES.saved,
      note: {
        _id: expect.any(String),
        userId: student.user._id,
        courseId: course._id,
        chapterId,
        title: 'Clashes',
        content: 'Hard vs soft',
        tags: ['bim', 'revit', 'BIM'],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
  });

  it('accepts a note with only a title or only content, and no userId in the body', async () => {
    const { student, save, note } = await setup();
    const { userId: _userId, ...withoutUser } = note;
    expect((await save(student, { ...withoutUser, content: '' })).statusCode).toBe(201);
    expect((await save(student, { ...withoutUser, title: '   ' })).statusCode).toBe(201);
    expect(await noteCount()).toBe(2);
  });

  it('updates the note when a noteId is given', async () => {
    const { student, save, list, note } = await setup();
    const created = (await save(student, { ...note, tags: ['a'] })).json().note;
    const res = await save(student, { ...note, noteId: created._id, title: 'Clashes, revised', tags: ['b'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: NOTEBOOK_MESSAGES.updated,
      note: { _id: created._id, title: 'Clashes, revised', content: 'Hard vs soft', tags: ['b'] },
    });
    const notes = (await list(student)).json().items;
    expect(notes).toHaveLength(1);
    expect(notes[0].title).toBe('Clashes, revised');
  });

  it("refuses to update someone else's note with 404 and leaves it as it was", async () => {
    const { student, save, list, note } = await setup();
    const created = (await save(student, note)).json().note;
    for (const role of ['student', 'admin'] as const) {
      const other = await signIn(ctx, role);
      const res = await save(other, {
        ...note,
        userId: other.user._id,
        noteId: created._id,
        title: 'Mine now',
      });
      expectRefusal(res, NOTEBOOK_ERRORS.notFound);
    }
    expect((await list(student)).json().items[0].title).toBe('Clashes');
    expect((await save(student, { ...note, noteId: UNKNOWN_ID })).statusCode).toBe(404);
  });

  it("refuses a userId that is not the caller's with 403, admins included", async () => {
    const { student, save, note } = await setup();
    const admin = await signIn(ctx, 'admin');
    const res = await save(admin, note);
    expect(res.statusCode).toBe(403);
    expect(typeof res.json().message).toBe('string');
    const other = await signIn(ctx, 'student');
    expect((await save(other, note)).statusCode).toBe(403);
    expect((await save(student, note)).statusCode).toBe(201);
    expect(await noteCount()).toBe(1);
  });

  it('refuses a blank note, bad ids, bad chapter keys and hostile values with 400', async () => {
    const { student, save, note } = await setup();
    const bodies: unknown[] = [
      {},
      { ...note, title: '', content: '' },
      { ...note, title: '   ', content: '\n\t ' },
      { ...note, courseId: 'abc' },
      { ...note, courseId: undefined },
      { ...note, noteId: 'abc' },
      { ...note, userId: 'abc' },
      { ...note, chapterId: '' },
      { ...note, chapterId: 'x'.repeat(301) },
      { ...note, chapterId: `${note.chapterId}\u0000` },
      { ...note, tags: 'bim' },
      { ...note, tags: [1, 2] },
      { ...note, tags: Array.from({ length: 51 }, (_, i) => `t${i}`) },
      { ...note, tags: ['x'.repeat(51)] },
      { ...note, content: 'x'.repeat(20_001) },
      ...HOSTILE_VALUES.map((title) => ({ ...note, title })),
      ...HOSTILE_VALUES.map((content) => ({ ...note, content })),
      ...HOSTILE_VALUES.map((chapterId) => ({ ...note, chapterId })),
    ];
    for (const body of bodies) {
      const res = await save(student, body as object);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    const blank = await save(student, { ...note, title: '', content: ' ' });
    expect(blank.json()).toEqual({
      message: NOTEBOOK_MESSAGES.blank,
      code: COMMON_ERRORS.invalid.code,
      issues: [{ in: 'body', path: '', message: NOTEBOOK_MESSAGES.blank }],
    });
    expect(await noteCount()).toBe(0);
  });

  it('refuses an unknown course or chapter with 404', async () => {
    const { student, save, note, course } = await setup();
    const unknownCourse = await save(student, {
      ...note,
      courseId: UNKNOWN_ID,
      chapterId: `${UNKNOWN_ID}_What_is_BIM`,
    });
    expectRefusal(unknownCourse, COURSE_ERRORS.notFound);
    for (const chapterId of [
      chapterKey(course._id, 'No such chapter'),
      'What_is_BIM',
      `${UNKNOWN_ID}_What_is_BIM`,
    ]) {
      const res = await save(student, { ...note, chapterId });
      expectRefusal(res, COURSE_ERRORS.chapterNotFound);
    }
    expect(await noteCount()).toBe(0);
  });

  it('recognises a course deleted between the check and the insert as missing, not as a server error', async () => {
    const { student } = await setup();
    const where = { userId: student.user._id, courseId: UNKNOWN_ID, chapterId: `${UNKNOWN_ID}_x` };
    const err = await insertNote(ctx.database.db, where, { title: 't', content: '', tags: [] }).catch(
      (e) => e,
    );
    expect(isMissingReference(err)).toBe(true);
    expect(isMissingReference(new Error('other'))).toBe(false);
  });

  it('refuses students on a locked course with 403 before looking at the chapter', async () => {
    const { student, save, list, note, course } = await setup();
    const saved = await save(student, note);
    await ctx.database.db.execute(sql`UPDATE courses SET locked = true WHERE id = ${course._id}`);
    for (const res of [
      await save(student, note),
      await save(student, { ...note, chapterId: `${course._id}_No_such_chapter` }),
      await save(student, { ...note, noteId: saved.json().note._id, title: 'Changed' }),
      await list(student),
    ]) {
      expectRefusal(res, COURSE_ERRORS.locked);
    }
    expect(await noteCount()).toBe(1);
  });

  it('refuses a caller without a token with 401', async () => {
    const { note } = await setup();
    expect((await ctx.app.inject({ method: 'POST', url: '/api/notebook', payload: note })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/notebook/:userId/:courseId/:chapterId', () => {
  it("lists the caller's own notes on that chapter, newest first", async () => {
    const { student, save, list, note, course } = await setup();
    const other = await signIn(ctx, 'student');
    await save(student, { ...note, title: 'First' });
    await save(student, { ...note, title: 'Second' });
    await save(student, { ...note, chapterId: chapterKey(course._id, 'The model'), title: 'Other chapter' });
    await save(other, { ...note, userId: other.user._id, title: 'Not yours' });
    const res = await list(student);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((n: { title: string }) => n.title)).toEqual(['Second', 'First']);
    expect(
      (await list(student, student.user._id, chapterKey(course._id, 'The model'))).json().items,
    ).toHaveLength(1);
  });

  it('finds notes of chapters with long, non-ASCII or slashed names', async () => {
    const { student, save, note } = await setup();
    const names = ['Ä'.repeat(200), 'Doors / windows? #1 & more', 'भवन सूचना मॉडलिंग'];
    const course = await createCourse(ctx, {
      title: 'Names',
      description: 'Odd chapter names.',
      coverImage: 'https://cdn.example.test/c.png',
      sections: [
        { name: 'S', chapters: names.map((name) => ({ name, content: 'https://cdn.example.test/x.html' })) },
      ],
    });
    for (const name of names) {
      const chapterId = chapterKey(course._id, name);
      expect((await save(student, { ...note, courseId: course._id, chapterId })).statusCode).toBe(201);
      const own = await student.inject({
        method: 'GET',
        url: `/api/notebook/${student.user._id}/${course._id}/${encodeURIComponent(chapterId)}`,
      });
      expect(own.statusCode, name).toBe(200);
      expect(own.json().items.map((n: { chapterId: string }) => n.chapterId)).toEqual([chapterId]);
    }
  });

  it('lets admins keep notes of their own', async () => {
    const { save, list, note } = await setup();
    for (const role of ['admin'] as const) {
      const who = await signIn(ctx, role);
      expect((await save(who, { ...note, userId: who.user._id })).statusCode).toBe(201);
      expect((await list(who)).json().items).toHaveLength(1);
    }
  });

  it("refuses to show someone else's notes with 403, to admins too", async () => {
    const { student, save, list, note } = await setup();
    await save(student, note);
    for (const role of ['student', 'smartLABS', 'admin'] as const) {
      const other = await signIn(ctx, role);
      const res = await list(other, student.user._id);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('Clashes');
    }
  });

  it('answers 400 for malformed ids, 404 for an unknown course and 401 without a token', async () => {
    const { student, course, chapterId } = await setup();
    const get = (url: string) => student.inject({ method: 'GET', url });
    expect((await get(`/api/notebook/abc/${course._id}/${chapterId}`)).statusCode).toBe(400);
    expect((await get(`/api/notebook/${student.user._id}/abc/${chapterId}`)).statusCode).toBe(400);
    expect((await get(`/api/notebook/${student.user._id}/${course._id}/${'x'.repeat(301)}`)).statusCode).toBe(
      400,
    );
    expect((await get(`/api/notebook/${student.user._id}/${course._id}/a%00b`)).statusCode).toBe(400);
    const unknown = await get(`/api/notebook/${student.user._id}/${UNKNOWN_ID}/${UNKNOWN_ID}_x`);
    expect(unknown.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/notebook/${student.user._id}/${course._id}/${chapterId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('DELETE /api/notebook/:noteId', () => {
  it("deletes the caller's note", async () => {
    const { student, save, list, note } = await setup();
    const created = (await save(student, note)).json().note;
    const res = await student.inject({ method: 'DELETE', url: `/api/notebook/${created._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: NOTEBOOK_MESSAGES.deleted });
    expect((await list(student)).json().items).toEqual([]);
    expect((await student.inject({ method: 'DELETE', url: `/api/notebook/${created._id}` })).statusCode).toBe(
      404,
    );
  });

  it("refuses someone else's note with 404 (admins too) and keeps it", async () => {
    const { student, save, note } = await setup();
    const created = (await save(student, note)).json().note;
    for (const role of ['student', 'admin'] as const) {
      const other = await signIn(ctx, role);
      const res = await other.inject({ method: 'DELETE', url: `/api/notebook/${created._id}` });
      expect(res.statusCode).toBe(404);
    }
    expect(await noteCount()).toBe(1);
  });

  it('answers 400 for a malformed id and 401 without a token', async () => {
    const { student, save, note } = await setup();
    const created = (await save(student, note)).json().note;
    expect((await student.inject({ method: 'DELETE', url: '/api/notebook/nope' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/notebook/${created._id}` })).statusCode).toBe(
      401,
    );
    expect(await noteCount()).toBe(1);
  });
});
