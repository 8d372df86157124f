import type { CourseSummary } from '@atelier/contract/courses';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useDeleteCourse } from '../api/delete-course';
import { useCourses } from '../api/get-courses';
import { useToggleCourseLock } from '../api/toggle-course-lock';
import { CourseTable } from '../components/course-table';
import { DeleteCourseDialog } from '../components/delete-course-dialog';
import { EditCourseDialog } from '../components/edit-course-dialog';
import { COURSE_MESSAGES, COURSE_TEXT } from '../messages';

/** /dashboard/admin/course-management: every course with Edit, Lock/Unlock and Delete. */
export function CourseManagementPage() {
  const courses = useCourses();
  const toggleLock = useToggleCourseLock();
  const remove = useDeleteCourse();
  const [editing, setEditing] = useState<CourseSummary | null>(null);
  const [deleting, setDeleting] = useState<CourseSummary | null>(null);

  function onToggleLock(course: CourseSummary) {
    toggleLock.mutate(course._id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: () => toast.error(COURSE_TEXT.lockFailed),
    });
  }

  function onConfirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(COURSE_MESSAGES.deleted);
        setDeleting(null);
      },
      onError: () => toast.error(COURSE_MESSAGES.deleteFailed),
    });
  }

  return (
    <Page
      title="Course Management"
      description="Edit, lock or delete courses. Students cannot open a locked course."
    >
      <Card>
        {courses.isPending && <Loading label="Loading courses…" />}
        {courses.isError && <p role="alert">{COURSE_TEXT.loadFailed}</p>}
        {courses.data?.length === 0 && <p>{COURSE_TEXT.noCourses}</p>}
        {courses.data && courses.data.length > 0 && (
          <CourseTable
            courses={courses.data}
            onEdit={setEditing}
            onToggleLock={onToggleLock}
            onDelete={setDeleting}
            busyId={toggleLock.isPending ? toggleLock.variables : undefined}
          />
        )}
      </Card>
      {editing && (
        <EditCourseDialog courseId={editing._id} title={editing.title} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <DeleteCourseDialog
          title={deleting.title}
          pending={remove.isPending}
          onConfirm={onConfirmDelete}
          onClose={() => setDeleting(null)}
        />
      )}
    </Page>
  );
}
