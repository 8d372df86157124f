import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ScrollCues, useScrollCues } from '../../../components/ui/scroll-cues';
import styles from './viewer-tabs.module.css';

export interface ViewerTab {
  id: string;
  label: string;
  render: () => ReactNode;
}

interface ViewerTabsProps {
  tabs: readonly ViewerTab[];
  label: string;
  /** A tab a link asked for (`at` tells one visit from the next): it opens and scrolls into view. */
  requested?: { id: string; at: string };
}

/**
 * ARIA tabs (arrow keys, Home, End). A panel mounts the first time its tab is opened and then stays
 * mounted while hidden, so a half-written note or answer survives a look at another tab.
 */
export function ViewerTabs({ tabs, label, requested }: ViewerTabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([selected]));
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [trackScroll, cues] = useScrollCues<HTMLDivElement>();
  const root = useRef<HTMLDivElement>(null);
  const [handled, setHandled] = useState<string>();
  if (requested && requested.at !== handled && tabs.some((tab) => tab.id === requested.id)) {
    setHandled(requested.at);
    setSelected(requested.id);
    setOpened((current) => (current.has(requested.id) ? current : new Set(current).add(requested.id)));
  }
  useEffect(() => {
    if (handled) root.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [handled]);

  function select(id: string, focus = false) {
    setSelected(id);
    setOpened((current) => (current.has(id) ? current : new Set(current).add(id)));
    const button = buttons.current.get(id);
    if (focus) button?.focus();
    // On a narrow screen the row scrolls: bring the chosen tab into view.
    button?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    select(tabs[next]!.id, true);
  }

  return (
    <div ref={root} className={styles.tabs}>
      <ScrollCues before={cues.before} after={cues.after} className={styles.cues}>
        <div
          ref={trackScroll}
          className={styles.list}
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
        >
          {tabs.map((tab) => (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) buttons.current.set(tab.id, node);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={tab.id === selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={tab.id === selected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      </ScrollCues>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          {opened.has(tab.id) && tab.render()}
        </div>
      ))}
    </div>
  );
}
