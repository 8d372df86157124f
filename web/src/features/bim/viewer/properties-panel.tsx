import styles from './model-viewer.module.css';
import { formatCell, type ElementProperties, type PropertyRow } from './properties';
import { VIEWER_TEXT } from './viewer-text';

interface PropertiesPanelProps {
  properties: ElementProperties | null;
  loading: boolean;
  error: string | null;
  failed: boolean;
}

function Rows({ rows, caption }: { rows: readonly PropertyRow[]; caption: string }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            <td title={row.type}>{formatCell(row.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The selected element: entity, Name, GlobalId, its attributes, property sets and quantities as tables. */
export function PropertiesPanel({ properties, loading, error, failed }: PropertiesPanelProps) {
  if (error) return <p role="alert">{error}</p>;
  if (!properties)
    return (
      <p className={styles.muted}>{loading ? 'Reading its properties…' : VIEWER_TEXT.nothingSelected}</p>
    );
  return (
    <div className={styles.properties} aria-busy={loading}>
      <p className={styles.entity}>
        {properties.entity}
        {failed && <span className={styles.failBadge}>fails the check</span>}
      </p>
      <dl className={styles.identity}>
        <dt>Name</dt>
        <dd>{properties.name ?? '—'}</dd>
        <dt>GlobalId</dt>
        <dd>
          <code>{properties.globalId}</code>
        </dd>
      </dl>
      {properties.attributes.length > 0 && <Rows rows={properties.attributes} caption="Attributes" />}
      {properties.tables.map((t) => (
        <Rows
          key={`${t.fromType ? 'type:' : ''}${t.name}`}
          rows={t.rows}
          caption={`${t.name}${t.fromType ? ' (from its type)' : ''}`}
        />
      ))}
      {properties.tables.length === 0 && <p className={styles.muted}>No property sets or quantities.</p>}
    </div>
  );
}
