import { messageSchema } from '@atelier/contract/common';
import {
  COURSE_MESSAGES,
  courseBodySchema,
  courseIdParamsSchema,
  courseListResponseSchema,
  courseResponseSchema,
  courseSchema,
  lockToggleResponseSchema,
  type Course,
  type CourseBody,
} from '@atelier/contract/courses';
import { admins, courseArea } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/access';
import { CACHED_ROUTE } from '../../lib/conditional-get';
import { notFound } from '../../lib/errors';
import { forgetNotificationsTo } from '../notifications/forget-target';
import { assertMayOpen } from './course-access';
import * as store from './courses.store';

/** Every write to a course changes the list. */
const TOPIC = 'courses';

/** Every lesson URL of a course (chapter content and resources) passed through `link`. */
function mapLessonUrls<T extends { sections: { chapters: { content: string; resources?: string[] }[] }[] }>(
  course: T,
  link: (url: string) => string,
): T {
  return {
    ...course,
    sections: course.sections.map((section) => ({
      ...section,
      chapters: section.chapters.map((chapter) => ({
        ...chapter,
        content: link(chapter.content),
        ...(chapter.resources ? { resources: chapter.resources.map(link) } : {}),
      })),
    })),
  };
}

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  // The lesson pages of a course open through signed, expiring links handed out with the course;
  // what is stored is the plain URL (an edit form sends the signed ones back).
  const withLinks = async (course: Course) => mapLessonUrls(course, await app.lessonLinks.signer());
  const stored = (body: CourseBody) => mapLessonUrls(body, app.lessonLinks.unsign);

  // The list is the same for every caller and read far more often than written: it is built
  // once (validated against its schema), kept gzipped with its ETag, and dropped on any write.
  const list = app.cachedAnswer({
    topic: TOPIC,
    build: async () => courseListResponseSchema.parse(await store.listCourseSummaries(app.db)),
  });
  const changed = () => app.changes.announce(app.db, TOPIC);

  // No response schema here: the cached answer was parsed with courseListResponseSchema when built.
  app.get('/', { ...CACHED_ROUTE, config: { access: courseArea } }, list.send);

  app.get(
    '/:id',
    {
      config: { access: courseArea },
      schema: { params: courseIdParamsSchema, response: { 200: courseSchema } },
    },
    async (request) => {
      const course = await store.findCourse(app.db, request.params.id);
      if (!course) throw notFound(COURSE_MESSAGES.notFound);
      assertMayOpen(currentUser(request), course);
      return await withLinks(course);
    },
  );

  app.post(
    '/create',
    {
      config: { access: admins },
      schema: { body: courseBodySchema, response: { 201: courseResponseSchema } },
    },
    async (request, reply) => {
      const { id, written } = await app.db.transaction(async (tx) => {
        const id = await store.insertCourse(tx, stored(request.body));
        const written = await app.notify(
          tx,
          { roles: ['student'] },
          {
            kind: 'new_course',
            title: `New course: ${request.body.title}`,
            body: request.body.description,
            link: `/dashboard/student/courses/${id}`,
          },
        );
        return { id, written };
      });
      await Promise.all([changed(), written.announce()]);
      const course = await store.findCourse(app.db, id);
      if (!course) throw notFound(COURSE_MESSAGES.notFound);
      return reply.status(201).send({ message: COURSE_MESSAGES.created, course: await withLinks(course) });
    },
  );

  app.put(
    '/:id',
    {
      config: { access: admins },
      schema: {
        params: courseIdParamsSchema,
        body: courseBodySchema,
        response: { 200: courseResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const found = await app.db.transaction((tx) => store.updateCourse(tx, id, stored(request.body)));
      if (found) await changed();
      const course = found ? await store.findCourse(app.db, id) : undefined;
      if (!course) throw notFound(COURSE_MESSAGES.notFound);
      return { message: COURSE_MESSAGES.updated, course: await withLinks(course) };
    },
  );

  app.patch(
    '/:id/lock-toggle',
    {
      config: { access: admins },
      schema: { params: courseIdParamsSchema, response: { 200: lockToggleResponseSchema } },
    },
    async (request) => {
      const locked = await store.toggleLock(app.db, request.params.id);
      if (locked === undefined) throw notFound(COURSE_MESSAGES.notFound);
      await changed();
      return { message: locked ? COURSE_MESSAGES.nowLocked : COURSE_MESSAGES.nowUnlocked, locked };
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: admins },
      schema: { params: courseIdParamsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      if (!(await store.deleteCourse(app.db, request.params.id))) throw notFound(COURSE_MESSAGES.notFound);
      await forgetNotificationsTo(app, `/dashboard/student/courses/${request.params.id}`);
      await changed();
      return { message: COURSE_MESSAGES.deleted };
    },
  );
};
