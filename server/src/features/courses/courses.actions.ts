import { COURSE_ERRORS, type Course, type CourseBody } from '@atelier/contract/courses';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../lib/errors';
import { forgetNotificationsTo } from '../../db/notifications-store';
import * as store from './courses.store';

/** Every write to a course changes the list (its cached answer listens to this topic). */
export const COURSES_TOPIC = 'courses';

const courseLink = (id: string) => `/dashboard/student/courses/${id}`;

/** The course as stored, read after its write committed. */
async function reread(app: FastifyInstance, id: string): Promise<Course> {
  const course = await store.findCourse(app.db, id);
  if (!course) throw fail(COURSE_ERRORS.notFound);
  return course;
}

/** Creates the course and tells every student of it (the bell, after commit). */
export async function createCourse(app: FastifyInstance, body: CourseBody): Promise<Course> {
  const id = await app.transact(async ({ tx, announce, notify }) => {
    const id = await store.insertCourse(tx, body);
    await notify(
      { roles: ['student'] },
      {
        kind: 'new_course',
        title: `New course: ${body.title}`,
        body: body.description,
        link: courseLink(id),
      },
    );
    announce(COURSES_TOPIC);
    return id;
  });
  return reread(app, id);
}

/** Replaces the course (its sections and chapters too). */
export async function updateCourse(app: FastifyInstance, id: string, body: CourseBody): Promise<Course> {
  await app.writeOr404(COURSES_TOPIC, COURSE_ERRORS.notFound, ({ tx }) => store.updateCourse(tx, id, body));
  return reread(app, id);
}

/** Locks or unlocks the course; answers whether it is now locked. */
export async function toggleLock(app: FastifyInstance, id: string): Promise<boolean> {
  return app.transact(async ({ tx, announce }) => {
    const locked = await store.toggleLock(tx, id);
    if (locked === undefined) throw fail(COURSE_ERRORS.notFound);
    announce(COURSES_TOPIC);
    return locked;
  });
}

/** Deletes the course and the notifications that lead to it. */
export async function deleteCourse(app: FastifyInstance, id: string): Promise<void> {
  await app.transact(async (unit) => {
    if (!(await store.deleteCourse(unit.tx, id))) throw fail(COURSE_ERRORS.notFound);
    await forgetNotificationsTo(unit, courseLink(id));
    unit.announce(COURSES_TOPIC);
  });
}
