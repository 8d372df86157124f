import { EVENT_CSV_COLUMNS, type Registration } from '@atelier/contract/events';
import { cell, DASH, DataTable, EmailAddress, When } from '../../../components/ui/data-table';
import { DataTableHead } from '../../../components/ui/table-parts';
import styles from './registrations-table.module.css';

/** spec-2 §2: what an empty value shows. */
export { DASH };

const shown = (value: string) => value.trim() || DASH;
const capitalised = (value: string) => (value ? value.charAt(0).toUpperCase() + value.slice(1) : DASH);

interface RegistrationsTableProps {
  registrations: readonly Registration[];
  /** The number of the first row: rows count on from page to page. */
  firstNumber: number;
  eventName: string;
}

/**
 * The Event Manager's table (spec-2 §2): the CSV's columns, numbered, with the PDF link last; it
 * scrolls sideways inside its box when the screen is narrow.
 */
export function RegistrationsTable({ registrations, firstNumber, eventName }: RegistrationsTableProps) {
  return (
    <DataTable label={`Registrations for ${eventName}`} className={styles.table}>
      <DataTableHead columns={['#', ...EVENT_CSV_COLUMNS, 'PDF']} actions={false} />
      <tbody>
        {registrations.map((registration, index) => (
          <tr key={registration._id}>
            <td className={`${cell.subtle} ${cell.numeric}`}>{firstNumber + index}</td>
            <th scope="row" className={`${cell.rowHeading} ${styles.name}`}>
              {shown(registration.name)}
            </th>
            <td>{capitalised(registration.gender)}</td>
            <td className={`${cell.breakAnywhere} ${styles.email}`}>
              <EmailAddress email={registration.email} />
            </td>
            <td className={cell.nowrap}>{shown(registration.phone)}</td>
            <td>{shown(registration.country)}</td>
            <td className={styles.wide}>{shown(registration.institution)}</td>
            <td>{shown(registration.category)}</td>
            <td className={cell.code}>{shown(registration.refCode)}</td>
            <td>
              <When iso={registration.createdAt} />
            </td>
            <td className={cell.nowrap}>
              {registration.pdfUrl ? (
                <a href={registration.pdfUrl} target="_blank" rel="noopener noreferrer">
                  View PDF
                  <span className="visually-hidden"> of {registration.name || 'this registration'}</span>
                </a>
              ) : (
                DASH
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
