import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import {
  CalendarIcon,
  CalendarPlusIcon,
  ChartIcon,
  ClipboardIcon,
  FileTextIcon,
  FolderIcon,
  HardDriveIcon,
  LayersIcon,
  ListChecksIcon,
  MailIcon,
  PenIcon,
  PlusSquareIcon,
  QuizIcon,
  ScrollTextIcon,
  SendIcon,
  ShieldIcon,
  TicketIcon,
  UserCheckIcon,
  UserCogIcon,
  UsersIcon,
} from '../../components/ui/icons';
import { ModelViewProvider, type ModelViewProps } from '../../components/model-view/model-view';
import { Loading } from '../../components/ui/loading';
import { LazyModelViewer } from '../../features/bim/viewer/lazy-model-viewer';
import { AuditLogPage } from '../../features/audit/pages/audit-log-page';
import { BlogCreationPage } from '../../features/blogs/pages/blog-creation-page';
import { CourseManagementPage } from '../../features/courses/pages/course-management-page';
import { CreateCoursePage } from '../../features/courses/pages/create-course-page';
import { EventCreationPage } from '../../features/events/pages/event-creation-page';
import { EventManagerPage } from '../../features/events/pages/event-manager-page';
import { FaqAdminPage } from '../../features/faq/pages/faq-admin-page';
import { BulkSenderPage } from '../../features/mail/pages/bulk-sender-page';
import { EmailTemplatePage } from '../../features/mail/pages/email-template-page';
import { MailLogPage } from '../../features/mail/pages/mail-log-page';
import { StoragePage } from '../../features/metrics/pages/storage-page';
import { ProgressAdminPage } from '../../features/progress/pages/progress-admin-page';
import { UserDetailPage } from '../../features/users/pages/user-detail-page';
import { UserManagementPage } from '../../features/users/pages/user-management-page';
import { RosterImportPage } from '../../features/users/roster/pages/roster-import-page';
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

// Sign-in settings (issue 29): a form few admins open.
const SignInSettingsPage = lazy(() =>
  import('../../features/auth/factors/pages/sign-in-settings-page').then((m) => ({
    default: m.SignInSettingsPage,
  })),
);

// The design review (issue 27): its viewer, and pdf.js only when a PDF is shown.
const AdminReviewPage = lazy(() =>
  import('../../features/assignments/review/review-pages').then((m) => ({ default: m.AdminReviewPage })),
);

/** A lazy page inside the dashboard's frame: the sidebar and top bar stay while it loads. */
const later = (page: ReactNode) => <Suspense fallback={<Loading />}>{page}</Suspense>;

export const adminArea: DashboardArea = {
  role: 'admin',
  title: 'Admin Dashboard',
  basePath: '/dashboard/admin',
  sidebarStartsCollapsed: false,
  nav: [
    { to: 'waitlist-approval', label: 'Approve Waitlist', icon: UserCheckIcon, group: 'People' },
    {
      to: 'user-management',
      label: 'User Management',
      icon: UserCogIcon,
      also: ['user-management/'],
      group: 'People',
    },
    { to: 'audit-log', label: 'Audit Log', icon: ScrollTextIcon, group: 'People' },
    { to: 'progress', label: 'Progress', icon: ChartIcon, group: 'People' },
    { to: 'course-creation', label: 'Course Creation', icon: PlusSquareIcon, group: 'Learning' },
    { to: 'course-management', label: 'Course Management', icon: LayersIcon, group: 'Learning' },
    {
      to: 'quiz-builder',
      label: 'Quiz Creator',
      icon: ListChecksIcon,
      also: ['quiz-results/'],
      group: 'Learning',
    },
    { to: 'assignment-manager', label: 'Assignment Manager', icon: FolderIcon, group: 'Learning' },
    {
      to: 'summary/add',
      label: 'Add Summary',
      icon: FileTextIcon,
      also: ['summary/edit/'],
      group: 'Learning',
    },
    { to: 'schedule', label: 'Schedule', icon: CalendarIcon, group: 'Learning' },
    { to: 'community', label: 'Community', icon: UsersIcon, group: 'Community' },
    { to: 'faqs', label: 'FAQs', icon: QuizIcon, group: 'Community' },
    { to: 'blogs-creation', label: 'Add Blog', icon: PenIcon, group: 'Community' },
    { to: 'event-registration', label: 'Event Manager', icon: TicketIcon, group: 'Community' },
    { to: 'event-creation', label: 'Add Event', icon: CalendarPlusIcon, group: 'Community' },
    { to: 'sent-invites', label: 'Send Invites', icon: SendIcon, group: 'Site & mail' },
    { to: 'email-template', label: 'Mail Template Upload', icon: MailIcon, group: 'Site & mail' },
    { to: 'mail-log', label: 'Mail Log', icon: ClipboardIcon, group: 'Site & mail' },
    { to: 'storage', label: 'Storage', icon: HardDriveIcon, group: 'Site & mail' },
    { to: 'sign-in-settings', label: 'Sign-in settings', icon: ShieldIcon, group: 'Site & mail' },
  ],
};

/** /dashboard/admin/*: the admin route table (pages of later issues are placeholders). */
/** The 3D viewer (issue 28) for the pages that show a model; its code loads on first use. */
const drawModel = (props: ModelViewProps) => <LazyModelViewer {...props} />;

export default function AdminArea() {
  return (
    <ModelViewProvider value={drawModel}>
      <Routes>
        <Route element={<DashboardLayout area={adminArea} />}>
          <Route index element={<Navigate to="waitlist-approval" replace />} />
          <Route path="waitlist-approval" element={<WaitlistApprovalPage />} />
          <Route path="course-creation" element={<CreateCoursePage />} />
          <Route path="course-management" element={<CourseManagementPage />} />
          <Route path="progress" element={<ProgressAdminPage />} />
          <Route path="user-management" element={<UserManagementPage />} />
          <Route path="user-management/:id" element={<UserDetailPage />} />
          <Route path="audit-log" element={<AuditLogPage />} />
          <Route path="user-management/import" element={<RosterImportPage />} />
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
          <Route
            path="assignment-manager/:id/review/:submissionId/:taskNumber"
            element={later(<AdminReviewPage />)}
          />
          <Route path="summary/add" element={<SummaryAddPage />} />
          <Route path="summary/edit/:id" element={<SummaryEditPage />} />
          <Route path="schedule" element={<ScheduleAdminPage />} />
          <Route path="storage" element={<StoragePage />} />
          <Route path="sign-in-settings" element={later(<SignInSettingsPage />)} />
          <Route path="profile" element={<ProfileRoute />} />
          <Route path="settings" element={<SettingsRoute />} />
          <Route
            path="*"
            element={<NotFoundPage homePath={adminArea.basePath} homeLabel="Back to dashboard" />}
          />
        </Route>
      </Routes>
    </ModelViewProvider>
  );
}
