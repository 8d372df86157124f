import { TitledCard } from '../../../components/ui/card';
import { useStats } from '../api/get-stats';
import styles from './side.module.css';

const PERCENT = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/** Stats (spec-2 §Forum): Total Posts, Post impressions (likes on own posts) and Influence %. */
export function StatsCard() {
  const stats = useStats();
  const value = (n: number | undefined, format: (n: number) => string = String) =>
    n === undefined ? '–' : format(n);
  const rows = [
    { label: 'Total Posts', value: value(stats.data?.posts) },
    { label: 'Post impressions', value: value(stats.data?.impressions) },
    { label: 'Influence', value: value(stats.data?.influence, (n) => `${PERCENT.format(n)}%`) },
  ];
  return (
    <TitledCard headingId="forum-stats" as="section" className={styles.card} title="Stats">
      <dl className={styles.stats}>
        {rows.map((row) => (
          <div key={row.label} className={styles.stat}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </TitledCard>
  );
}
