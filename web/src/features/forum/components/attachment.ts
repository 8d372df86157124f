import type { ForumMediaKind } from '@atelier/contract/forum';
import { FORUM_LIMITS } from '../messages';

/** What the browser says a chosen file is; the server checks the bytes again. */
export function kindOf(file: File): ForumMediaKind {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  return 'document';
}

export const tooLarge = (file: File) => file.size > FORUM_LIMITS.bytes[kindOf(file)];

/** The pickers of the new post box: what each offers in the file dialog. */
export const PICKERS = [
  { kind: 'image', label: 'Photo', accept: 'image/jpeg,image/png,image/webp,image/gif' },
  { kind: 'video', label: 'Video', accept: 'video/mp4,video/webm,video/quicktime' },
  {
    kind: 'document',
    label: 'Document',
    accept: '.pdf,.doc,.docx,.ppt,.pptx,.xls,.xlsx',
  },
] as const satisfies readonly { kind: ForumMediaKind; label: string; accept: string }[];

/** A chosen file, with a local link to show it before it is posted (none for a document). */
export interface Attachment {
  file: File;
  url?: string;
}

export function attach(file: File): Attachment {
  return kindOf(file) === 'document' ? { file } : { file, url: URL.createObjectURL(file) };
}

export function release(attachment: Attachment | null): void {
  if (attachment?.url) URL.revokeObjectURL(attachment.url);
}
