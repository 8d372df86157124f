import { useCallback, useEffect, useRef, useState } from 'react';
import { ASSIGNMENT_LIMITS, ASSIGNMENT_TEXT } from '../messages';

/** A chosen image with a local link to show it before it is sent. */
export interface PickedImage {
  id: string;
  file: File;
  url: string;
}

/** Why a chosen file cannot be sent, as far as the browser can tell (the server checks the bytes again). */
export function imageProblem(file: File): string | undefined {
  if (!file.type.startsWith('image/')) return ASSIGNMENT_TEXT.fileNotImage(file.name);
  if (file.size > ASSIGNMENT_LIMITS.imageBytes) return ASSIGNMENT_TEXT.fileTooLarge(file.name);
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
export function usePickedImages(max: number) {
  const [images, setImages] = useState<PickedImage[]>([]);
  const current = useRef<PickedImage[]>([]);

  useEffect(() => () => current.current.forEach((image) => URL.revokeObjectURL(image.url)), []);

  const add = useCallback(
    (files: readonly File[]): string[] => {
      const problems: string[] = [];
      const kept = [...current.current];
      for (const file of files) {
        const problem = imageProblem(file);
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
    [max],
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
