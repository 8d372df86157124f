import type { QuizResults } from '@atelier/contract/quizzes';
import { cell, DataTable, EmailAddress, When } from '../../../components/ui/data-table';
import { DataTableHead } from '../../../components/ui/table-parts';
import styles from './results.module.css';

/** Every submitted attempt; the table scrolls sideways inside its box on a narrow screen. */
export function ResultsAttemptsTable({ results }: { results: QuizResults }) {
  return (
    <DataTable label={`Attempts at ${results.quiz.title}`} className={styles.attempts}>
      <DataTableHead
        columns={['Name', 'Email', 'Score', 'Percent', 'Submitted at', 'Timed out']}
        actions={false}
      />
      <tbody>
        {results.attempts.map((attempt) => (
          <tr key={attempt._id}>
            <th scope="row" className={cell.rowHeading}>
              {attempt.user.name}
            </th>
            <td className={cell.breakAnywhere}>
              <EmailAddress email={attempt.user.email} />
            </td>
            <td className={cell.numeric}>
              {attempt.score}/{attempt.total}
            </td>
            <td className={cell.numeric}>{attempt.percent}%</td>
            <td className={cell.nowrap}>
              <When iso={attempt.submittedAt} inline />
            </td>
            <td>{attempt.timedOut ? 'Yes' : 'No'}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
