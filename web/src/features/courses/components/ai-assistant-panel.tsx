import { useState } from 'react';
import { SparklesIcon } from '../../../components/ui/icons';
import styles from './viewer.module.css';

/**
 * The spec's AI Assistant: a question box and an 'Ask AI' button that currently does nothing
 * (its answer behaviour is not specified), so the panel says so instead of pretending.
 */
export function AiAssistantPanel() {
  const [question, setQuestion] = useState('');
  return (
    <section className={styles.assistant} aria-labelledby="ai-assistant-title">
      <h2 id="ai-assistant-title" className={styles.sideTitle}>
        <SparklesIcon size={18} /> AI Assistant
      </h2>
      <label htmlFor="ai-question" className={styles.assistantLabel}>
        Ask about this chapter
      </label>
      <textarea
        id="ai-question"
        className={styles.textarea}
        rows={3}
        value={question}
        onChange={(event) => setQuestion(event.target.value)}
        aria-describedby="ai-assistant-note"
      />
      <button type="button" className={styles.askButton}>
        Ask AI
      </button>
      <p id="ai-assistant-note" className={styles.note}>
        The assistant is not connected yet, so no answer will appear.
      </p>
    </section>
  );
}
