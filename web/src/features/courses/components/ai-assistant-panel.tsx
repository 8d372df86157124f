import type { ReactNode } from 'react';
import { SparklesIcon } from '../../../components/ui/icons';
import styles from './viewer.module.css';

/**
 * The viewer's AI Assistant box. What it holds (the question box, the course's answers) is the
 * assistant feature's, which the app composes in.
 */
export function AiAssistantPanel({ children }: { children?: ReactNode }) {
  return (
    <section className={styles.assistant} aria-labelledby="ai-assistant-title">
      <h2 id="ai-assistant-title" className={styles.sideTitle}>
        <SparklesIcon size={18} /> AI Assistant
      </h2>
      {children}
    </section>
  );
}
