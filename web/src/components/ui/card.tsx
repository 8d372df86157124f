import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'section' | 'div' | 'article';
}

export function Card({ as: Tag = 'section', className, ...rest }: CardProps) {
  return <Tag className={[styles.card, className].filter(Boolean).join(' ')} {...rest} />;
}

interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Heading level; cards on a page sit below its h1. */
  level?: 2 | 3;
  id?: string;
}

export function CardHeader({ title, description, level = 2, id }: CardHeaderProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.header}>
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {description && <p className={styles.description}>{description}</p>}
    </div>
  );
}

interface TitledCardProps extends Omit<CardProps, 'title'>, Omit<CardHeaderProps, 'id'> {
  /** The heading's id: the card is named by its heading. */
  headingId: string;
}

/** A card named by the heading it opens with (and the description under it). */
export function TitledCard({ headingId, title, description, level, children, ...card }: TitledCardProps) {
  return (
    <Card aria-labelledby={headingId} {...card}>
      <CardHeader id={headingId} title={title} description={description} level={level} />
      {children}
    </Card>
  );
}
