import { useChapterRecorder } from '../hooks/use-chapter-recorder';

/** Records the chapter the course viewer shows (see useChapterRecorder); renders nothing. */
export function ChapterRecorder({ courseId, chapterId }: { courseId: string; chapterId: string }) {
  useChapterRecorder(courseId, chapterId);
  return null;
}
