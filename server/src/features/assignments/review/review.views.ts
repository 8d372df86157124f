import type { ModelCheck } from '@atelier/contract/models';
import type { Pin, ReviewFile, TaskReview } from '@atelier/contract/reviews';
import type { FastifyInstance } from 'fastify';
import type { SpecInfo } from '../models/models.store';
import { modelView } from '../models/models.views';
import type { CommentRow, FileRow, PinRow, RevisionRow, TaskModelRow } from './review.store';

type Link = (key: string) => string;

/** Signs file links for one answer (links of one window are the same, so an unchanged review answers 304). */
export const reviewLinks = (app: FastifyInstance): Promise<Link> => app.fileLinks.signer();

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The task's models by id, each as the review shows it. */
export type ModelChecks = ReadonlyMap<string, ModelCheck>;

export function fileView(link: Link, row: FileRow, models: ModelChecks = new Map()): ReviewFile {
  const url = link(row.key);
  return {
    id: row.id,
    kind: row.kind,
    url,
    previewUrl: row.previewKey ? link(row.previewKey) : url,
    pages: row.pages,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    position: row.position + 1,
    name: row.name,
    model: row.kind === 'model' && row.modelId ? (models.get(row.modelId) ?? null) : null,
  };
}

export function pinView(link: Link, row: PinRow, comments: readonly CommentRow[]): Pin {
  return {
    id: row.id,
    number: row.number,
    revision: row.revision,
    fileId: row.fileId,
    page: row.page,
    x: row.x,
    y: row.y,
    w: row.w,
    h: row.h,
    globalId: row.globalId,
    camera: row.camera,
    snapshotUrl: row.snapshotKey ? link(row.snapshotKey) : null,
    status: row.status,
    resolvedAt: iso(row.resolvedAt),
    resolutionNote: row.resolutionNote,
    comments: comments
      .filter((c) => c.pinId === row.id)
      .map((c) => ({
        id: c.id,
        // A comment of an account that was deleted keeps its words, without a name.
        author: c.author ?? { _id: '', name: 'Former member', role: '' },
        body: c.body,
        createdAt: c.createdAt.toISOString(),
      })),
  };
}

export function taskReviewView(
  link: Link,
  data: {
    submissionId: string;
    taskNumber: number;
    assignmentId: string;
    member: { _id: string; name: string };
    current: number;
    revisions: RevisionRow[];
    files: FileRow[];
    pins: PinRow[];
    comments: CommentRow[];
    models: TaskModelRow[];
    spec: SpecInfo | undefined;
  },
): TaskReview {
  const models: ModelChecks = new Map(data.models.map((m) => [m.id, modelView(link, m, data.spec)]));
  return {
    submissionId: data.submissionId,
    assignmentId: data.assignmentId,
    taskNumber: data.taskNumber,
    member: data.member,
    current: data.current,
    revisions: data.revisions.map((r) => ({
      revision: r.revision,
      submittedAt: r.submittedAt.toISOString(),
      status: r.status,
      feedback: r.feedback,
      reviewedAt: iso(r.reviewedAt),
      files: data.files.filter((f) => f.revision === r.revision).map((f) => fileView(link, f, models)),
    })),
    pins: data.pins.map((p) => pinView(link, p, data.comments)),
  };
}
