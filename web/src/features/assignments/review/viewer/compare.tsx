import type { ReviewFile } from '@atelier/contract/reviews';
import { lazy, Suspense, useState } from 'react';
import { ChoiceGroup } from './choice-group';
import styles from './compare.module.css';

const PdfPicture = lazy(() => import('./pdf-picture'));

export interface CompareSide {
  file: ReviewFile;
  page: number;
  /** "Revision 1", "Revision 2". */
  label: string;
}

type Mode = 'side' | 'overlay' | 'swipe';
const MODES: [Mode, string][] = [
  ['side', 'Side by side'],
  ['overlay', 'Overlay'],
  ['swipe', 'Swipe'],
];

/** "Revision 1: plans.pdf, page 2": a side's caption and its picture's name. */
const sideName = (side: CompareSide) =>
  `${side.label}: ${side.file.name}${side.file.kind === 'pdf' ? `, page ${side.page}` : ''}`;

/** One side's file or PDF page, filling its box at its own shape. */
function Picture({ side }: { side: CompareSide }) {
  const label = sideName(side);
  if (side.file.kind === 'pdf') {
    return (
      <Suspense fallback={<span className={styles.wait}>Opening the PDF…</span>}>
        <PdfPicture url={side.file.url} page={side.page} label={label} />
      </Suspense>
    );
  }
  return <img className={styles.picture} src={side.file.previewUrl} alt={label} />;
}

/**
 * Two revisions of a file (or the same page of two PDFs): side by side, or one over the other with
 * an opacity slider, or with a swipe divider (issue 27). The sliders are range inputs: arrows move them.
 */
export function Compare({ before, after }: { before: CompareSide; after: CompareSide }) {
  const [mode, setMode] = useState<Mode>('side');
  const [opacity, setOpacity] = useState(50);
  const [swipe, setSwipe] = useState(50);
  return (
    <div className={styles.compare}>
      <ChoiceGroup legend="Compare" options={MODES} value={mode} onChange={setMode} />
      {mode === 'side' ? (
        <div className={styles.sideBySide}>
          {[before, after].map((side) => (
            <figure key={side.label} className={styles.pane}>
              <Picture side={side} />
              <figcaption>{sideName(side)}</figcaption>
            </figure>
          ))}
        </div>
      ) : (
        <>
          <div className={styles.stack}>
            <div className={styles.layer}>
              <Picture side={before} />
            </div>
            <div
              className={styles.layer}
              style={mode === 'overlay' ? { opacity: opacity / 100 } : { clipPath: `inset(0 0 0 ${swipe}%)` }}
              data-testid="compare-top"
            >
              <Picture side={after} />
            </div>
            {mode === 'swipe' && (
              <div className={styles.divider} style={{ left: `${swipe}%` }} aria-hidden="true" />
            )}
          </div>
          <label className={styles.slider}>
            {mode === 'overlay'
              ? `${after.label} over ${before.label}: ${opacity} %`
              : `Divider at ${swipe} %`}
            <input
              type="range"
              min={0}
              max={100}
              value={mode === 'overlay' ? opacity : swipe}
              onChange={(event) => (mode === 'overlay' ? setOpacity : setSwipe)(Number(event.target.value))}
            />
          </label>
        </>
      )}
    </div>
  );
}
