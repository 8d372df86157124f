import type { Blog } from '@atelier/contract/blogs';
import { useState } from 'react';
import { BLOG_TEXT } from '../messages';
import styles from './blog-article.module.css';
import { formatLongDate } from '../../../lib/dates';

/** One blog: name, subheading, byline, cover and sections, all of it as text (never as HTML). */
export function BlogArticle({ blog }: { blog: Blog }) {
  const date = formatLongDate(blog.createdAt);
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          {BLOG_TEXT.latest}
          {date && (
            <>
              {' · '}
              <time dateTime={blog.createdAt}>{date}</time>
            </>
          )}
        </p>
        <h1 className={styles.title}>{blog.name}</h1>
        <p className={styles.subheading}>{blog.subheading}</p>
        {blog.author.trim() && <p className={styles.byline}>{BLOG_TEXT.byline(blog.author)}</p>}
      </header>
      <BlogImage src={blog.coverImage} className={styles.cover} eager />
      {blog.sections.map((section, index) => (
        <section key={index} className={styles.section}>
          <h2 className={styles.sectionTitle}>{section.title}</h2>
          <p className={styles.description}>{section.description}</p>
          {section.image && <BlogImage src={section.image} className={styles.image} />}
        </section>
      ))}
    </article>
  );
}

/** An admin's image link: decorative beside its text, and left out if it does not load. */
function BlogImage({ src, className, eager = false }: { src: string; className?: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    <img
      src={src}
      alt=""
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
