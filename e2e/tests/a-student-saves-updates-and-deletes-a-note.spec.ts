import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteAnalysisCourse } from '../support/courses';
import { useStory } from '../support/story';
import { logIn, snap, toast } from '../support/ui';

describe('a student saves, updates and deletes a note', () => {
  const story = useStory();
  let courseId = '';
  beforeAll(async () => {
    courseId = await createSiteAnalysisCourse(story.server);
  });

  it('keeps the tags tidy, and the note outlives a reload until it is deleted', async () => {
    const { context, page: student, errors } = await story.openPage();
    await logIn(student, story.server, 'student');
    await student.goto(`${story.server.url}/dashboard/student/courses/${courseId}`);

    await student.getByRole('tab', { name: 'Notebook' }).click();
    await student.getByText('No notes for this chapter yet.').waitFor();
    const editor = student.getByRole('form', { name: 'New note' });
    await editor.getByLabel('Title').fill('Survey checklist');
    await editor.getByLabel('Content').fill('Contours, trees, neighbours, sun path.');
    await editor.getByLabel('Tags', { exact: true }).fill('survey');
    await editor.getByLabel('Tags', { exact: true }).press('Enter');
    await editor.getByLabel('Tags', { exact: true }).pressSequentially(' site , survey,');
    // Trimmed, the blank one ignored, the duplicate not added.
    const removeButtons = editor.getByRole('list', { name: 'Tags of this note' }).getByRole('button');
    expect(
      await removeButtons.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))),
    ).toEqual(['Remove tag survey', 'Remove tag site']);
    await editor.getByRole('button', { name: 'Save Note' }).click();
    await toast(student, 'Note saved').waitFor();
    const notes = student.getByRole('list', { name: 'Your notes' });
    await notes.getByRole('heading', { name: 'Survey checklist' }).waitFor();

    await student.reload();
    await student.getByRole('tab', { name: 'Notebook' }).click();
    await notes.getByRole('button', { name: 'Edit note Survey checklist' }).click();
    const editing = student.getByRole('form', { name: 'Edit note' });
    await editing.getByLabel('Title').fill('Site survey checklist');
    await editing.getByRole('button', { name: 'Update Note' }).click();
    await toast(student, 'Note updated').waitFor();
    await notes.getByRole('heading', { name: 'Site survey checklist' }).waitFor();
    expect(
      await notes
        .getByRole('listitem')
        .filter({ has: student.getByRole('heading') })
        .count(),
    ).toBe(1);
    await student.getByRole('form', { name: 'New note' }).waitFor();
    await snap(student, 'courses-notebook');

    await notes.getByRole('button', { name: 'Delete note Site survey checklist' }).click();
    await student
      .getByRole('dialog', { name: 'Delete this note?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await toast(student, 'Note deleted').waitFor();
    await student.getByText('No notes for this chapter yet.').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
