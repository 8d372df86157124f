import { Link } from 'react-router';
import type { SubmissionsOverview, TaskProgress } from '@atelier/contract/assignments';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { When } from '../../../components/ui/data-table';
import { ImageViewer } from './image-viewer';
import { ASSIGNMENT_PATHS } from './paths';
import { ReviewControls } from './review-controls';
import styles from './submission-card.module.css';
import { TaskStatusBadge } from './task-status';

type MemberSubmission = SubmissionsOverview['submissions'][number];

interface Opened {
  url: string;
  title: string;
}

/** One member's work on the assignment: progress, each task's state, images, feedback and the review. */
export function SubmissionCard({
  assignmentId,
  submission,
}: {
  assignmentId: string;
  submission: MemberSubmission;
}) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const { member, tasks, taskProgress } = submission;
  const done = taskProgress.filter((t) => t.isComplete).length;
  const progressOf = (n: number): TaskProgress | undefined => taskProgress.find((t) => t.taskNumber === n);
  const headingId = `submission-${submission._id}`;

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.head}>
        <div className={styles.who}>
          <h2 id={headingId} className={styles.name}>
            {member.name}
          </h2>
          <p className={styles.email}>{member.email}</p>
        </div>
        <p className={styles.progress}>
          <strong>
            {done}/{tasks.length}
          </strong>{' '}
          tasks done
        </p>
      </header>
      <ol className={styles.tasks}>
        {tasks.map((task) => {
          const progress = progressOf(task.taskNumber);
          const status = progress?.status ?? 'open';
          const subject = `${task.code} by ${member.name}`;
          return (
            <li
              key={task.taskNumber}
              className={styles.task}
              aria-label={`Task ${task.taskNumber}: ${task.code}`}
            >
              <div className={styles.taskHead}>
                <h3 className={styles.taskCode}>
                  <span className={styles.taskNumber}>{task.taskNumber}</span>
                  {task.code}
                </h3>
                <TaskStatusBadge status={status} />
                {progress?.submittedAt && (
                  <span className={styles.when}>
                    <When iso={progress.submittedAt} inline />
                  </span>
                )}
              </div>
              {progress && progress.files.length > 0 && (
                <ul className={styles.thumbs} aria-label={`Images of ${subject}`}>
                  {progress.files.map((file, i) => {
                    const title = `Image ${i + 1} of ${subject}`;
                    return (
                      <li key={file.url}>
                        <button
                          type="button"
                          className={styles.thumb}
                          onClick={() => setOpened({ url: file.url, title })}
                          aria-label={`Open image ${i + 1} of ${subject}`}
                        >
                          <img src={file.url} alt="" loading="lazy" />
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
              {progress?.feedback && (
                <p className={styles.feedback}>
                  <span className={styles.feedbackLabel}>Feedback:</span> {progress.feedback}
                </p>
              )}
              {progress?.submittedAt && (
                <Link
                  className={styles.reviewLink}
                  to={ASSIGNMENT_PATHS.adminReview(assignmentId, submission._id, task.taskNumber)}
                >
                  Open the review of {task.code} (pins, revisions)
                </Link>
              )}
              {status === 'submitted' && (
                <ReviewControls
                  assignmentId={assignmentId}
                  submissionId={submission._id}
                  taskNumber={task.taskNumber}
                  subject={subject}
                  onReviewed={(message) => toast.success(message)}
                />
              )}
            </li>
          );
        })}
      </ol>
      {opened && <ImageViewer url={opened.url} title={opened.title} onClose={() => setOpened(null)} />}
    </article>
  );
}
