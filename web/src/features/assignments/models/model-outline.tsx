import type { ModelOutline as Outline } from '@atelier/contract/models';
import styles from './model-task.module.css';

/** What the server read of the model: its schema, where it sits, its storeys and its elements by class. */
export function ModelOutline({ outline }: { outline: Outline }) {
  return (
    <section className={styles.outline} aria-label="What the model holds">
      <dl className={styles.facts}>
        <div>
          <dt>Schema</dt>
          <dd>{outline.schema}</dd>
        </div>
        {outline.site && (
          <div>
            <dt>Site</dt>
            <dd>{outline.site}</dd>
          </div>
        )}
        {outline.building && (
          <div>
            <dt>Building</dt>
            <dd>{outline.building}</dd>
          </div>
        )}
        <div>
          <dt>Elements</dt>
          <dd>{outline.elements}</dd>
        </div>
      </dl>
      <div className={styles.columns}>
        <div>
          <h4 className={styles.minorTitle}>Storeys ({outline.storeys.length})</h4>
          <ul className={styles.plainList} aria-label="Storeys">
            {outline.storeys.map((storey) => (
              <li key={storey.globalId}>
                {storey.name || 'Unnamed storey'} · {storey.elements}{' '}
                {storey.elements === 1 ? 'element' : 'elements'}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className={styles.minorTitle}>Elements by type</h4>
          <ul className={styles.plainList} aria-label="Elements by type">
            {Object.entries(outline.counts).map(([type, count]) => (
              <li key={type}>
                {type} · {count}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
