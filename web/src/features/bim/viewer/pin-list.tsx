import styles from './model-viewer.module.css';
import type { ModelPin } from './types';
import { pinLabel } from './viewer-text';

interface PinListProps {
  pins: readonly ModelPin[];
  selectedId: string | null;
  elementOf: (pin: ModelPin) => string | undefined;
  onSelect: (pin: ModelPin) => void;
}

/** The pins as a list of buttons: reached by keyboard, and there when a marker is out of view. */
export function PinList({ pins, selectedId, elementOf, onSelect }: PinListProps) {
  return (
    <ul className={styles.pinList}>
      {pins.map((pin) => (
        <li key={pin.id}>
          <button
            type="button"
            aria-pressed={pin.id === selectedId}
            data-status={pin.status}
            onClick={() => onSelect(pin)}
          >
            {pinLabel(pin.number, pin.status, elementOf(pin))}
          </button>
        </li>
      ))}
    </ul>
  );
}
