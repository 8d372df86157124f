import type { CourseInput } from '@atelier/contract/courses';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Page } from '../../../components/ui/page';
import { useCreateCourse } from '../api/create-course';
import { CourseForm } from '../components/course-form';
import { emptyCourseDraft } from '../course-draft';
import { COURSE_MESSAGES } from '../messages';

/** /dashboard/admin/course-creation */
export function CreateCoursePage() {
  const create = useCreateCourse();
  // A new key after a success gives the admin an empty form for the next course.
  const [formKey, setFormKey] = useState(0);

  async function submit(body: CourseInput) {
    try {
      await create.mutateAsync(body);
    } catch (error) {
      toast.error(COURSE_MESSAGES.createFailed);
      // The form shows the server's problem with a field on that field.
      throw error;
    }
    toast.success(COURSE_MESSAGES.created);
    setFormKey((key) => key + 1);
    window.scrollTo({ top: 0 });
  }

  return (
    <Page
      title="Create Course"
      description="Describe the course, its authors, and its sections and chapters."
    >
      <CourseForm
        key={formKey}
        initial={emptyCourseDraft}
        mode="create"
        headingLevel={2}
        submitLabel="Create Course"
        pending={create.isPending}
        onSubmit={submit}
      />
    </Page>
  );
}
