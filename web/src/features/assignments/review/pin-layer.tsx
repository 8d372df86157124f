import { useRef } from 'react';
import type { Pin } from '@atelier/contract/reviews';
import styles from './pin-layer.module.css';

/** "Pin 3 on sheet 2: Where is the stair…" — the pin's name for screen readers and tooltips. */
export function pinName(pin: Pin, sheet: number): string {
  const words = pin.comments[0]?.body ?? '';
  const short = words.length > 60 ? `${words.slice(0, 59)}…` : words;
  return `Pin ${pin.number} on sheet ${sheet}${pin.page > 1 ? `, page ${pin.page}` : ''}: ${short}`;
}

interface PinLayerProps {
  pins: readonly Pin[];
  /** The file's place in its revision (the "sheet" of the names). */
  sheet: number;
  selectedId: string | null;
  onSelect: (pin: Pin) => void;
}

/**
 * The pins of the shown file or page, laid over it at their places (shares of its size, so they
 * stay put at every zoom): a numbered marker each, a box drawn around a box pin; open ones red,
 * resolved ones green. Each is a button, reached with Tab; Enter opens its thread.
 */
export function PinLayer({ pins, sheet, selectedId, onSelect }: PinLayerProps) {
  const layer = useRef<HTMLDivElement>(null);
  // Arrows go from pin to pin (the view's own arrows pan only when no pin has the focus).
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    const markers = layer.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    markers[(index + step + markers.length) % markers.length]?.focus();
  };
  return (
    <div ref={layer} className={styles.layer}>
      {pins.map((pin, index) => (
        <div
          key={pin.id}
          className={styles.pin}
          data-status={pin.status}
          data-selected={pin.id === selectedId || undefined}
          style={{
            left: `${pin.x * 100}%`,
            top: `${pin.y * 100}%`,
            width: pin.w === null ? undefined : `${pin.w * 100}%`,
            height: pin.h === null ? undefined : `${pin.h * 100}%`,
          }}
        >
          {pin.w !== null && <span className={styles.box} aria-hidden="true" />}
          <button
            type="button"
            className={styles.marker}
            aria-label={pinName(pin, sheet)}
            aria-pressed={pin.id === selectedId}
            title={pinName(pin, sheet)}
            onClick={() => onSelect(pin)}
            onKeyDown={(event) => onKeyDown(event, index)}
            onPointerDown={(event) => event.stopPropagation()}
          >
            {pin.number}
          </button>
        </div>
      ))}
    </div>
  );
}
