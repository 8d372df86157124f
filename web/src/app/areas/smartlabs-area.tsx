import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { CalendarIcon, ClipboardIcon, UsersIcon, VideoIcon } from '../../components/ui/icons';
import { ModelViewProvider, type ModelViewProps } from '../../components/model-view/model-view';
import { Loading } from '../../components/ui/loading';
import { AssignmentOverviewPage } from '../../features/assignments/pages/assignment-overview-page';
import { MemberAssignmentsPage } from '../../features/assignments/pages/member-assignments-page';
import { TaskListPage } from '../../features/assignments/pages/task-list-page';
import { TaskPage } from '../../features/assignments/pages/task-page';
import { LazyModelViewer } from '../../features/bim/viewer/lazy-model-viewer';
import { ForumPage } from '../../features/forum/pages/forum-page';
import { SchedulePage } from '../../features/schedule/pages/schedule-page';
import { SummariesPage } from '../../features/summaries/pages/summaries-page';
import { SummaryPage } from '../../features/summaries/pages/summary-page';
import type { DashboardArea } from '../layouts/dashboard-area';
import { DashboardLayout } from '../layouts/dashboard-layout';
import { ProfileRoute, SettingsRoute } from '../pages/account-routes';
import { NotFoundPage } from '../pages/not-found-page';

export const smartLabsArea: DashboardArea = {
  role: 'smartLABS',
  title: 'smartLABS Dashboard',
  basePath: '/dashboard/smartLABS',
  sidebarStartsCollapsed: true,
  nav: [
    { to: 'network', label: 'Community', icon: UsersIcon },
    { to: 'assignment', label: 'Assignment', icon: ClipboardIcon },
    { to: 'schedule', label: 'Schedule', icon: CalendarIcon },
    { to: 'summaries', label: 'Sessions', icon: VideoIcon, also: ['summary/'] },
  ],
};

// The design review of a member's own task (issue 27), with its viewer, in a chunk of its own.
const MemberReviewPage = lazy(() =>
  import('../../features/assignments/review/review-pages').then((m) => ({ default: m.MemberReviewPage })),
);

/** /dashboard/smartLABS/*: the cohort's route table (pages of later issues are placeholders). */
/** The 3D viewer (issue 28) for the pages that show a model; its code loads on first use. */
const drawModel = (props: ModelViewProps) => <LazyModelViewer {...props} />;

export default function SmartLabsArea() {
  return (
    <ModelViewProvider value={drawModel}>
      <Routes>
        <Route element={<DashboardLayout area={smartLabsArea} />}>
          <Route index element={<Navigate to="network" replace />} />
          <Route path="network" element={<ForumPage />} />
          <Route path="assignment" element={<MemberAssignmentsPage />} />
          <Route path="assignment/:assignmentId/start" element={<AssignmentOverviewPage />} />
          <Route path="assignment/:assignmentId/tasks" element={<TaskListPage />} />
          <Route path="assignment/:assignmentId/task/:taskNumber" element={<TaskPage />} />
          <Route
            path="assignment/:assignmentId/task/:taskNumber/review"
            element={
              <Suspense fallback={<Loading />}>
                <MemberReviewPage />
              </Suspense>
            }
          />
          <Route path="schedule" element={<SchedulePage />} />
          <Route path="summaries" element={<SummariesPage />} />
          <Route path="summary/:id" element={<SummaryPage />} />
          <Route path="profile" element={<ProfileRoute />} />
          <Route path="settings" element={<SettingsRoute />} />
          <Route
            path="*"
            element={<NotFoundPage homePath={smartLabsArea.basePath} homeLabel="Back to dashboard" />}
          />
        </Route>
      </Routes>
    </ModelViewProvider>
  );
}
