import type { Registration } from '@atelier/contract/events';
import { ScrollCues, useScrollCues } from '../../../components/ui/scroll-cues';
import styles from './registrations-table.module.css';

/** spec-2 §2: what an empty value shows. */
export const DASH = '—';

const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const TIME = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** The day, and the time under it: two short lines keep the column narrow. */
function RegisteredOn({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return DASH;
  return (
    <time dateTime={iso}>
      <span className={styles.day}>{DAY.format(date)}</span>{' '}
      <span className={styles.time}>{TIME.format(date)}</span>
    </time>
  );
}

/** An address may break after its '@' where the column is narrow, rather than inside a word. */
function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (!address.trim()) return DASH;
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

const shown = (value: string) => value.trim() || DASH;
const capitalised = (value: string) => (value ? value.charAt(0).toUpperCase() + value.slice(1) : DASH);

interface RegistrationsTableProps {
  registrations: readonly Registration[];
  /** The number of the first row: rows count on from page to page. */
  firstNumber: number;
  eventName: string;
}

/** The Event Manager's table (spec-2 §2); it scrolls sideways inside its box when the screen is narrow. */
export function RegistrationsTable({ registrations, firstNumber, eventName }: RegistrationsTableProps) {
  const [trackScroll, cues] = useScrollCues<HTMLDivElement>();
  return (
    <ScrollCues before={cues.before} after={cues.after}>
      {/* Focusable, so a keyboard can scroll it when it is wider than the screen. */}
      <div
        ref={trackScroll}
        className={styles.scroller}
        role="region"
        aria-label={`Registrations for ${eventName}`}
        tabIndex={0}
      >
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Name</th>
              <th scope="col">Gender</th>
              <th scope="col">Email</th>
              <th scope="col">Phone</th>
              <th scope="col">Country</th>
              <th scope="col">Institution</th>
              <th scope="col">Category</th>
              <th scope="col">Referral Code</th>
              <th scope="col">Registered On</th>
              <th scope="col">PDF</th>
            </tr>
          </thead>
          <tbody>
            {registrations.map((registration, index) => (
              <tr key={registration._id}>
                <td className={styles.number}>{firstNumber + index}</td>
                <th scope="row" className={styles.name}>
                  {shown(registration.name)}
                </th>
                <td>{capitalised(registration.gender)}</td>
                <td className={styles.email}>
                  <Email address={registration.email} />
                </td>
                <td className={styles.nowrap}>{shown(registration.phone)}</td>
                <td>{shown(registration.country)}</td>
                <td className={styles.wide}>{shown(registration.institution)}</td>
                <td>{shown(registration.category)}</td>
                <td className={styles.code}>{shown(registration.refCode)}</td>
                <td>
                  <RegisteredOn iso={registration.createdAt} />
                </td>
                <td className={styles.nowrap}>
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
        </table>
      </div>
    </ScrollCues>
  );
}
