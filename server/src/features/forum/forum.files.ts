import {
  FORUM_ERRORS,
  FORUM_LIMITS,
  FORUM_TEXT,
  uploadFormSchema,
  type ForumMediaKind,
} from '@atelier/contract/forum';
import type { FastifyInstance } from 'fastify';
import { isKey, type FileExtension } from '../../lib/storage';
import type { UploadForm } from '../../lib/upload-forms';
import * as store from './forum.store';

/** An upload no post claims is removed with its file after this long (issue 14: a day). */
export const UNCLAIMED_UPLOAD_MS = 24 * 60 * 60 * 1000;
const FILES_PREFIX = '/api/files/';

/** What each accepted file type is, read from its bytes (lib/uploads.ts). */
export const KIND_OF: Partial<Record<FileExtension, ForumMediaKind>> = {
  jpg: 'image',
  png: 'image',
  webp: 'image',
  gif: 'image',
  mp4: 'video',
  webm: 'video',
  mov: 'video',
  pdf: 'document',
  docx: 'document',
  pptx: 'document',
  xlsx: 'document',
};
const LARGEST = Math.max(...Object.values(FORUM_LIMITS.bytes));

/** An upload is one file in a part named "file", typed by its bytes; anything else is a 400. */
const SEND_ONE_FILE = FORUM_ERRORS.noFile.message;
export const UPLOAD_FORM = {
  filePart: 'file',
  maxFiles: 1,
  fields: uploadFormSchema,
  fieldBytes: 200,
  file: {
    maxBytes: LARGEST,
    accept: Object.keys(KIND_OF) as FileExtension[],
    tooLarge: FORUM_TEXT.tooLarge('video'),
    wrongType: FORUM_TEXT.wrongFileType,
  },
  tooMany: SEND_ONE_FILE,
  tooManyStatus: 400,
  unknownPart: () => SEND_ONE_FILE,
  unreadable: 'The upload could not be read. Please send it again.',
  note:
    `Images may have up to ${FORUM_LIMITS.bytes.image / 1024 / 1024} MB, documents ` +
    `${FORUM_LIMITS.bytes.document / 1024 / 1024} MB, videos ${FORUM_LIMITS.bytes.video / 1024 / 1024} MB.`,
} satisfies UploadForm;

/** The storage key behind a link an upload answered (`/api/files/forum/…?exp=&sig=`), if it is one. */
export function uploadedKey(mediaUrl: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(mediaUrl, 'http://localhost').pathname;
  } catch {
    return undefined;
  }
  if (!pathname.startsWith(FILES_PREFIX)) return undefined;
  const key = pathname.slice(FILES_PREFIX.length);
  return key.startsWith('forum/') && isKey(key) ? key : undefined;
}

/**
 * Its files: named by a post; an upload no post claims goes after a day with the storage sweep,
 * which also takes a deleted post's file.
 */
export function defineFileKind(app: FastifyInstance): void {
  app.uploads.defineKind('forum', {
    claimed: store.postNames,
    graceMs: UNCLAIMED_UPLOAD_MS,
    release: (keys) => store.dropUnclaimedUploads(app.db, keys),
  });
}
