import type { Blog } from '@atelier/contract/blogs';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockAnswer } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { BLOG_MESSAGES } from '../messages';

function blog(n: number, overrides: Partial<Blog> = {}): Blog {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Blog ${n}`,
    subheading: `Subheading ${n}`,
    author: '',
    coverImage: `https://images.example.org/cover-${n}.jpg`,
    sections: [{ title: `Section of blog ${n}`, description: `Text of blog ${n}.`, image: '' }],
    createdAt: `2026-03-0${n}T10:00:00.000Z`,
    ...overrides,
  };
}

async function openBlogs(answer: MockAnswer) {
  const api = mockApi({ 'GET /api/blogs/all': answer });
  const view = renderApp('/blogs');
  return { ...view, api };
}

describe('/blogs', () => {
  it(`shows '${BLOG_MESSAGES.none}' when there is no blog`, async () => {
    await openBlogs({ body: [] });
    expect(await screen.findByText(BLOG_MESSAGES.none)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Blogs \| .+ \| Learning Management System$/));
  });

  it('shows the newest blog (the first of the list) with its byline, cover and sections', async () => {
    const newest = blog(3, {
      author: 'Anika Rao',
      sections: [
        { title: 'Why BIM', description: 'First line.\nSecond line.', image: '' },
        { title: 'Tools', description: 'Revit and friends.', image: 'https://images.example.org/tools.png' },
      ],
    });
    const { container } = await openBlogs({ body: [newest, blog(2), blog(1)] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog 3' })).toBeInTheDocument();
    expect(screen.getByText('Subheading 3')).toBeInTheDocument();
    expect(screen.getByText('By Anika Rao')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Why BIM',
      'Tools',
    ]);
    // The line break the admin typed is kept in the text (shown by CSS pre-line).
    expect(screen.getByText(/First line\.\s+Second line\./).textContent).toBe('First line.\nSecond line.');
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'https://images.example.org/cover-3.jpg',
      'https://images.example.org/tools.png',
    ]);
    expect(screen.queryByText('Blog 2')).not.toBeInTheDocument();
    expect(screen.queryByText(BLOG_MESSAGES.none)).not.toBeInTheDocument();
  });

  it('leaves out the byline without an author, and shows markup as text', async () => {
    await openBlogs({
      body: [
        blog(1, {
          name: '<b>Bold</b> claims',
          sections: [{ title: 'T', description: '<img src=x>', image: '' }],
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: '<b>Bold</b> claims' })).toBeInTheDocument();
    expect(screen.getByText('<img src=x>')).toBeInTheDocument();
    expect(screen.queryByText(/^By /)).not.toBeInTheDocument();
  });
});
