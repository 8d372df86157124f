import { messageSchema } from '@atelier/contract/common';
import {
  COURSE_ERRORS,
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
import { fail } from '../../lib/errors';
import { assertMayOpen } from './course-access';
import * as actions from './courses.actions';
import * as store from './courses.store';

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
    topic: actions.COURSES_TOPIC,
    build: async () => courseListResponseSchema.parse(await store.listCourseSummaries(app.db)),
  });

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
      if (!course) throw fail(COURSE_ERRORS.notFound);
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
      const course = await actions.createCourse(app, stored(request.body));
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
      const course = await actions.updateCourse(app, request.params.id, stored(request.body));
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
      const locked = await actions.toggleLock(app, request.params.id);
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
      await actions.deleteCourse(app, request.params.id);
      return { message: COURSE_MESSAGES.deleted };
    },
  );
};
