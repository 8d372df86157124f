import type { ModelElement } from './ifc-reader';
import styles from './model-viewer.module.css';
import type { Storey } from './storeys';
import { elementLabel } from './viewer-text';

interface StoreyPanelProps {
  storeys: readonly Storey[];
  elements: ReadonlyMap<number, ModelElement>;
  hidden: ReadonlySet<number>;
  onToggle: (storey: number, visible: boolean) => void;
  selected: number | null;
  onSelect: (element: number) => void;
  failed: ReadonlySet<number>;
}

/**
 * A checkbox per storey to show or hide it, and its elements as buttons (opened on demand), so an
 * element can be chosen from the keyboard too.
 */
export function StoreyPanel({
  storeys,
  elements,
  hidden,
  onToggle,
  selected,
  onSelect,
  failed,
}: StoreyPanelProps) {
  if (storeys.length === 0) return <p className={styles.muted}>This model names no storeys.</p>;
  return (
    <ul className={styles.storeys}>
      {storeys.map((storey) => {
        const own = storey.elements
          .map((id) => elements.get(id))
          .filter((e): e is ModelElement => e !== undefined);
        const failing = own.filter((e) => failed.has(e.expressID)).length;
        return (
          <li key={storey.expressID}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={!hidden.has(storey.expressID)}
                onChange={(event) => onToggle(storey.expressID, event.target.checked)}
              />
              <span>
                {storey.name}
                {storey.elevation !== null && (
                  <span className={styles.muted}> · {formatElevation(storey.elevation)}</span>
                )}
              </span>
            </label>
            <details className={styles.elements}>
              <summary>
                {own.length} element{own.length === 1 ? '' : 's'}
                {failing > 0 && <span className={styles.failCount}> · {failing} failing</span>}
              </summary>
              <ul>
                {own.map((e) => (
                  <li key={e.expressID}>
                    <button
                      type="button"
                      className={styles.elementButton}
                      aria-pressed={e.expressID === selected}
                      data-failed={failed.has(e.expressID) || undefined}
                      onClick={() => onSelect(e.expressID)}
                    >
                      {elementLabel(e.entity, e.name)}
                      {/* In words too: red alone says nothing to everyone. */}
                      {failed.has(e.expressID) && <span className={styles.failTag}> · fails</span>}
                    </button>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

const formatElevation = (m: number) => `${m >= 0 ? '+' : '−'}${Math.abs(m).toFixed(2)} m`;
