import type { Chapter, Course } from '@atelier/contract/courses';
import styles from './viewer.module.css';

/** https://www.linkedin.com/in/{id} for a bare id; a full http(s) profile address as it is. */
function linkedinUrl(linkedinId: string): string | undefined {
  const id = linkedinId.trim();
  if (!id) return undefined;
  if (/^https?:\/\//i.test(id)) return id;
  return `https://www.linkedin.com/in/${encodeURIComponent(id.replace(/^\/+|\/+$/g, ''))}`;
}

export function OverviewTab({ course, chapter }: { course: Course; chapter: Chapter }) {
  return (
    <div className={styles.tabBody}>
      <section>
        <h3>{chapter.name}</h3>
        {chapter.description && <p className={styles.prose}>{chapter.description}</p>}
      </section>
      <section>
        <h3>About this course</h3>
        <p className={styles.prose}>{course.description}</p>
      </section>
      {course.learningObjectives.length > 0 && (
        <section>
          <h3>What you will learn</h3>
          <ul className={styles.objectives}>
            {course.learningObjectives.map((objective, i) => (
              <li key={i}>{objective}</li>
            ))}
          </ul>
        </section>
      )}
      {course.skillsCovered.length > 0 && (
        <section>
          <h3>Skills</h3>
          <ul className={styles.skills}>
            {course.skillsCovered.map((skill) => (
              <li key={skill} className={styles.skill}>
                {skill}
              </li>
            ))}
          </ul>
        </section>
      )}
      {course.authors.length > 0 && (
        <section>
          <h3>{course.authors.length === 1 ? 'Author' : 'Authors'}</h3>
          <ul className={styles.authors}>
            {course.authors.map((author, i) => {
              const profile = linkedinUrl(author.linkedinId);
              return (
                <li key={i}>
                  <img src={author.profileImage} alt="" width={44} height={44} />
                  <span>
                    <strong>{author.name}</strong>
                    {profile && (
                      <a href={profile} target="_blank" rel="noopener noreferrer">
                        LinkedIn
                      </a>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}

/** What a resource link says: the file name at the end of its path, or its host when the path has none. */
export function resourceName(url: string): { name: string; host: string } {
  let hostname: string;
  let last: string | undefined;
  try {
    const parsed = new URL(url);
    hostname = parsed.hostname;
    last = parsed.pathname.split('/').filter(Boolean).pop();
  } catch {
    return { name: url, host: url };
  }
  if (!last) return { name: hostname, host: hostname };
  try {
    return { name: decodeURIComponent(last), host: hostname };
  } catch {
    return { name: last, host: hostname };
  }
}

export function ResourcesTab({ chapter }: { chapter: Chapter }) {
  const links = chapter.resources.filter((url) => /^https?:\/\//i.test(url));
  if (links.length === 0) return <p className={styles.muted}>No resources for this chapter.</p>;
  return (
    <ul className={styles.resources}>
      {links.map((url, i) => {
        const { name, host } = resourceName(url);
        return (
          <li key={i}>
            <a href={url} target="_blank" rel="noopener noreferrer" title={url}>
              {name}
            </a>
            {name !== host && <span className={styles.resourceHost}> · {host}</span>}
          </li>
        );
      })}
    </ul>
  );
}

export function SummaryTab({ chapter }: { chapter: Chapter }) {
  if (!chapter.summary.trim()) return <p className={styles.muted}>No summary for this chapter.</p>;
  return <p className={styles.prose}>{chapter.summary}</p>;
}
