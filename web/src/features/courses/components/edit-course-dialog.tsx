import type { CourseInput } from '@atelier/contract/courses';
import { toast } from 'react-toastify';
import { Loading } from '../../../components/ui/loading';
import { Modal } from '../../../components/ui/modal';
import { useCourse } from '../api/get-course';
import { useUpdateCourse } from '../api/update-course';
import { courseToDraft } from '../course-draft';
import { COURSE_MESSAGES, COURSE_TEXT } from '../messages';
import { CourseForm } from './course-form';

interface EditCourseDialogProps {
  courseId: string;
  title: string;
  onClose: () => void;
}

/** The Edit modal: the whole course in the shared form (title and description required). */
export function EditCourseDialog({ courseId, title, onClose }: EditCourseDialogProps) {
  const course = useCourse(courseId);
  const update = useUpdateCourse(courseId);

  async function submit(body: CourseInput) {
    try {
      await update.mutateAsync(body);
    } catch (error) {
      toast.error(COURSE_MESSAGES.updateFailed);
      // The form shows the server's problem with a field on that field.
      throw error;
    }
    toast.success(COURSE_MESSAGES.updated);
    onClose();
  }

  return (
    <Modal title={`Edit “${title}”`} onClose={onClose} wide>
      {course.isFetching && <Loading label={COURSE_MESSAGES.loading} />}
      {course.isError && <p role="alert">{COURSE_TEXT.courseLoadFailed}</p>}
      {/* The form starts from the course as the server has it now, not from an older cached copy. */}
      {course.data && !course.isFetching && (
        <CourseForm
          initial={() => courseToDraft(course.data)}
          mode="edit"
          headingLevel={3}
          submitLabel="Save Changes"
          pending={update.isPending}
          onSubmit={submit}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
