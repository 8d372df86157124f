import {
  COURSE_API,
  COURSE_ERRORS,
  COURSE_MESSAGES,
  courseListResponseSchema,
  type Course,
  type CourseBody,
} from '@atelier/contract/courses';
import { admins, courseArea } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/access';
import { CACHED_ROUTE } from '../../lib/conditional-get';
import { fail } from '../../lib/errors';
import { serve } from '../../lib/serve';
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

  serve(app, COURSE_API.list, { access: courseArea }, list.send, CACHED_ROUTE);

  serve(app, COURSE_API.get, { access: courseArea }, async (request) => {
    const course = await store.findCourse(app.db, request.params.id);
    if (!course) throw fail(COURSE_ERRORS.notFound);
    assertMayOpen(currentUser(request), course);
    return await withLinks(course);
  });

  const edits = { access: admins };

  serve(app, COURSE_API.create, edits, async (request, reply) => {
    const course = await actions.createCourse(app, stored(request.body));
    return reply.status(201).send({ message: COURSE_MESSAGES.created, course: await withLinks(course) });
  });

  serve(app, COURSE_API.update, edits, async (request) => {
    const course = await actions.updateCourse(app, request.params.id, stored(request.body));
    return { message: COURSE_MESSAGES.updated, course: await withLinks(course) };
  });

  serve(app, COURSE_API.toggleLock, edits, async (request) => {
    const locked = await actions.toggleLock(app, request.params.id);
    return { message: locked ? COURSE_MESSAGES.nowLocked : COURSE_MESSAGES.nowUnlocked, locked };
  });

  serve(app, COURSE_API.remove, edits, async (request) => {
    await actions.deleteCourse(app, request.params.id);
    return { message: COURSE_MESSAGES.deleted };
  });
};
