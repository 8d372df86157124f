import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import {
  ArrowRightIcon,
  BookIcon,
  CalendarIcon,
  QuizIcon,
  SparklesIcon,
  UsersIcon,
} from '../../../components/ui/icons';
import { leaveSiteFor } from '../../../lib/leave-site';
import { usePageTitle } from '../../../lib/page-title';
import { useSiteConfig } from '../../../lib/site-config';
import { HeroArt } from '../components/hero-art';
import { rememberIndian, useHasChosenIndian } from '../hooks/region-choice';
import { RegionPopup } from '../components/region-popup';
import styles from './landing-page.module.css';

const FEATURES = [
  {
    icon: BookIcon,
    title: 'Courses',
    text: 'Chapter by chapter, with resources, a notebook and questions answered by peers.',
  },
  {
    icon: QuizIcon,
    title: 'Quizzes',
    text: 'Timed quizzes with instant results to check what you have learned.',
  },
  {
    icon: UsersIcon,
    title: 'smartLABS community',
    text: 'A cohort with a forum, sequential assignments and recorded sessions.',
  },
  { icon: CalendarIcon, title: 'Events', text: 'Free workshops and talks, with registration in a minute.' },
] as const;

export function LandingPage() {
  usePageTitle('Home');
  const { productName, internationalSiteUrl } = useSiteConfig();
  const chosenBefore = useHasChosenIndian();
  const [chosenNow, setChosenNow] = useState(false);
  const askRegion = !chosenBefore && !chosenNow;

  function chooseIndian() {
    rememberIndian();
    setChosenNow(true);
  }

  return (
    <>
      {askRegion && (
        <RegionPopup onIndian={chooseIndian} onInternational={() => leaveSiteFor(internationalSiteUrl)} />
      )}
      <section className={styles.hero} aria-labelledby="hero-heading">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>
              <SparklesIcon size={16} /> Free · Self-paced · Open source
            </p>
            <h1 id="hero-heading" className={styles.title}>
              Design and BIM education for every curious learner
            </h1>
            <p className={styles.lead}>
              {productName} is a free, open-source learning platform: courses and quizzes at your own pace, a
              community for the smartLABS cohort, and events that bring it all together.
            </p>
            <div className={styles.ctas}>
              <Link to="/waitlist" className={buttonClass()}>
                Join The Waitlist <ArrowRightIcon size={18} />
              </Link>
              <Link to="/about" className={buttonClass({ variant: 'secondary' })}>
                About {productName}
              </Link>
            </div>
          </div>
          <HeroArt />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="features-heading">
        <h2 id="features-heading" className={styles.sectionTitle}>
          Everything you need to learn by doing
        </h2>
        <ul className={styles.features}>
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.feature}>
              <span className={styles.featureIcon}>
                <Icon size={22} />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="waitlist-heading">
        <div className={styles.band}>
          <div>
            <h2 id="waitlist-heading" className={styles.bandTitle}>
              Early access: 1,000 spots
            </h2>
            <p className={styles.bandText}>
              Join the waitlist, then refer five friends: our 5x referral engine moves you up the list.
            </p>
          </div>
          <Link to="/waitlist" className={`${buttonClass()} ${styles.bandButton}`}>
            Reserve your spot
          </Link>
        </div>
      </section>
    </>
  );
}
