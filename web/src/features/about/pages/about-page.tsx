import type { ReactNode } from 'react';
import { SparklesIcon } from '../../../components/ui/icons';
import { usePageTitle } from '../../../lib/page-title';
import { useSiteConfig } from '../../../lib/site-config';
import { ReachArt, StudyArt } from '../components/about-art';
import { RevealBox } from '../components/reveal-box';
import styles from './about-page.module.css';

interface Figure {
  area: string | undefined;
  figure: string;
  label: string;
  text: ReactNode;
}

const FIGURES: readonly Figure[] = [
  {
    area: styles.years,
    figure: '10+',
    label: 'years of pedagogy',
    text: 'A decade of teaching design and BIM, refined in studios, classrooms and workshops.',
  },
  {
    area: styles.students,
    figure: '2000+',
    label: 'students trained',
    text: 'Learners from 81 cities across 20 countries.',
  },
  {
    area: styles.workshops,
    figure: '100+',
    label: 'workshops delivered',
    text: 'Hands-on sessions with practising designers and educators.',
  },
];

/** /about (spec-2 About page): the purpose, the mission, the figures and two pictures. */
export function AboutPage() {
  usePageTitle('About');
  const { productName } = useSiteConfig();
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>
          <SparklesIcon size={16} /> About {productName}
        </p>
        <h1 className={styles.title}>Introducing Our Purpose in Focus</h1>
        <p className={styles.tagline}>
          We set out to democratize design education: completely free, self-paced and open-source, so that
          every curious student can learn to design and build, wherever they are.
        </p>
      </header>

      <ul className={styles.grid}>
        <RevealBox className={`${styles.tile} ${styles.mission}`}>
          <h2 className={styles.missionTitle}>Our Mission</h2>
          <p className={styles.missionText}>
            Free education for every student. No fees, no gatekeeping: courses, quizzes, events and a
            community that anyone can join and learn from at their own pace.
          </p>
        </RevealBox>
        {FIGURES.map(({ area, figure, label, text }) => (
          <RevealBox key={label} className={`${styles.tile} ${area}`}>
            <h2 className={styles.figureHeading}>
              <span className={styles.figure}>{figure}</span> <span className={styles.label}>{label}</span>
            </h2>
            <p className={styles.text}>{text}</p>
          </RevealBox>
        ))}
        <RevealBox className={`${styles.tile} ${styles.free}`}>
          <h2 className={styles.figureHeading}>
            <span className={styles.figure}>FREE</span>{' '}
            <span className={styles.label}>with no hidden fees</span>
          </h2>
          <p className={styles.text}>Every course, quiz and event costs nothing. No trials, no upsells.</p>
        </RevealBox>
        <RevealBox className={`${styles.picture} ${styles.study}`}>
          <StudyArt />
        </RevealBox>
        <RevealBox className={`${styles.picture} ${styles.reach}`}>
          <ReachArt />
        </RevealBox>
      </ul>
    </div>
  );
}
