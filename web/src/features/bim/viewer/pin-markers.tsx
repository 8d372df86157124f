import { useEffect, useRef } from 'react';
import type { Vec3 } from './camera';
import type { ViewerScene } from './scene';
import styles from './model-viewer.module.css';
import type { ModelPin } from './types';
import { pinLabel } from './viewer-text';

interface PinMarkersProps {
  scene: ViewerScene | null;
  pins: readonly ModelPin[];
  /** Where each pin's element is (its box's centre); absent for an element this model lacks or hides. */
  placeOf: (pin: ModelPin) => Vec3 | undefined;
  elementOf: (pin: ModelPin) => string | undefined;
  selectedId: string | null;
  onSelect: (pin: ModelPin) => void;
}

/**
 * Numbered markers at the pins' elements, moved after every frame (through the DOM, not React, so
 * that turning the model does not re-render the page). Each is a button; the side panel lists the
 * same pins for those hidden from view.
 */
export function PinMarkers({ scene, pins, placeOf, elementOf, selectedId, onSelect }: PinMarkersProps) {
  const markers = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (!scene) return;
    // Pins on one element would hide each other: each after the first sits a marker's width further right.
    const seen = new Map<string, number>();
    const stack = new Map(
      pins.map((pin) => {
        const n = seen.get(pin.globalId) ?? 0;
        seen.set(pin.globalId, n + 1);
        return [pin.id, n * 30];
      }),
    );
    const place = () => {
      for (const pin of pins) {
        const marker = markers.current.get(pin.id);
        if (!marker) continue;
        const point = placeOf(pin);
        const at = point ? scene.project(point) : null;
        marker.hidden = !at;
        if (at)
          marker.style.transform = `translate(${at.x + (stack.get(pin.id) ?? 0)}px, ${at.y}px) translate(-50%, -50%)`;
      }
    };
    place();
    return scene.onRendered(place);
  }, [scene, pins, placeOf]);

  return (
    <div className={styles.pins}>
      {pins.map((pin) => (
        <button
          key={pin.id}
          ref={(el) => {
            if (el) markers.current.set(pin.id, el);
            else markers.current.delete(pin.id);
          }}
          type="button"
          hidden
          className={styles.pin}
          data-status={pin.status}
          data-selected={pin.id === selectedId || undefined}
          aria-label={pinLabel(pin.number, pin.status, elementOf(pin))}
          aria-pressed={pin.id === selectedId}
          title={pinLabel(pin.number, pin.status, elementOf(pin))}
          onPointerDown={(event) => event.stopPropagation()}
          onClick={() => onSelect(pin)}
        >
          {pin.number}
        </button>
      ))}
    </div>
  );
}
