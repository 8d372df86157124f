import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BookIcon, QuizIcon } from '../../components/ui/icons';
import type { DashboardArea } from './dashboard-area';
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

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Sidebar id="nav" area={area} expanded onNavigate={() => {}} onClose={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const link = (name: string) => screen.getByRole('link', { name });
  return { quiz: link('Quiz'), courses: link('Courses') };
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
