import fs from 'node:fs';
import path from 'node:path';
import { chapterKey, type Course } from '@atelier/contract/courses';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn, testConfig, useTestApp } from '../../../test/helpers';
import { lessonsRoot } from '../../plugins/lessons';
import { seedAccounts } from '../../seed/accounts';
import { seedCourses } from '../../seed/courses';

const ctx = useTestApp();

async function seededCourses(): Promise<Course[]> {
  await seedAccounts(ctx.database.db, ctx.config);
  expect(await seedCourses(ctx.database.db, ctx.config)).toBe(3);
  const admin = await signIn(ctx, 'admin');
  const cards = (await admin.inject({ method: 'GET', url: '/api/courses' })).json();
  return Promise.all(
    cards.map(async (c: { _id: string }) =>
      (await admin.inject({ method: 'GET', url: `/api/courses/${c._id}` })).json(),
    ),
  );
}

describe('the demo courses', () => {
  it('are three real-looking courses of 2–3 sections with 1–4 chapters each', async () => {
    const courses = await seededCourses();
    expect(courses).toHaveLength(3);
    for (const course of courses) {
      expect(course.description.length).toBeGreaterThan(200);
      expect(course.learningObjectives.length).toBeGreaterThanOrEqual(4);
      expect(course.skillsCovered.length).toBeGreaterThanOrEqual(4);
      expect(course.authors.length).toBeGreaterThanOrEqual(1);
      expect(course.sections.length).toBeGreaterThanOrEqual(2);
      expect(course.sections.length).toBeLessThanOrEqual(3);
      for (const section of course.sections) {
        expect(section.chapters.length).toBeGreaterThanOrEqual(1);
        expect(section.chapters.length).toBeLessThanOrEqual(4);
      }
    }
  });

  it('play without internet: every cover, portrait, lesson and resource is served by the app', async () => {
    const courses = await seededCourses();
    const urls = courses.flatMap((course) => [
      course.coverImage,
      ...course.authors.map((a) => a.profileImage),
      ...course.sections.flatMap((s) => s.chapters.flatMap((c) => [c.content, ...c.resources])),
    ]);
    expect(urls.length).toBeGreaterThan(20);
    for (const url of new Set(urls)) {
      expect(url.startsWith(`${ctx.config.publicUrl}/lessons/`), url).toBe(true);
      const res = await ctx.app.inject({ method: 'GET', url: url.slice(ctx.config.publicUrl.length) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(
        url.endsWith('.svg') ? /image\/svg\+xml/ : /text\/html/,
      );
    }
  });

  it('serves lesson pages that load nothing from outside and run no script, and may be framed', async () => {
    for (const file of fs.readdirSync(lessonsRoot()).filter((f) => f.endsWith('.html'))) {
      const html = fs.readFileSync(path.join(lessonsRoot(), file), 'utf8');
      expect(html, file).not.toMatch(/<script|\son\w+\s*=\s*["']|javascript:/i);
      expect(html.replace(/xmlns="http:\/\/www\.w3\.org\/2000\/svg"/g, ''), file).not.toMatch(
        /(src|href)="(https?:)?\/\//i,
      );
    }
    const courses = await seededCourses();
    const lesson = courses[0]!.sections[0]!.chapters[0]!.content;
    const res = await ctx.app.inject({ method: 'GET', url: lesson.slice(ctx.config.publicUrl.length) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).not.toContain('script-src');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: '/lessons/../package.json' })).statusCode).not.toBe(
      200,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/lessons/missing.css' })).statusCode).toBe(404);
  });

  it('come with an answered question on the first chapter', async () => {
    const course = (await seededCourses()).find((c) => c.title === 'BIM Fundamentals with Revit')!;
    const student = await signIn(ctx, 'student');
    const chapterId = chapterKey(course._id, course.sections[0]!.chapters[0]!.name);
    const res = await student.inject({
      method: 'GET',
      url: `/api/qna/${course._id}/${encodeURIComponent(chapterId)}`,
    });
    const [question] = res.json().items;
    expect(question.userId.name).toBe('Asha Student');
    expect(question.answers[0].userId.name).toBe('Meera Admin');
  });

  it('are seeded once, and never in production', async () => {
    await seededCourses();
    expect(await seedCourses(ctx.database.db, ctx.config)).toBe(0);
    const production = testConfig({ NODE_ENV: 'production' });
    await ctx.database.db.execute(sql`TRUNCATE courses CASCADE`);
    expect(await seedCourses(ctx.database.db, production)).toBe(0);
    fs.rmSync(production.dataDir, { recursive: true, force: true });
  });
});
