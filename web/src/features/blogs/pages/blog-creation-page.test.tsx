import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, storeSession, type MockAnswer, refusedValue } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { BLOG_MESSAGES } from '../messages';

const admin = makeUser({ role: 'admin', name: 'Meera Admin' });
const ADD = 'POST /api/blogs/add';

async function open(add: MockAnswer = { status: 201, body: { message: BLOG_MESSAGES.added } }) {
  storeSession('tok', admin);
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: admin } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    [ADD]: add,
  });
  const view = renderApp('/dashboard/admin/blogs-creation');
  await screen.findByRole('heading', { name: 'Add Blog', level: 1 }, { timeout: 5000 });
  return { ...view, api, user: userEvent.setup() };
}

const sections = () => screen.getAllByRole('group', { name: /^Section \d+$/ });
const removeButton = (n: number) => screen.getByRole('button', { name: `Remove section ${n}` });

async function fillBlog(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Learning BIM');
  await user.type(screen.getByLabelText('Subheading'), 'Where to start');
  await user.type(screen.getByLabelText('Cover image URL'), 'https://images.example.org/cover.jpg');
  await user.type(screen.getByLabelText('Section 1 Title'), 'First steps');
  await user.type(screen.getByLabelText('Section 1 Description'), 'Open Revit.{Enter}Draw a wall.');
}

describe('Add Blog', { timeout: 15_000 }, () => {
  it('keeps at least one section: the last one cannot be removed', async () => {
    const { user } = await open();
    expect(sections()).toHaveLength(1);
    expect(removeButton(1)).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '+ Add section' }));
    expect(sections()).toHaveLength(2);
    expect(screen.getByLabelText('Section 2 Title')).toHaveFocus();
    expect(removeButton(1)).toBeEnabled();

    await user.type(screen.getByLabelText('Section 2 Title'), 'Kept');
    await user.click(removeButton(1));
    expect(sections()).toHaveLength(1);
    expect(screen.getByLabelText('Section 1 Title')).toHaveValue('Kept');
    expect(removeButton(1)).toBeDisabled();
  });

  it('shows each missing or wrong field under it and sends nothing', async () => {
    const { api, user } = await open();
    await user.type(screen.getByLabelText('Cover image URL'), 'cover.jpg');
    await user.type(screen.getByLabelText('Section 1 Image URL'), 'ftp://x');
    await user.click(screen.getByRole('button', { name: 'Add Blog' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.'),
    );
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Subheading')).toHaveAccessibleDescription('Subheading is required.');
    expect(screen.getByLabelText('Cover image URL')).toHaveAccessibleDescription(
      'Cover image URL must be an http(s) URL.',
    );
    expect(screen.getByLabelText('Section 1 Title')).toHaveAccessibleDescription(
      'Section 1 title is required.',
    );
    expect(screen.getByLabelText('Section 1 Description')).toHaveAccessibleDescription(
      'Section 1 description is required.',
    );
    expect(screen.getByLabelText('Section 1 Image URL')).toHaveAccessibleDescription(
      'Section 1 image URL must be an http(s) URL.',
    );
    expect(screen.getByLabelText('Author')).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo(ADD)).toHaveLength(0);

    // A field that is fixed stops being flagged at once; the others stay.
    await user.type(screen.getByLabelText('Name'), 'Learning BIM');
    await waitFor(() => expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid'));
    expect(screen.getByLabelText('Subheading')).toHaveAttribute('aria-invalid', 'true');
  });

  it(`sends the blog, toasts '${BLOG_MESSAGES.added}' and resets the form`, async () => {
    const { api, user } = await open();
    await fillBlog(user);
    await user.click(screen.getByRole('button', { name: '+ Add section' }));
    await user.type(screen.getByLabelText('Section 2 Title'), 'Next');
    await user.type(screen.getByLabelText('Section 2 Description'), 'Sheets.');
    await user.type(screen.getByLabelText('Section 2 Image URL'), 'https://images.example.org/s2.png');
    await user.click(screen.getByRole('button', { name: 'Add Blog' }));

    expect(await screen.findByText(BLOG_MESSAGES.added)).toBeInTheDocument();
    expect(api.callsTo(ADD)[0]?.body).toEqual({
      name: 'Learning BIM',
      subheading: 'Where to start',
      author: '',
      coverImage: 'https://images.example.org/cover.jpg',
      sections: [
        { title: 'First steps', description: 'Open Revit.\nDraw a wall.', image: '' },
        { title: 'Next', description: 'Sheets.', image: 'https://images.example.org/s2.png' },
      ],
    });
    expect(api.callsTo(ADD)[0]?.headers.authorization).toBe('Bearer tok');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(sections()).toHaveLength(1);
    expect(screen.getByLabelText('Section 1 Title')).toHaveValue('');
  });

  it(`toasts '${BLOG_MESSAGES.addFailed}', keeps what was typed and shows the server’s field problem`, async () => {
    const { user } = await open(refusedValue('sections.0.title', 'must be at most 200 characters'));
    await fillBlog(user);
    await user.click(screen.getByRole('button', { name: 'Add Blog' }));

    expect(await screen.findByText(BLOG_MESSAGES.addFailed)).toBeInTheDocument();
    const title = screen.getByLabelText('Section 1 Title');
    expect(title).toHaveValue('First steps');
    expect(title).toHaveAccessibleDescription('Section 1 title must be at most 200 characters.');
    expect(within(screen.getByRole('group', { name: 'Section 1' })).getByLabelText('Section 1 Title')).toBe(
      title,
    );
  });
});
