import styles from './model-viewer.module.css';

interface ViewerToolbarProps {
  canFit: boolean;
  onFit: () => void;
  /**
   * Absent: no Pin tool (the member's own view). `onPinSelected`, given while an element is selected,
   * pins that element (the way to pin without pointing: an element chosen from its storey's list).
   */
  pinTool?: { on: boolean; enabled: boolean; onToggle: () => void; onPinSelected?: () => void };
  /** Absent: no IDS failures to show. */
  failures?: { shown: boolean; count: number; onShown: (shown: boolean) => void };
}

/** Fit, the reviewer's Pin tool (a toggle button) and "Show failures". */
export function ViewerToolbar({ canFit, onFit, pinTool, failures }: ViewerToolbarProps) {
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Model view">
      <button type="button" onClick={onFit} disabled={!canFit}>
        Fit
      </button>
      {pinTool && (
        <button
          type="button"
          aria-pressed={pinTool.on}
          onClick={pinTool.onToggle}
          disabled={!pinTool.enabled}
        >
          Pin
        </button>
      )}
      {pinTool && (
        <button
          type="button"
          onClick={pinTool.onPinSelected}
          disabled={!pinTool.enabled || !pinTool.onPinSelected}
        >
          Pin the selected element
        </button>
      )}
      {failures && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={failures.shown}
            onChange={(event) => failures.onShown(event.target.checked)}
          />
          <span>
            Show failures <span className={styles.failCount}>({failures.count})</span>
          </span>
        </label>
      )}
    </div>
  );
}
