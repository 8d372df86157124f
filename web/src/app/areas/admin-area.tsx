import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import {
  CalendarIcon,
  CalendarPlusIcon,
  ChartIcon,
  ClipboardIcon,
  FileTextIcon,
  FolderIcon,
  LayersIcon,
  ListChecksIcon,
  MailIcon,
  PenIcon,
  PlusSquareIcon,
  QuizIcon,
  SendIcon,
  TicketIcon,
  UserCheckIcon,
  UserCogIcon,
  UsersIcon,
} from '../../components/ui/icons';
import { Loading } from '../../components/ui/loading';
import { BlogCreationPage } from '../../features/blogs/pages/blog-creation-page';
import { CourseManagementPage } from '../../features/courses/pages/course-management-page';
import { CreateCoursePage } from '../../features/courses/pages/create-course-page';
import { EventCreationPage } from '../../features/events/pages/event-creation-page';
import { EventManagerPage } from '../../features/events/pages/event-manager-page';
import { FaqAdminPage } from '../../features/faq/pages/faq-admin-page';
import { BulkSenderPage } from '../../features/mail/pages/bulk-sender-page';
import { EmailTemplatePage } from '../../features/mail/pages/email-template-page';
import { MailLogPage } from '../../features/mail/pages/mail-log-page';
import { ProgressAdminPage } from '../../features/progress/pages/progress-admin-page';
import { UserManagementPage } from '../../features/users/pages/user-management-page';
import { WaitlistApprovalPage } from '../../features/waitlist/pages/waitlist-approval-page';
import { ScheduleAdminPage } from '../../features/schedule/pages/schedule-admin-page';
import { SummaryAddPage } from '../../features/summaries/pages/summary-add-page';
import { SummaryEditPage } from '../../features/summaries/pages/summary-edit-page';
import type { DashboardArea } from '../layouts/dashboard-area';
import { DashboardLayout } from '../layouts/dashboard-layout';
import { ProfileRoute, SettingsRoute } from '../pages/account-routes';
import { NotFoundPage } from '../pages/not-found-page';

// The quiz screens bring their own chunk (the results page brings recharts): fetched when first opened.
const QuizBuilderPage = lazy(() =>
  import('../../features/quizzes/pages/quiz-builder-page').then((m) => ({ default: m.QuizBuilderPage })),
);
const QuizResultsPage = lazy(() =>
  import('../../features/quizzes/pages/quiz-results-page').then((m) => ({ default: m.QuizResultsPage })),
);
const ForumPage = lazy(() =>
  import('../../features/forum/pages/forum-page').then((m) => ({ default: m.ForumPage })),
);

// The Assignment Manager's pages (form, submissions with their images) come with their own chunk.
const AssignmentManagerPage = lazy(() =>
  import('../../features/assignments/pages/assignment-manager-page').then((m) => ({
    default: m.AssignmentManagerPage,
  })),
);
const AssignmentEditPage = lazy(() =>
  import('../../features/assignments/pages/assignment-edit-page').then((m) => ({
    default: m.AssignmentEditPage,
  })),
);
const AssignmentSubmissionsPage = lazy(() =>
  import('../../features/assignments/pages/assignment-submissions-page').then((m) => ({
    default: m.AssignmentSubmissionsPage,
  })),
);

/** A lazy page inside the dashboard's frame: the sidebar and top bar stay while it loads. */
const later = (page: ReactNode) => <Suspense fallback={<Loading />}>{page}</Suspense>;

export const adminArea: DashboardArea = {
  role: 'admin',
  title: 'Admin Dashboard',
  basePath: '/dashboard/admin',
  sidebarStartsCollapsed: false,
  nav: [
    { to: 'waitlist-approval', label: 'Approve Waitlist', icon: UserCheckIcon },
    { to: 'course-creation', label: 'Course Creation', icon: PlusSquareIcon },
    { to: 'course-management', label: 'Course Management', icon: LayersIcon },
    { to: 'progress', label: 'Progress', icon: ChartIcon },
    { to: 'user-management', label: 'User Management', icon: UserCogIcon },
    { to: 'sent-invites', label: 'Send Invites', icon: SendIcon },
    { to: 'event-registration', label: 'Event Manager', icon: TicketIcon },
    { to: 'event-creation', label: 'Add Event', icon: CalendarPlusIcon },
    { to: 'email-template', label: 'Mail Template Upload', icon: MailIcon },
    { to: 'mail-log', label: 'Mail Log', icon: ClipboardIcon },
    { to: 'blogs-creation', label: 'Add Blog', icon: PenIcon },
    { to: 'faqs', label: 'FAQs', icon: QuizIcon },
    { to: 'community', label: 'Community', icon: UsersIcon },
    { to: 'quiz-builder', label: 'Quiz Creator', icon: ListChecksIcon, also: ['quiz-results/'] },
    { to: 'assignment-manager', label: 'Assignment Manager', icon: FolderIcon },
    { to: 'summary/add', label: 'Add Summary', icon: FileTextIcon, also: ['summary/edit/'] },
    { to: 'schedule', label: 'Schedule', icon: CalendarIcon },
  ],
};

/** /dashboard/admin/*: the admin route table (pages of later issues are placeholders). */
export default function AdminArea() {
  return (
    <Routes>
      <Route element={<DashboardLayout area={adminArea} />}>
        <Route index element={<Navigate to="waitlist-approval" replace />} />
        <Route path="waitlist-approval" element={<WaitlistApprovalPage />} />
        <Route path="course-creation" element={<CreateCoursePage />} />
        <Route path="course-management" element={<CourseManagementPage />} />
        <Route path="progress" element={<ProgressAdminPage />} />
        <Route path="user-management" element={<UserManagementPage />} />
        <Route path="sent-invites" element={<BulkSenderPage />} />
        <Route path="event-registration" element={<EventManagerPage />} />
        <Route path="event-creation" element={<EventCreationPage />} />
        <Route path="email-template" element={<EmailTemplatePage />} />
        <Route path="mail-log" element={<MailLogPage />} />
        <Route path="blogs-creation" element={<BlogCreationPage />} />
        <Route path="faqs" element={<FaqAdminPage />} />
        <Route path="community" element={later(<ForumPage />)} />
        <Route path="quiz-builder" element={later(<QuizBuilderPage />)} />
        <Route path="quiz-builder/:quizId" element={later(<QuizBuilderPage />)} />
        <Route path="quiz-results/:quizId" element={later(<QuizResultsPage />)} />
        <Route path="assignment-manager" element={later(<AssignmentManagerPage />)} />
        <Route path="assignment-manager/:id" element={later(<AssignmentSubmissionsPage />)} />
        <Route path="assignment-manager/:id/edit" element={later(<AssignmentEditPage />)} />
        <Route path="summary/add" element={<SummaryAddPage />} />
        <Route path="summary/edit/:id" element={<SummaryEditPage />} />
        <Route path="schedule" element={<ScheduleAdminPage />} />
        <Route path="profile" element={<ProfileRoute />} />
        <Route path="settings" element={<SettingsRoute />} />
        <Route
          path="*"
          element={<NotFoundPage homePath={adminArea.basePath} homeLabel="Back to dashboard" />}
        />
      </Route>
    </Routes>
  );
}
