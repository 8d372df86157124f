/** The spec's exact assignment messages, the limits, and the contract's own wording (spec-2 §5, §8, §9). */
export {
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_TEXT,
  needFilesText,
} from '@atelier/contract/assignments';
import type { TaskAccepts } from '@atelier/contract/reviews';
import { ASSIGNMENT_LIMITS, ASSIGNMENT_TEXT } from '@atelier/contract/assignments';

/** Bytes of one PDF sheet set (REVIEW_LIMITS.pdfBytes). */
export const PDF_BYTES = 50 * 1024 * 1024;

/** The task form's words for what a task takes (issue 27); a task of images keeps the spec's. */
export const FILE_WORDS: Record<
  TaskAccepts,
  { label: string; accept: string; pick: (min: number) => string; notTaken: (name: string) => string }
> = {
  images: {
    label: 'Images',
    accept: 'image/*',
    pick: ASSIGNMENT_TEXT.pickImages,
    notTaken: ASSIGNMENT_TEXT.fileNotImage,
  },
  pdf: {
    label: 'PDF drawing sets',
    accept: 'application/pdf,.pdf',
    pick: (min) => `Choose at least ${min} PDF${min === 1 ? '' : 's'} of your drawings.`,
    notTaken: (name) => `${name} is not a PDF.`,
  },
  both: {
    label: 'Images and PDFs',
    accept: 'image/*,application/pdf,.pdf',
    pick: (min) => `Choose at least ${min} files: images of your work or PDF drawing sets.`,
    notTaken: (name) => `${name} is neither an image nor a PDF.`,
  },
  model: {
    label: 'An IFC model',
    accept: '.ifc,.ifczip',
    pick: () => 'Choose your IFC model (.ifc or .ifczip).',
    notTaken: (name) => `${name} is not an IFC model.`,
  },
};

/** "6 files chosen (at least 7)": the spec's image count for a task of images, files otherwise. */
export function chosenText(count: number, min: number, accepts: TaskAccepts): string {
  if (accepts === 'images') return ASSIGNMENT_TEXT.chosenCount(count, min);
  return `${count} ${count === 1 ? 'file' : 'files'} chosen${count < min ? ` (at least ${min})` : ''}`;
}

export const pdfTooLarge = (name: string) =>
  `${name} is larger than ${PDF_BYTES / 1024 / 1024} MB (images: ${ASSIGNMENT_LIMITS.imageBytes / 1024 / 1024} MB).`;
