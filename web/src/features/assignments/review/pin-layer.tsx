import type { Pin } from '@atelier/contract/reviews';
import { useRef, type KeyboardEvent } from 'react';

/** "Pin 3 on sheet 2: the first words of its comment". */
export function pinName(pin: Pin): string {
  const words = (pin.comments[0]?.body ?? '').split(/\s+/).filter(Boolean);
  const start = words.slice(0, 6).join(' ') + (words.length > 6 ? '…' : '');
  return `Pin ${pin.number} on sheet ${pin.page}: ${start}`;
}

interface PinLayerProps {
  /** The pins of the shown file and page. */
  pins: Pin[];
  selectedId?: string | null;
  onSelect: (pin: Pin) => void;
}

/** The pins laid over a file, placed in % so they keep their place at every zoom; arrows move between them. */
export function PinLayer({ pins, selectedId, onSelect }: PinLayerProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const step = (event: KeyboardEvent, index: number) => {
    const by = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!by || pins.length === 0) return;
    event.preventDefault();
    buttons.current[(index + by + pins.length) % pins.length]?.focus();
  };
  return (
    <div className="pin-layer">
      {pins.map((pin, index) => (
        <button
          key={pin.id}
          ref={(el) => {
            buttons.current[index] = el;
          }}
          type="button"
          className={`pin pin-${pin.w === null ? 'point' : 'box'} pin-${pin.status}`}
          aria-label={pinName(pin)}
          aria-pressed={pin.id === selectedId}
          style={{
            left: `${pin.x * 100}%`,
            top: `${pin.y * 100}%`,
            ...(pin.w !== null && pin.h !== null
              ? { width: `${pin.w * 100}%`, height: `${pin.h * 100}%` }
              : {}),
          }}
          onClick={() => onSelect(pin)}
          onKeyDown={(event) => step(event, index)}
        >
          {pin.number}
        </button>
      ))}
    </div>
  );
}
