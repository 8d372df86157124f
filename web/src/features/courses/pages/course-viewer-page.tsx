import { chapterKey, type Course } from '@atelier/contract/courses';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useCourse } from '../api/get-course';
import { AiAssistantPanel } from '../components/ai-assistant-panel';
import { ChapterFrame } from '../components/chapter-frame';
import { ChapterPicker } from '../components/chapter-picker';
import { OverviewTab, ResourcesTab, SummaryTab } from '../components/chapter-tabs';
import { ViewerTabs } from '../components/viewer-tabs';
import styles from '../components/viewer.module.css';
import { COURSE_MESSAGES, COURSE_TEXT } from '../messages';
import { VIEWER_TEXT } from './viewer-text';

/** What the Q & A and Notebook tabs need to know about the open chapter. */
export interface ChapterContext {
  courseId: string;
  /** The course id plus the chapter name with spaces as underscores (spec-1 §2). */
  chapterKey: string;
  chapterName: string;
}

/** What the AI Assistant needs: the course, and the chapter being read (none in an empty course). */
export interface AssistantContext {
  courseId: string;
  /** The chapter's key (Q & A, notes), its record id (the viewer's links) and name. */
  chapter: { key: string; id: string; name: string } | null;
}

/**
 * The Q & A and Notebook tabs and the AI Assistant's content belong to other features; the app
 * composes them in (features do not import each other).
 */
export interface CourseViewerPanels {
  qna: (chapter: ChapterContext) => ReactNode;
  notebook: (chapter: ChapterContext) => ReactNode;
  assistant?: (context: AssistantContext) => ReactNode;
  /** What follows the open chapter without being seen (the learner's progress). */
  recorder?: (chapter: ChapterContext) => ReactNode;
}

const COURSES_PATH = '/dashboard/student/courses';

function firstChapterId(course: Course): string | undefined {
  return course.sections.flatMap((section) => section.chapters)[0]?._id;
}

/** /dashboard/student/courses/{id}: chapter frame, tabs, chapter picker and the AI Assistant. */
export function CourseViewerPage({ panels }: { panels: CourseViewerPanels }) {
  const { courseId = '' } = useParams();
  const course = useCourse(courseId);
  const status = course.error instanceof ApiError ? course.error.status : undefined;
  usePageTitle(course.data?.title ?? 'Course');

  useEffect(() => {
    if (status === 403) toast.error(COURSE_MESSAGES.locked, { toastId: `locked-${courseId}` });
  }, [status, courseId]);

  if (course.isPending) return <ViewerMessage>{COURSE_MESSAGES.loading}</ViewerMessage>;
  if (course.isError) {
    const [title, text] =
      status === 403
        ? [VIEWER_TEXT.lockedTitle, COURSE_MESSAGES.locked]
        : status === 404 || status === 400
          ? [COURSE_MESSAGES.notFound, VIEWER_TEXT.notFoundHint]
          : [VIEWER_TEXT.failedTitle, COURSE_TEXT.courseLoadFailed];
    return (
      <ViewerMessage title={title} alert>
        {text}
      </ViewerMessage>
    );
  }
  return <CourseViewer course={course.data} panels={panels} />;
}

/** A page in place of the course: while it loads (a status), or why it cannot be shown (an h1 and an alert). */
function ViewerMessage({
  title,
  children,
  alert = false,
}: {
  title?: string;
  children: ReactNode;
  alert?: boolean;
}) {
  return (
    <div className={styles.viewer}>
      <BackLink />
      <div className={styles.pageMessage} role={alert ? 'alert' : 'status'}>
        {title && <h1 className={styles.pageMessageTitle}>{title}</h1>}
        <p>{children}</p>
      </div>
    </div>
  );
}

function BackLink() {
  return (
    <Link to={COURSES_PATH} className={styles.back}>
      <ChevronLeftIcon size={18} /> Courses
    </Link>
  );
}

function CourseViewer({ course, panels }: { course: Course; panels: CourseViewerPanels }) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  // A link may name a tab (?tab=summary, as the assistant's passages do); each visit opens it again.
  const tab = searchParams.get('tab');
  const chapters = course.sections.flatMap((section) => section.chapters);
  const selectedId = searchParams.get('chapter') ?? firstChapterId(course);
  const chapter = chapters.find((c) => c._id === selectedId);
  const key = chapter ? chapterKey(course._id, chapter.name) : undefined;

  const message = chapters.length === 0 ? COURSE_MESSAGES.noChapters : COURSE_MESSAGES.selectChapter;
  const context =
    chapter && key ? { courseId: course._id, chapterKey: key, chapterName: chapter.name } : null;

  return (
    <div className={styles.viewer}>
      <header className={styles.header}>
        <BackLink />
        <h1 className={styles.courseTitle}>{course.title}</h1>
        {chapter && <p className={styles.chapterTitle}>{chapter.name}</p>}
      </header>
      {context && panels.recorder?.(context)}
      {/* Reading order: frame, chapters, tabs, then the assistant; the grid places them (viewer.module.css). */}
      <div className={styles.layout}>
        <div className={styles.frameArea}>
          <ChapterFrame chapter={chapter} message={message} />
        </div>
        {chapters.length > 0 && <ChapterPicker sections={course.sections} selectedId={chapter?._id} />}
        {chapter && context && (
          <div className={styles.tabsArea}>
            <ViewerTabs
              label="Chapter"
              requested={tab ? { id: tab, at: location.key } : undefined}
              tabs={[
                {
                  id: 'overview',
                  label: 'Overview',
                  render: () => <OverviewTab course={course} chapter={chapter} />,
                },
                { id: 'resources', label: 'Resources', render: () => <ResourcesTab chapter={chapter} /> },
                { id: 'qna', label: 'Q & A', render: () => panels.qna(context) },
                { id: 'notebook', label: 'Notebook', render: () => panels.notebook(context) },
                { id: 'summary', label: 'Summary', render: () => <SummaryTab chapter={chapter} /> },
              ]}
            />
          </div>
        )}
        <AiAssistantPanel>
          {panels.assistant?.({
            courseId: course._id,
            chapter: chapter && key ? { key, id: chapter._id, name: chapter.name } : null,
          })}
        </AiAssistantPanel>
      </div>
    </div>
  );
}
