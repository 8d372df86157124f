import type { CourseInput, CourseResponse } from '@atelier/contract/courses';
import { api, apiLogin } from './api';
import type { RunningServer } from './server';

/** A file of the demo lessons the server bundles at /lessons/ (so a course plays without internet). */
export const lesson = (server: RunningServer, file: string) => `${server.url}/lessons/${file}`;

/**
 * The course of the course stories, as an admin types it into the Create Course form: two sections,
 * the first chapter with a resource and a summary. One story creates it in that form; the others
 * start from it created through the API.
 */
export function siteAnalysisCourse(server: RunningServer) {
  return {
    title: 'Site Analysis and Topography',
    description: 'Read a site before drawing on it: contours, sun, wind and access, surveyed and mapped.',
    coverImage: lesson(server, 'covers/design-thinking.svg'),
    objective: 'Read a contour survey',
    skills: ['Topography', 'Site survey'] as const,
    author: {
      name: 'Leena Kapoor',
      linkedinId: 'leena-kapoor',
      profileImage: lesson(server, 'people/leena-kapoor.svg'),
    },
    /** Section 1 and its one chapter. */
    surveying: 'Surveying the Site',
    reading: {
      name: 'Reading the Site',
      content: lesson(server, 'bim-what-is-bim.html'),
      description: 'What a site tells you before you draw.',
      resource: lesson(server, 'bim-glossary.html'),
      summary: 'Contours, sun and access come first.',
    },
    /** Section 2 and its one chapter. */
    mapping: 'Mapping the Site',
    contours: { name: 'Contours and Levels', content: lesson(server, 'bim-levels-grids.html') },
  };
}

/** Creates the stories' course as the demo admin would (POST /api/courses/create) and returns its id. */
export async function createSiteAnalysisCourse(server: RunningServer): Promise<string> {
  const token = await apiLogin(server, 'admin');
  const res = await api<CourseResponse>(server, 'POST', '/api/courses/create', {
    token,
    body: courseInput(siteAnalysisCourse(server)),
  });
  if (res.status !== 201)
    throw new Error(`Creating the course answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.course._id;
}

/** The form's values as the body of POST /api/courses/create. */
function courseInput(course: ReturnType<typeof siteAnalysisCourse>): CourseInput {
  const { resource, ...reading } = course.reading;
  return {
    title: course.title,
    description: course.description,
    coverImage: course.coverImage,
    learningObjectives: [course.objective],
    skillsCovered: [...course.skills],
    authors: [course.author],
    sections: [
      { name: course.surveying, chapters: [{ ...reading, resources: [resource] }] },
      { name: course.mapping, chapters: [course.contours] },
    ],
  };
}
