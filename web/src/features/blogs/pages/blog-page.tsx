import { Loading } from '../../../components/ui/loading';
import { usePageTitle } from '../../../lib/page-title';
import { useBlogs } from '../api/get-blogs';
import { BlogArticle } from '../components/blog-article';
import { BLOG_MESSAGES, BLOG_TEXT } from '../messages';
import styles from './blog-page.module.css';

/** /blogs (spec-2 Blog page): the newest blog, first in the server's newest-first list. */
export function BlogPage() {
  usePageTitle('Blogs');
  const blogs = useBlogs();
  const newest = blogs.data?.[0];

  return (
    <div className={styles.page}>
      {newest ? (
        <BlogArticle blog={newest} />
      ) : (
        // The page's frame while the blog loads too: it is what the prerendered HTML shows.
        <div className={styles.empty}>
          <h1 className={styles.title}>Blogs</h1>
          {blogs.isPending ? (
            <Loading label="Loading the blog…" />
          ) : (
            <p className={styles.muted}>{blogs.data ? BLOG_MESSAGES.none : BLOG_TEXT.loadFailed}</p>
          )}
        </div>
      )}
    </div>
  );
}
