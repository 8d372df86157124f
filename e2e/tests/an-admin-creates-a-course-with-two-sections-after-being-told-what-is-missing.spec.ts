import type { CourseSummary } from '@atelier/contract/courses';
import { describe, expect, it } from 'vitest';
import { api, apiLogin } from '../support/api';
import { siteAnalysisCourse } from '../support/courses';
import { useStory } from '../support/story';
import { logIn, snap, toast } from '../support/ui';

describe('an admin creates a course with two sections, after being told what is missing', () => {
  const story = useStory();

  it('lists what is missing, then creates the course, which the management table shows unlocked', async () => {
    const course = siteAnalysisCourse(story.server);
    const { context, page: admin, errors } = await story.openPage();
    await logIn(admin, story.server, 'admin');
    await admin.getByRole('link', { name: 'Course Creation' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Create Course' }).waitFor();

    await admin.getByLabel('Title', { exact: true }).fill(course.title);
    await admin.getByRole('button', { name: 'Create Course' }).click();
    const missing = admin.getByText('Please fill in what is missing:').locator('..');
    expect(await missing.getByRole('listitem').allInnerTexts()).toEqual([
      'Description is required.',
      'Cover image URL is required.',
    ]);
    await snap(admin, 'courses-admin-create-missing');

    await admin.getByLabel('Description', { exact: true }).fill(course.description);
    await admin.getByLabel('Cover image URL', { exact: true }).fill(course.coverImage);
    await admin.getByLabel('Learning objective 1', { exact: true }).fill(course.objective);
    await admin.getByLabel('Skill 1', { exact: true }).fill(course.skills[0]);
    await admin.getByRole('button', { name: '+ Add skill' }).click();
    await admin.getByLabel('Skill 2', { exact: true }).fill(course.skills[1]);
    await admin.getByLabel('Author 1 name', { exact: true }).fill(course.author.name);
    await admin.getByLabel('Author 1 LinkedIn ID', { exact: true }).fill(course.author.linkedinId);
    await admin.getByLabel('Author 1 profile image URL', { exact: true }).fill(course.author.profileImage);

    const { reading, contours } = course;
    await admin.getByLabel('Section 1 name', { exact: true }).fill(course.surveying);
    await admin.getByLabel('Section 1, chapter 1 name', { exact: true }).fill(reading.name);
    await admin.getByLabel('Section 1, chapter 1 content URL', { exact: true }).fill(reading.content);
    await admin.getByLabel('Section 1, chapter 1 description', { exact: true }).fill(reading.description);
    await admin.getByLabel('Section 1, chapter 1 resource 1', { exact: true }).fill(reading.resource);
    await admin.getByLabel('Section 1, chapter 1 summary', { exact: true }).fill(reading.summary);

    await admin.getByRole('button', { name: '+ Add section' }).click();
    await admin.getByLabel('Section 2 name', { exact: true }).fill(course.mapping);
    await admin.getByLabel('Section 2, chapter 1 name', { exact: true }).fill(contours.name);
    await admin.getByLabel('Section 2, chapter 1 content URL', { exact: true }).fill(contours.content);
    await snap(admin, 'courses-admin-create-filled');

    await admin.getByRole('button', { name: 'Create Course' }).click();
    await toast(admin, 'Course created!').waitFor();
    expect(await admin.getByLabel('Title', { exact: true }).inputValue()).toBe('');

    const token = await apiLogin(story.server, 'admin');
    const list = await api<CourseSummary[]>(story.server, 'GET', '/api/courses', { token });
    expect(list.body.find((summary) => summary.title === course.title)).toMatchObject({
      sectionCount: 2,
      chapterCount: 2,
      locked: false,
      skillsCovered: ['Topography', 'Site survey'],
    });

    await admin.getByRole('link', { name: 'Course Management' }).click();
    const row = admin.getByRole('row', { name: new RegExp(course.title) });
    await row.getByText('Unlocked').waitFor();
    await snap(admin, 'courses-admin-management');

    expect(errors).toEqual([]);
    await context.close();
  });
});
