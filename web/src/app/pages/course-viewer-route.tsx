import { CourseViewerPage, type CourseViewerPanels } from '../../features/courses/pages/course-viewer-page';
import { CourseAssistant } from './course-assistant';
import { NotebookPanel } from '../../features/notebook/components/notebook-panel';
import { ChapterRecorder } from '../../features/progress/components/chapter-recorder';
import { QnaPanel } from '../../features/qna/components/qna-panel';

/**
 * Features do not import each other, so the app composes the viewer (courses) with its Q & A
 * (qna) and Notebook (notebook) tabs, and records the learner's progress (progress). Keyed by
 * chapter: a new chapter starts with fresh drafts and its own record.
 */
const panels: CourseViewerPanels = {
  qna: ({ courseId, chapterKey }) => <QnaPanel key={chapterKey} courseId={courseId} chapterId={chapterKey} />,
  notebook: ({ courseId, chapterKey }) => (
    <NotebookPanel key={chapterKey} courseId={courseId} chapterId={chapterKey} />
  ),
  // Not keyed: an answer stays on screen while its links open other chapters.
  assistant: ({ courseId, chapter }) => <CourseAssistant courseId={courseId} chapter={chapter} />,
  recorder: ({ courseId, chapterKey }) => (
    <ChapterRecorder key={chapterKey} courseId={courseId} chapterId={chapterKey} />
  ),
};

/** /dashboard/student/courses/{courseId} */
export function CourseViewerRoute() {
  return <CourseViewerPage panels={panels} />;
}
