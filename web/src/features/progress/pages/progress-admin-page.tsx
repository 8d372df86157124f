import { PROGRESS_TABLE_PAGE } from '@atelier/contract/progress';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Card, CardHeader } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/field';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { coursesQueryOptions } from '../../../lib/courses-query';
import { useCourseProgress } from '../api/get-course-progress';
import { CourseProgressTable } from '../components/course-progress-table';
import { PROGRESS_MESSAGES, PROGRESS_TEXT } from '../messages';
import styles from './progress-admin-page.module.css';

/** /dashboard/admin/progress (issue 16): pick a course, see each learner's progress in it. */
export function ProgressAdminPage() {
  // The course and page are in the address, so a reload or a shared link keeps them.
  const [searchParams, setSearchParams] = useSearchParams();
  const courses = useQuery(coursesQueryOptions());
  const courseId = searchParams.get('course') ?? undefined;
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const table = useCourseProgress(courseId, page);
  const options = [
    { value: '', label: 'Choose a course' },
    ...(courses.data ?? []).map((c) => ({ value: c._id, label: c.title })),
  ];

  return (
    <Page
      className={styles.page}
      title="Progress"
      description="Who opened the chapters of a course, for how long, and when they were last there."
    >
      <Card aria-labelledby="progress-heading">
        <div className={styles.top}>
          <CardHeader
            id="progress-heading"
            title={table.data?.course.title ?? 'Learners'}
            description={table.data ? `${table.data.course.chapterCount} chapters` : undefined}
          />
          <SelectField
            className={styles.picker}
            label="Course"
            options={options}
            value={courseId ?? ''}
            disabled={!courses.data}
            onChange={(event) =>
              setSearchParams(event.target.value ? { course: event.target.value } : {}, { replace: true })
            }
          />
        </div>
        {courses.isError && <p role="alert">{PROGRESS_TEXT.coursesFailed}</p>}
        {courses.data?.length === 0 && <p className={styles.muted}>{PROGRESS_TEXT.noCourses}</p>}
        {!courseId && courses.data && courses.data.length > 0 && (
          <p className={styles.muted}>{PROGRESS_TEXT.pickCourse}</p>
        )}
        {courseId && table.isPending && <Loading label="Loading progress…" />}
        {table.isError && <p role="alert">{PROGRESS_MESSAGES.tableFailed}</p>}
        {table.data && table.data.total === 0 && (
          <p className={styles.muted}>{PROGRESS_MESSAGES.tableEmpty}</p>
        )}
        {table.data && table.data.items.length > 0 && <CourseProgressTable table={table.data} />}
        {table.data && table.data.total > PROGRESS_TABLE_PAGE && (
          <Pager
            page={page}
            pageSize={PROGRESS_TABLE_PAGE}
            total={table.data.total}
            noun={{ one: 'learner', many: 'learners' }}
            onPage={(next) =>
              setSearchParams({ course: courseId ?? '', page: String(next) }, { replace: true })
            }
          />
        )}
      </Card>
    </Page>
  );
}
