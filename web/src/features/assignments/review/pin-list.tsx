import type { Pin } from '@atelier/contract/reviews';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/dates';
import { useErrorToast } from '../../../lib/error-toast';
import { CommentForm } from './comment-form';
import { pinName } from './pin-layer';
import type { ReviewTarget } from './review-api';
import { usePinAction } from './review-api';
import styles from './review.module.css';

interface PinListProps {
  target: ReviewTarget;
  /** The pins to list, those of the shown file first. */
  pins: readonly Pin[];
  /** The place of each pin's file in its revision, by file id (for the names). */
  sheetOf: (pin: Pin) => number;
  selectedId: string | null;
  onSelect: (pin: Pin) => void;
  /** Admins resolve and reopen; the member reads and replies. */
  canResolve: boolean;
  /** An earlier revision is shown: it takes no new pins. */
  readOnly: boolean;
  /** The latest revision: a pin resolved on an earlier one stays resolved. */
  latest: number;
  /** A model is shown: pins are placed with the viewer's Pin tool. */
  model?: boolean;
}

/** The pins beside the file, each a thread: comments, a reply, and for admins resolve or reopen. */
export function PinList({
  target,
  pins,
  sheetOf,
  selectedId,
  onSelect,
  canResolve,
  readOnly,
  latest,
  model = false,
}: PinListProps) {
  if (pins.length === 0) {
    return (
      <p className={styles.empty}>
        {canResolve && !readOnly
          ? model
            ? 'No pins yet. Choose Pin in the viewer, then click an element.'
            : 'No pins yet. Choose Pin or Box, then click or drag on the file.'
          : 'No pins on this revision.'}
      </p>
    );
  }
  return (
    <ol className={styles.pins} aria-label="Pins">
      {pins.map((pin) => (
        <PinThread
          key={pin.id}
          target={target}
          pin={pin}
          name={pinName(pin, sheetOf(pin))}
          selected={pin.id === selectedId}
          onSelect={() => onSelect(pin)}
          canResolve={canResolve}
          past={pin.revision < latest}
        />
      ))}
    </ol>
  );
}

interface PinThreadProps {
  target: ReviewTarget;
  pin: Pin;
  name: string;
  selected: boolean;
  onSelect: () => void;
  canResolve: boolean;
  /** Put on an earlier revision: answered and settled while open, closed once resolved. */
  past: boolean;
}

function PinThread({ target, pin, name, selected, onSelect, canResolve, past }: PinThreadProps) {
  const action = usePinAction(target);
  const toast = useErrorToast('Could not save. Please try again.');
  const [resolving, setResolving] = useState(false);
  const run = (input: Parameters<typeof action.mutateAsync>[0]) =>
    action.mutateAsync(input).catch((error: unknown) => {
      toast(error);
      throw error;
    });
  const open = pin.status === 'open';
  return (
    <li className={styles.thread} data-selected={selected || undefined} data-status={pin.status}>
      <h3 className={styles.threadHead}>
        <button
          type="button"
          className={styles.threadTitle}
          onClick={onSelect}
          aria-pressed={selected}
          aria-label={`Pin ${pin.number}${past ? ` from revision ${pin.revision}` : ''}: show it ${pin.globalId ? 'in the model' : 'on the file'}`}
          title={name}
        >
          <span className={styles.pinNumber} data-count={pin.number} aria-hidden="true" />
          Pin {pin.number}
          {past && <span className={styles.from}>from revision {pin.revision}</span>}
        </button>
        <span className={styles.state}>{open ? 'Open' : 'Resolved'}</span>
      </h3>
      <ul className={styles.comments}>
        {pin.comments.map((comment) => (
          <li key={comment.id}>
            <p className={styles.commentMeta}>
              <strong>{comment.author.name}</strong> ·{' '}
              <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
            </p>
            <p className={styles.commentBody}>{comment.body}</p>
          </li>
        ))}
      </ul>
      {pin.snapshotUrl && (
        <img
          className={styles.snapshot}
          src={pin.snapshotUrl}
          alt={`Snapshot of pin ${pin.number}`}
          loading="lazy"
        />
      )}
      {!open && pin.resolutionNote && <p className={styles.note}>Resolved: {pin.resolutionNote}</p>}
      {open ? (
        <>
          <CommentForm
            label={`Reply to pin ${pin.number}`}
            submit="Reply"
            pending={action.isPending}
            onSend={(comment) => run({ pinId: pin.id, action: 'comments', body: { comment } })}
          />
          {canResolve &&
            (resolving ? (
              <CommentForm
                label={`How pin ${pin.number} was settled (optional)`}
                submit="Resolve"
                optional
                autoFocus
                pending={action.isPending}
                onCancel={() => setResolving(false)}
                onSend={(note) =>
                  run({ pinId: pin.id, action: 'resolve', body: { note } }).then(() => setResolving(false))
                }
              />
            ) : (
              <Button variant="secondary" size="sm" onClick={() => setResolving(true)}>
                Resolve pin {pin.number}
              </Button>
            ))}
        </>
      ) : (
        <p className={styles.note}>
          This pin is resolved.
          {past ? '' : canResolve ? ' Reopen it to reply.' : ' Your mentor can reopen it.'}
          {canResolve && !past && (
            <Button
              variant="secondary"
              size="sm"
              loading={action.isPending}
              onClick={() => void run({ pinId: pin.id, action: 'reopen' }).catch(() => undefined)}
            >
              Reopen pin {pin.number}
            </Button>
          )}
        </p>
      )}
    </li>
  );
}
