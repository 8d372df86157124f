import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BookIcon, QuizIcon } from '../../components/ui/icons';
import type { DashboardArea } from './dashboard-area';
import { adminArea } from '../areas/admin-area';
import { Sidebar } from './sidebar';
import styles from './sidebar.module.css';

const area: DashboardArea = {
  role: 'student',
  title: 'Student Dashboard',
  basePath: '/dashboard/student',
  sidebarStartsCollapsed: false,
  nav: [
    { to: 'courses', label: 'Courses', icon: BookIcon },
    { to: 'quizzes', label: 'Quiz', icon: QuizIcon, also: ['quiz/'] },
  ],
};

function renderAt(path: string, shown: DashboardArea = area, expanded = true) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Sidebar id="nav" area={shown} expanded={expanded} onNavigate={() => {}} onClose={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const link = (name: string) => screen.getByRole('link', { name });
  return {
    get quiz() {
      return link('Quiz');
    },
    get courses() {
      return link('Courses');
    },
  };
}

describe('Sidebar', () => {
  it('marks the item of the page, and of the pages that belong to it', () => {
    const onList = renderAt('/dashboard/student/quizzes');
    expect(onList.quiz).toHaveClass(styles.active!);
    expect(onList.quiz).toHaveAttribute('aria-current', 'page');
    expect(onList.courses).not.toHaveClass(styles.active!);
  });

  it("keeps Quiz marked on a quiz's own pages", () => {
    const { quiz, courses } = renderAt('/dashboard/student/quiz/1234/start');
    expect(quiz).toHaveClass(styles.active!);
    expect(courses).not.toHaveClass(styles.active!);
  });
});

describe('the admin sidebar', () => {
  it('reads in labelled groups, each item in one, none left over', () => {
    renderAt('/dashboard/admin/user-management', adminArea);
    const groups = screen.getAllByRole('group');
    expect(
      groups.map((g) => g.getAttribute('aria-labelledby') && within(g).getAllByRole('link').length),
    ).toEqual([3, 6, 5, 5]);
    const people = screen.getByRole('group', { name: 'People' });
    expect(within(people).getByRole('link', { name: 'User Management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(screen.getByRole('group', { name: 'Learning' })).getByRole('link', { name: 'Quiz Creator' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Community' })).getByRole('link', { name: 'Add Event' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Site & mail' })).getByRole('link', { name: 'Mail Log' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(adminArea.nav.length);
  });

  it('keeps the group names for screen readers when collapsed, out of sight like the labels', () => {
    renderAt('/dashboard/admin/user-management', adminArea, false);
    const label = screen.getByText('People');
    expect(label).toHaveClass(styles.groupLabel!);
    expect(screen.getByRole('group', { name: 'People' })).toBeInTheDocument();
  });

  it('shows an area without groups as one plain list', () => {
    renderAt('/dashboard/student/courses');
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
