import type { RosterRow } from '@atelier/contract/rosters';
import { useState } from 'react';
import { cell, DataTable, DASH } from '../../../../components/ui/data-table';
import { SelectField } from '../../../../components/ui/field';
import { Pager } from '../../../../components/ui/pager';
import { ROSTER_TEXT, ROSTER_UI_TEXT, type RosterFilter } from '../messages';
import styles from './roster.module.css';

/** Rows a page of the table shows: a roster may hold 10,000. */
export const ROSTER_PAGE_SIZE = 50;

const FILTER_OPTIONS = Object.entries(ROSTER_UI_TEXT.filters).map(([value, label]) => ({ value, label }));

const matches: Record<RosterFilter, (row: RosterRow) => boolean> = {
  all: () => true,
  problems: (row) => row.problems.length > 0,
  existing: (row) => row.problems.length === 0 && row.existing,
};

/** What the row's check says: its problems, that it is skipped, ready, made, or its invitation failed. */
function Check({ row }: { row: RosterRow }) {
  if (row.problems.length > 0)
    return (
      <ul className={styles.problems}>
        {row.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    );
  if (row.existing || row.result === 'skipped')
    return <span className={`${styles.pill} ${styles.skip}`}>{ROSTER_TEXT.existing}</span>;
  if (row.invitation === 'failed')
    return <span className={`${styles.pill} ${styles.skip}`}>{ROSTER_UI_TEXT.inviteFailed}</span>;
  return (
    <span className={`${styles.pill} ${styles.ok}`}>
      {row.result === 'created' ? ROSTER_UI_TEXT.created : ROSTER_UI_TEXT.ok}
    </span>
  );
}

/** Every row of the roster with its check, filtered (all, with problems, skipped) and paged. */
export function RosterTable({ rows }: { rows: readonly RosterRow[] }) {
  const [filter, setFilter] = useState<RosterFilter>('all');
  const [page, setPage] = useState(1);
  const shown = rows.filter(matches[filter]);
  const pageRows = shown.slice((page - 1) * ROSTER_PAGE_SIZE, page * ROSTER_PAGE_SIZE);
  return (
    <div className={styles.tableBox}>
      <SelectField
        className={styles.filter}
        label={ROSTER_UI_TEXT.filterLabel}
        options={FILTER_OPTIONS}
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value as RosterFilter);
          setPage(1);
        }}
      />
      {shown.length === 0 ? (
        <p>{ROSTER_UI_TEXT.noRows}</p>
      ) : (
        <DataTable label="Roster rows" className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Institution</th>
              <th scope="col">Check</th>
            </tr>
          </thead>
          <tbody>
            {pageRows.map((row) => (
              <tr key={row.line} data-problems={row.problems.length > 0 || undefined}>
                <td className={`${cell.numeric} ${cell.subtle} ${styles.line}`}>{row.line}</td>
                <th scope="row" className={styles.name}>
                  {row.name || DASH}
                </th>
                <td className={`${cell.breakAnywhere} ${styles.email}`}>{row.email || DASH}</td>
                <td>{row.role || DASH}</td>
                <td>{row.institution || DASH}</td>
                <td className={styles.check}>
                  <Check row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {shown.length > ROSTER_PAGE_SIZE && (
        <Pager
          page={page}
          pageSize={ROSTER_PAGE_SIZE}
          total={shown.length}
          noun={{ one: 'row', many: 'rows' }}
          onPage={setPage}
        />
      )}
    </div>
  );
}
