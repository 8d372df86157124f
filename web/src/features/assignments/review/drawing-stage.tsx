import type { Pin, ReviewFile } from '@atelier/contract/reviews';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { NewPinDialog } from './new-pin-dialog';
import { PinLayer } from './pin-layer';
import { useAddPin, type ReviewTarget } from './review-api';
import styles from './review.module.css';
import { ChoiceGroup } from './viewer/choice-group';
import { FileView } from './viewer/file-view';
import type { Place } from './viewer/zoom';
import type { Tool } from './viewer/zoom-pan';

const TOOLS: [Tool, string][] = [
  ['move', 'Move'],
  ['point', 'Pin'],
  ['box', 'Box'],
];

interface DrawingStageProps {
  target: ReviewTarget;
  file: ReviewFile;
  page: number;
  onPage: (page: number) => void;
  /** How screen readers name the view ("Sheet 2 of 6: plan.pdf, page 3 of 4"). */
  label: string;
  /** The pins on the shown page. */
  pins: readonly Pin[];
  selectedId: string | null;
  onSelect: (pin: Pin) => void;
  /** An admin on the current revision: the Pin and Box tools. */
  editable: boolean;
}

/** An image or a PDF page with its pins, zoomable; the reviewer's tools place new pins on it. */
export function DrawingStage({
  target,
  file,
  page,
  onPage,
  label,
  pins,
  selectedId,
  onSelect,
  editable,
}: DrawingStageProps) {
  const [tool, setTool] = useState<Tool>('move');
  const [placing, setPlacing] = useState<(Required<Pick<Place, 'x' | 'y'>> & Place) | null>(null);
  const addPin = useAddPin(target);
  return (
    <>
      <section className={styles.stage} aria-label="File">
        <div className={styles.stageBar}>
          {editable && <ChoiceGroup legend="Tool" options={TOOLS} value={tool} onChange={setTool} />}
          {file.kind === 'pdf' && (
            <div className={styles.pager}>
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
                Previous page
              </Button>
              <span>
                Page {page} of {file.pages}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= file.pages}
                onClick={() => onPage(page + 1)}
              >
                Next page
              </Button>
            </div>
          )}
        </div>
        <FileView
          key={`${file.id}#${page}`}
          file={file}
          page={page}
          label={label}
          tool={editable ? tool : 'move'}
          onPoint={setPlacing}
          onBox={setPlacing}
          overlay={<PinLayer pins={pins} sheet={file.position} selectedId={selectedId} onSelect={onSelect} />}
        />
      </section>
      {placing && (
        <NewPinDialog
          title={`A new pin on sheet ${file.position}`}
          pending={addPin.isPending}
          save={(comment) => addPin.mutateAsync({ fileId: file.id, page, ...placing, comment })}
          onClose={() => setPlacing(null)}
        />
      )}
    </>
  );
}
