import { CheckIcon } from './icons';

interface TickListProps {
  items: readonly string[];
  className?: string;
  /** The round mark before each item (its size and colours are the page's). */
  tickClassName?: string;
}

/** A list of selling points, each after a tick (the login and waitlist pitches). */
export function TickList({ items, className, tickClassName }: TickListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <span className={tickClassName} aria-hidden="true">
            <CheckIcon size={14} strokeWidth={3} />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
