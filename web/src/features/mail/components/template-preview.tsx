import styles from './template-preview.module.css';

interface TemplatePreviewProps {
  html: string;
  /** The frame's accessible name: what it shows. */
  title: string;
  className?: string;
}

/**
 * A template's HTML as a mail client draws it. The empty sandbox gives the frame no scripts, no
 * forms and an origin of its own, so whatever the HTML holds cannot reach the app.
 */
export function TemplatePreview({ html, title, className }: TemplatePreviewProps) {
  return (
    <iframe
      className={[styles.frame, className].filter(Boolean).join(' ')}
      sandbox=""
      srcDoc={html}
      title={title}
      referrerPolicy="no-referrer"
    />
  );
}
