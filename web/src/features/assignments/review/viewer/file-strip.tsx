import type { ReviewFile } from '@atelier/contract/reviews';
import { FileTextIcon, LayersIcon } from '../../../../components/ui/icons';
import { useRef } from 'react';
import styles from './file-strip.module.css';

/** "IFC4 model": a model by the schema it was read as ("IFC model" until it is read). */
const modelKind = (file: ReviewFile) => `${file.model?.outline?.schema ?? 'IFC'} model`;

/** "Sheet 2 of 6: plan.png", "IFC4 model · house.ifc" — how a file is named wherever it is listed. */
export const sheetName = (file: ReviewFile, count: number) =>
  file.kind === 'model'
    ? `${modelKind(file)} · ${file.name}`
    : `Sheet ${file.position} of ${count}: ${file.name || (file.kind === 'pdf' ? 'PDF' : 'image')}`;

interface FileStripProps {
  files: readonly ReviewFile[];
  currentId: string;
  onSelect: (file: ReviewFile) => void;
  /** Open pins per file id, shown on its thumbnail. */
  openPins?: ReadonlyMap<string, number>;
}

/** The revision's files as thumbnails (a PDF as a tile: no pdf.js for thumbnails); arrows, Home and End move along. */
export function FileStrip({ files, currentId, onSelect, openPins }: FileStripProps) {
  const list = useRef<HTMLUListElement>(null);
  const move = (index: number) => {
    const next = files[(index + files.length) % files.length];
    if (!next) return;
    onSelect(next);
    list.current?.querySelectorAll('button')[files.indexOf(next)]?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const to = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: -1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(to);
  };
  return (
    <ul ref={list} className={styles.strip} aria-label="Files">
      {files.map((file, index) => {
        const open = openPins?.get(file.id) ?? 0;
        const current = file.id === currentId;
        const pdfWords = `PDF · ${file.pages} ${file.pages === 1 ? 'page' : 'pages'}`;
        return (
          <li key={file.id}>
            <button
              type="button"
              className={styles.thumb}
              aria-current={current || undefined}
              tabIndex={current ? 0 : -1}
              onClick={() => onSelect(file)}
              onKeyDown={(event) => onKeyDown(event, index)}
              aria-label={`${sheetName(file, files.length)}${file.kind === 'pdf' ? `, ${pdfWords}` : ''}${open ? `, ${open} open pin${open === 1 ? '' : 's'}` : ''}`}
            >
              {file.kind === 'model' ? (
                <span className={styles.pdf}>
                  <LayersIcon aria-hidden="true" size={22} />
                  {modelKind(file)}
                </span>
              ) : file.kind === 'pdf' ? (
                <span className={styles.pdf}>
                  <FileTextIcon aria-hidden="true" size={22} />
                  {pdfWords}
                </span>
              ) : (
                <img src={file.previewUrl} alt="" loading="lazy" />
              )}
              {/* The badges draw their numbers from CSS: the name says them, and the visible text stays part of it (WCAG 2.5.3). */}
              <span className={styles.number} data-count={file.position} aria-hidden="true" />
              {open > 0 && <span className={styles.open} data-count={open} aria-hidden="true" />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
