import { describe, expect, it } from 'vitest';
import { lesson } from '../support/courses';
import { useStory } from '../support/story';
import { logIn, snap, tabTitle, toast, waitForTitle } from '../support/ui';

const RUN = Date.now().toString(36);
const SEEDED = 'Why we teach BIM for free';

const blog = (coverImage: string) => ({
  name: `Drawing sheets that builders read (${RUN})`,
  subheading: 'What a contractor looks for first on a set of drawings.',
  coverImage,
  sections: [
    { title: 'Start with the key plan', description: 'One small plan on every sheet says where you are.' },
    { title: 'Dimension to the grid', description: 'Builders set out from grid lines,\nnot from finishes.' },
  ],
});

describe('an admin writes a blog and it is first on the blogs page', () => {
  const story = useStory();

  it('the blog with two sections is added and replaces the demo blog on /blogs', async () => {
    const written = blog(lesson(story.server, 'covers/bim-fundamentals.svg'));

    // Before: the demo blog is the newest.
    const before = await story.openPage();
    await before.page.goto(`${story.server.url}/blogs`);
    await before.page.getByRole('heading', { level: 1, name: SEEDED }).waitFor();
    await before.context.close();

    const { context: adminContext, page: admin, errors: adminErrors } = await story.openPage();
    await logIn(admin, story.server, 'admin');
    await admin.goto(`${story.server.url}/dashboard/admin/blogs-creation`);
    await admin.getByRole('heading', { level: 1, name: 'Add Blog' }).waitFor();
    await admin.getByLabel('Name', { exact: true }).fill(written.name);
    await admin.getByLabel('Subheading', { exact: true }).fill(written.subheading);
    await admin.getByLabel('Cover image URL', { exact: true }).fill(written.coverImage);
    const [first, second] = written.sections;
    await admin.getByLabel('Section 1 Title', { exact: true }).fill(first!.title);
    await admin.getByLabel('Section 1 Description', { exact: true }).fill(first!.description);
    await admin.getByRole('button', { name: '+ Add section' }).click();
    await admin.getByRole('group', { name: 'Section 2', exact: true }).waitFor();
    await admin.getByLabel('Section 2 Title', { exact: true }).fill(second!.title);
    await admin.getByLabel('Section 2 Description', { exact: true }).fill(second!.description);
    await snap(admin, 'blogs-admin-filled-desktop');
    await admin.getByRole('button', { name: 'Add Blog' }).click();
    await toast(admin, 'Blog added successfully!').waitFor();
    // The form is empty again, with one section.
    expect(await admin.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    expect(await admin.getByRole('group', { name: /^Section \d+$/ }).count()).toBe(1);

    // A visitor's /blogs now shows the new blog, not the demo one.
    const reader = await story.openPage();
    await reader.page.goto(`${story.server.url}/blogs`);
    await waitForTitle(reader.page, tabTitle('Blogs'));
    const article = reader.page.getByRole('article');
    await article.getByRole('heading', { level: 1, name: written.name }).waitFor();
    await article.getByText(written.subheading, { exact: true }).waitFor();
    expect(await article.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
      first!.title,
      second!.title,
    ]);
    const kept = await article.getByText(/Builders set out from grid lines/).textContent();
    expect(kept).toBe(second!.description);
    expect(await reader.page.getByText(SEEDED).count()).toBe(0);
    const cover = article.locator('img').first();
    expect(await cover.getAttribute('src')).toBe(written.coverImage);
    await snap(reader.page, 'blogs-newest-first-desktop');

    expect([...adminErrors, ...reader.errors]).toEqual([]);
    await Promise.all([adminContext.close(), reader.context.close()]);
  });
});
