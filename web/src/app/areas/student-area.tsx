import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { BookIcon, ClipboardIcon, CompassIcon, QuizIcon } from '../../components/ui/icons';
import { Loading } from '../../components/ui/loading';
import { CoursesPage } from '../../features/courses/pages/courses-page';
import { CoursesPlaceholderPage } from '../../features/courses/pages/courses-placeholder-page';
import {
  AttendanceDetail,
  FeeDueDetail,
  PerformanceDetail,
} from '../../features/explore/pages/explore-details';
import { ExploreHome } from '../../features/explore/pages/explore-home';
import { ExplorePage } from '../../features/explore/pages/explore-page';
import type { DashboardArea } from '../layouts/dashboard-area';
import { DashboardLayout } from '../layouts/dashboard-layout';
import { InProgressRoute } from '../pages/in-progress-route';
import { ProfileRoute, SettingsRoute } from '../pages/account-routes';
import { NotFoundPage } from '../pages/not-found-page';
import { NotYetAvailablePage as Soon } from '../pages/not-yet-available-page';

// The quiz screens bring their own chunk: fetched when first opened.
const QuizzesPage = lazy(() =>
  import('../../features/quizzes/pages/quizzes-page').then((m) => ({ default: m.QuizzesPage })),
);
const QuizStartPage = lazy(() =>
  import('../../features/quizzes/pages/quiz-start-page').then((m) => ({ default: m.QuizStartPage })),
);
const QuizAttemptPage = lazy(() =>
  import('../../features/quizzes/pages/quiz-attempt-page').then((m) => ({ default: m.QuizAttemptPage })),
);
const QuizResultPage = lazy(() =>
  import('../../features/quizzes/pages/quiz-result-page').then((m) => ({ default: m.QuizResultPage })),
);

// The course viewer (its Q & A, notebook, assistant and progress recorder) is a chunk of its own.
const CourseViewerRoute = lazy(() =>
  import('../pages/course-viewer-route').then((m) => ({ default: m.CourseViewerRoute })),
);

/** A lazy page inside the dashboard's frame: the sidebar and top bar stay while it loads. */
const later = (page: ReactNode) => <Suspense fallback={<Loading />}>{page}</Suspense>;

export const studentArea: DashboardArea = {
  role: 'student',
  title: 'Student Dashboard',
  basePath: '/dashboard/student',
  sidebarStartsCollapsed: false,
  nav: [
    { to: 'explore', label: 'Explore', icon: CompassIcon },
    { to: 'courses', label: 'Courses', icon: BookIcon },
    { to: 'quizzes', label: 'Quiz', icon: QuizIcon, also: ['quiz/'] },
    { to: 'assignment', label: 'Assignment', icon: ClipboardIcon },
  ],
};

/** /dashboard/student/*: the student's route table (pages of later issues are placeholders). */
export default function StudentArea() {
  return (
    <Routes>
      <Route element={<DashboardLayout area={studentArea} />}>
        <Route index element={<Navigate to="explore" replace />} />
        <Route path="explore" element={<ExplorePage />}>
          <Route index element={<ExploreHome />} />
          <Route path="attendence" element={<AttendanceDetail />} />
          <Route path="feedue" element={<FeeDueDetail />} />
          <Route path="performance" element={<PerformanceDetail />} />
        </Route>
        <Route path="courses" element={<CoursesPage />}>
          <Route index element={<Navigate to="inprogress" replace />} />
          <Route path="inprogress" element={<InProgressRoute />} />
          <Route path="saved" element={<CoursesPlaceholderPage title="Saved" />} />
          <Route path="mycollection" element={<CoursesPlaceholderPage title="My collection" />} />
          <Route path="learninghistory" element={<CoursesPlaceholderPage title="Learning history" />} />
        </Route>
        <Route path="courses/:courseId" element={later(<CourseViewerRoute />)} />
        <Route path="quizzes" element={later(<QuizzesPage />)} />
        <Route path="quiz/:quizId/start" element={later(<QuizStartPage />)} />
        <Route path="quiz/:quizId" element={later(<QuizAttemptPage />)} />
        <Route path="quiz/:quizId/result" element={later(<QuizResultPage />)} />
        <Route path="assignment" element={<Soon title="Assignment" />} />
        <Route path="profile" element={<ProfileRoute />} />
        <Route path="settings" element={<SettingsRoute />} />
        <Route
          path="*"
          element={<NotFoundPage homePath={studentArea.basePath} homeLabel="Back to dashboard" />}
        />
      </Route>
    </Routes>
  );
}
