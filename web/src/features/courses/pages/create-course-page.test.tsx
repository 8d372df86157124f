import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, storeSession, type MockAnswer, refusedValue } from '../../../test/api-mock';
import { headingJumps } from '../../../test/headings';
import { renderApp } from '../../../test/render';

const admin = makeUser({ role: 'admin', name: 'Meera Admin' });

async function open(create: MockAnswer = { status: 201, body: { message: 'Course created!' } }) {
  storeSession('tok', admin);
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: admin } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    'POST /api/courses/create': create,
  });
  const view = renderApp('/dashboard/admin/course-creation');
  await screen.findByRole('heading', { name: 'Create Course', level: 1 }, { timeout: 5000 });
  return { ...view, api, user: userEvent.setup() };
}

describe('Create Course', { timeout: 10_000 }, () => {
  it('sends nothing and lists what is missing', async () => {
    const { api, user } = await open();
    await user.type(screen.getByLabelText('Author 1 LinkedIn ID'), 'anika-rao');
    await user.click(screen.getByRole('button', { name: 'Create Course' }));

    const summary = screen.getByText('Please fill in what is missing:').parentElement!;
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Title is required.',
      'Description is required.',
      'Cover image URL is required.',
      'Author 1 name is required.',
      'Author 1 profile image URL is required.',
    ]);
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/courses/create')).toHaveLength(0);

    // What gets filled in stops being flagged at once.
    await user.type(screen.getByLabelText('Title'), 'Revit Basics');
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    expect(within(summary).queryByText('Title is required.')).not.toBeInTheDocument();
    expect(within(summary).getByText('Description is required.')).toBeInTheDocument();
  });

  it('moves focus to the list, which follows every edit: an author row emptied is no longer flagged', async () => {
    const { api, user } = await open();
    await user.type(screen.getByLabelText('Title'), 'Revit Basics');
    await user.type(screen.getByLabelText('Description'), 'Walls.');
    await user.type(screen.getByLabelText('Cover image URL'), 'https://example.org/cover.png');
    await user.type(screen.getByLabelText('Author 1 LinkedIn ID'), 'anika-rao');
    await user.click(screen.getByRole('button', { name: 'Create Course' }));

    const summary = screen.getByText('Please fill in what is missing:').parentElement!;
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Author 1 name is required.', 'Author 1 profile image URL is required.']);
    expect(screen.getByLabelText('Author 1 name')).toHaveAccessibleDescription('Author 1 name is required.');

    // The edit is checked against the whole schema, which answers a moment later.
    await user.clear(screen.getByLabelText('Author 1 LinkedIn ID'));
    await waitFor(() =>
      expect(screen.queryByText('Please fill in what is missing:')).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Author 1 name')).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST /api/courses/create')).toHaveLength(0);
  });

  it('adds and removes rows', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '+ Add skill' }));
    expect(screen.getByLabelText('Skill 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove skill 1' }));
    expect(screen.queryByLabelText('Skill 2')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '+ Add section' }));
    await user.click(screen.getByRole('button', { name: '+ Add chapter to section 2' }));
    expect(screen.getByLabelText('Section 2, chapter 2 name')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove section 1' }));
    expect(screen.getByLabelText('Section 1, chapter 2 name')).toBeInTheDocument();
    expect(screen.queryByLabelText('Section 2 name')).not.toBeInTheDocument();
  });

  it("creates the course with blank rows dropped, toasts 'Course created!' and empties the form", async () => {
    const { api, user } = await open();
    await user.type(screen.getByLabelText('Title'), 'Revit Basics');
    await user.type(screen.getByLabelText('Description'), 'Walls and floors.');
    await user.type(screen.getByLabelText('Cover image URL'), 'https://example.org/cover.png');
    await user.type(screen.getByLabelText('Skill 1'), 'Revit');
    await user.type(screen.getByLabelText('Author 1 name'), 'Anika Rao');
    await user.type(screen.getByLabelText('Author 1 profile image URL'), 'https://example.org/a.png');
    await user.type(screen.getByLabelText('Section 1 name'), 'Start');
    await user.type(screen.getByLabelText('Section 1, chapter 1 name'), 'What is BIM?');
    await user.type(screen.getByLabelText('Section 1, chapter 1 content URL'), 'https://example.org/1.html');
    await user.click(screen.getByRole('button', { name: 'Create Course' }));

    expect(await screen.findByText('Course created!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/courses/create')[0]?.body).toEqual({
      title: 'Revit Basics',
      description: 'Walls and floors.',
      coverImage: 'https://example.org/cover.png',
      learningObjectives: [],
      skillsCovered: ['Revit'],
      authors: [{ name: 'Anika Rao', linkedinId: '', profileImage: 'https://example.org/a.png' }],
      sections: [
        {
          name: 'Start',
          chapters: [
            {
              name: 'What is BIM?',
              description: '',
              content: 'https://example.org/1.html',
              resources: [],
              summary: '',
            },
          ],
        },
      ],
    });
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it("toasts 'Failed to create course.' when the server refuses", async () => {
    const { user } = await open({ status: 500, body: { message: 'boom' } });
    await user.type(screen.getByLabelText('Title'), 'Revit Basics');
    await user.type(screen.getByLabelText('Description'), 'Walls.');
    await user.type(screen.getByLabelText('Cover image URL'), 'https://example.org/cover.png');
    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    expect(await screen.findByText('Failed to create course.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Revit Basics');
  });

  it('defect 12: its headings go down one level at a time, from the h1 to each chapter', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '+ Add author' }));
    await user.click(screen.getByRole('button', { name: '+ Add chapter to section 1' }));

    expect(screen.getByRole('heading', { name: 'Section 1, chapter 2' })).toBeInTheDocument();
    expect(headingJumps(document.body)).toEqual([]);
  });

  it("defect 16: puts the server's refusal of a field on that field, in the form's words", async () => {
    const { user } = await open(refusedValue('authors.0.profileImage', 'must be an http(s) URL'));
    await user.type(screen.getByLabelText('Title'), 'Revit Basics');
    await user.type(screen.getByLabelText('Description'), 'Walls.');
    await user.type(screen.getByLabelText('Cover image URL'), 'https://example.org/cover.png');
    // The first author row stays blank and is not sent: the server's first author is the second row.
    await user.click(screen.getByRole('button', { name: '+ Add author' }));
    await user.type(screen.getByLabelText('Author 2 name'), 'Anika Rao');
    await user.type(screen.getByLabelText('Author 2 profile image URL'), 'https://example.org/a.png');
    await user.click(screen.getByRole('button', { name: 'Create Course' }));

    expect(await screen.findByText('Failed to create course.')).toBeInTheDocument();
    const wording = 'Author 2 profile image URL must be an http(s) URL.';
    expect(screen.getByLabelText('Author 2 profile image URL')).toHaveAccessibleDescription(wording);
    const summary = screen.getByText('Please fill in what is missing:').parentElement!;
    expect(within(summary).getByRole('listitem')).toHaveTextContent(wording);
    expect(summary).toHaveFocus();
    expect(screen.queryByText(/profileImage/)).not.toBeInTheDocument();
  });
});
