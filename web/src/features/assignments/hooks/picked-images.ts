import { useCallback, useEffect, useRef, useState } from 'react';
import type { TaskAccepts } from '@atelier/contract/reviews';
import { ASSIGNMENT_LIMITS, ASSIGNMENT_TEXT, FILE_WORDS, PDF_BYTES, pdfTooLarge } from '../messages';

/** A chosen image with a local link to show it before it is sent. */
export interface PickedImage {
  id: string;
  file: File;
  url: string;
}

export const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/**
 * Why a chosen file cannot be sent to a task taking `accepts`, as far as the browser can tell (the
 * server reads the bytes again).
 */
export function fileProblem(file: File, accepts: TaskAccepts = 'images'): string | undefined {
  const pdf = isPdf(file);
  const image = !pdf && file.type.startsWith('image/');
  const taken = accepts === 'both' ? pdf || image : accepts === 'pdf' ? pdf : image;
  if (!taken) return FILE_WORDS[accepts].notTaken(file.name);
  if (pdf && file.size > PDF_BYTES) return pdfTooLarge(file.name);
  if (image && file.size > ASSIGNMENT_LIMITS.imageBytes) return ASSIGNMENT_TEXT.fileTooLarge(file.name);
  return undefined;
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

let nextId = 0;

/**
 * A list of chosen images, each with an object URL made when it is chosen and revoked when it is
 * removed, replaced or the screen goes. `add` keeps up to `max`, skips a file already chosen and
 * answers the problems of the files it refused.
 */
export function usePickedImages(max: number, accepts: TaskAccepts = 'images') {
  const [images, setImages] = useState<PickedImage[]>([]);
  const current = useRef<PickedImage[]>([]);

  useEffect(() => () => current.current.forEach((image) => URL.revokeObjectURL(image.url)), []);

  const add = useCallback(
    (files: readonly File[]): string[] => {
      const problems: string[] = [];
      const kept = [...current.current];
      for (const file of files) {
        const problem = fileProblem(file, accepts);
        if (problem) problems.push(problem);
        else if (kept.some((image) => sameFile(image.file, file))) continue;
        else if (kept.length >= max) {
          problems.push(ASSIGNMENT_TEXT.tooManyFiles);
          break;
        } else kept.push({ id: `image-${nextId++}`, file, url: URL.createObjectURL(file) });
      }
      current.current = kept;
      setImages(kept);
      return problems;
    },
    [max, accepts],
  );

  const remove = useCallback((id: string) => {
    const gone = current.current.find((image) => image.id === id);
    if (gone) URL.revokeObjectURL(gone.url);
    current.current = current.current.filter((image) => image.id !== id);
    setImages(current.current);
  }, []);

  const clear = useCallback(() => {
    current.current.forEach((image) => URL.revokeObjectURL(image.url));
    current.current = [];
    setImages([]);
  }, []);

  return { images, add, remove, clear };
}
