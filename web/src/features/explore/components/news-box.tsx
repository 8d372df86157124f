import { Link } from 'react-router';
import { TitledCard } from '../../../components/ui/card';
import { useNews } from '../api/get-news';
import { EXPLORE_TEXT } from '../messages';
import styles from './explore.module.css';

/** News & Updates: the newest courses on the platform. */
export function NewsBox({ coursePath }: { coursePath: (id: string) => string }) {
  const news = useNews();
  return (
    <TitledCard headingId="news-title" className={styles.news} title="News & Updates">
      {news.isPending && <p className={styles.muted}>Loading…</p>}
      {news.isError && <p className={styles.muted}>{EXPLORE_TEXT.newsFailed}</p>}
      {news.data?.length === 0 && <p className={styles.muted}>{EXPLORE_TEXT.newsEmpty}</p>}
      {news.data && news.data.length > 0 && (
        <ul className={styles.newsList}>
          {news.data.map((item) => (
            <li key={item.id}>
              <span className={styles.newsBadge}>New course</span>
              {item.locked ? <span>{item.title}</span> : <Link to={coursePath(item.id)}>{item.title}</Link>}
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
