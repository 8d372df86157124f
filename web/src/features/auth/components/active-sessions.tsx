import type { ActiveSession } from '@atelier/contract/auth';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { TitledCard } from '../../../components/ui/card';
import { useSession } from '../../../lib/session/session-context';
import { toastError } from '../../../lib/error-toast';
import { useActiveSessions, useEndOtherSessions, useEndSession } from '../api/sessions';
import { SESSION_UI_TEXT } from '../messages';
import styles from './active-sessions.module.css';
import { formatDateTime, formatRelative } from '../../../lib/dates';

function LastUsed({ at }: { at: string }) {
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {formatRelative(at)}
    </time>
  );
}

function SessionItem({
  session,
  onEnd,
  ending,
}: {
  session: ActiveSession;
  onEnd: (session: ActiveSession) => void;
  ending: boolean;
}) {
  const headingId = `session-${session.id}`;
  return (
    <li className={styles.item}>
      <div className={styles.details}>
        <p className={styles.device} id={headingId}>
          {session.device}
          {session.current && <span className={styles.here}>{SESSION_UI_TEXT.thisDevice}</span>}
        </p>
        <p className={styles.meta}>
          {session.ip || SESSION_UI_TEXT.unknownAddress} · {SESSION_UI_TEXT.lastUsed}{' '}
          <LastUsed at={session.lastUsedAt} />
        </p>
        {session.userAgent && (
          <p className={styles.agent} title={session.userAgent}>
            {session.userAgent}
          </p>
        )}
      </div>
      <Button
        variant="secondary"
        size="sm"
        loading={ending}
        onClick={() => onEnd(session)}
        aria-describedby={headingId}
      >
        {session.current ? SESSION_UI_TEXT.signOutHere : SESSION_UI_TEXT.endSession}
      </Button>
    </li>
  );
}

/**
 * Settings › Active sessions: where the account is signed in (device, address, last use), each
 * can be ended; ending this device's session signs out here.
 */
export function ActiveSessions() {
  const sessions = useActiveSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const { endLocally } = useSession();
  const navigate = useNavigate();

  const onEnd = (session: ActiveSession) => {
    end.mutate(session.id, {
      onSuccess: ({ msg }) => {
        if (session.current) {
          endLocally();
          navigate('/login', { replace: true });
          return;
        }
        toast.success(msg);
      },
      onError: (error) => toastError(error, SESSION_UI_TEXT.endFailed),
    });
  };

  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current).length;

  return (
    <TitledCard
      headingId="active-sessions-heading"
      title={SESSION_UI_TEXT.heading}
      description={SESSION_UI_TEXT.description}
    >
      {sessions.isPending ? (
        <p className={styles.status}>{SESSION_UI_TEXT.loading}</p>
      ) : sessions.isError ? (
        <p className={styles.status} role="alert">
          {SESSION_UI_TEXT.loadFailed}
        </p>
      ) : (
        <ul className={styles.list}>
          {list.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              onEnd={onEnd}
              ending={end.isPending && end.variables === session.id}
            />
          ))}
        </ul>
      )}
      {others > 0 && (
        <div className={styles.actions}>
          <Button
            variant="danger"
            loading={endOthers.isPending}
            onClick={() =>
              endOthers.mutate(undefined, {
                onSuccess: ({ msg }) => toast.success(msg),
                onError: (error) => toastError(error, SESSION_UI_TEXT.endFailed),
              })
            }
          >
            {SESSION_UI_TEXT.endOthers}
          </Button>
        </div>
      )}
    </TitledCard>
  );
}
