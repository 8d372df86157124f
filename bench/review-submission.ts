// The design-review bench's data (issue 27), made through the API as a member and an admin would:
// an assignment of two tasks taking images and PDFs, one submission with the 20-page drawing set
// alone (task 1) and after an image (task 2).
import { apiLogin } from '../e2e/support/api';
import type { RunningServer } from '../e2e/support/server';
import { plainImage } from '../server/src/features/assignments/review/review-fixtures';
import { drawingSheets } from './drawing-sheets';
import type { RecordedPdf } from './review-bare';

export const REVIEW_SHEETS = 20;

export interface Submitted {
  admin: string;
  assignmentId: string;
  submissionId: string;
  pdf: Uint8Array;
}

/** A POST as a client sends it: a multipart form, or JSON. */
async function call(server: RunningServer, token: string, path: string, body: FormData | object = {}) {
  const json = !(body instanceof FormData);
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : body,
  });
  if (res.status >= 300) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** Task 1 gets the drawing set alone (its sheet 1 is the PDF); task 2 an image first, then the same PDF. */
export async function submitDrawings(server: RunningServer): Promise<Submitted> {
  const admin = await apiLogin(server, 'admin');
  const member = await apiLogin(server, 'smartLABS');
  const form = new FormData();
  form.append('code', 'BENCH27');
  form.append('title', 'Pavilion drawing set');
  form.append('brief', 'A pavilion, drawn.');
  const task = (code: string, minFiles: number) => ({
    code,
    instructions: 'Sheets.',
    accepts: 'both',
    minFiles,
  });
  form.append('tasks', JSON.stringify([task('SHEETS', 1), task('MIXED', 2)]));
  const { assignment } = (await call(server, admin, '/api/assignment/create', form)) as {
    assignment: { _id: string };
  };
  const started = await call(server, member, `/api/smartlabs/assignment/start/${assignment._id}`);
  const submissionId = started._id as string;
  const pdf = await drawingSheets('Pavilion', REVIEW_SHEETS);
  const image = await plainImage(2400, 1600);
  const parts: [number, [Uint8Array, string][]][] = [
    [1, [[pdf, 'sheets.pdf']]],
    [
      2,
      [
        [image, 'plan.png'],
        [pdf, 'sheets.pdf'],
      ],
    ],
  ];
  for (const [taskNumber, files] of parts) {
    const data = new FormData();
    data.append('uploadToDrive', 'true');
    for (const [bytes, name] of files) data.append('files', new Blob([new Uint8Array(bytes)]), name);
    await call(server, member, `/api/smartlabs/assignment/submit/${submissionId}/${taskNumber}`, data);
  }
  return { admin, assignmentId: assignment._id, submissionId, pdf };
}

export const reviewApi = (s: Submitted, task: number) => `/api/assignment/review/${s.submissionId}/${task}`;
export const reviewPage = (s: Submitted, task: number) =>
  `/dashboard/admin/assignment-manager/${s.assignmentId}/review/${s.submissionId}/${task}`;

/** The PDF as the app serves its signed link, to be served by the baseline with the same headers. */
export async function recordPdf(server: RunningServer, s: Submitted): Promise<RecordedPdf> {
  const review = (await (
    await fetch(server.url + reviewApi(s, 1), { headers: { authorization: `Bearer ${s.admin}` } })
  ).json()) as { revisions: { files: { url: string }[] }[] };
  const res = await fetch(new URL(review.revisions[0]!.files[0]!.url, server.url));
  if (res.status !== 200) throw new Error(`the PDF's link answered ${res.status}`);
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name))
      headers[name] = value;
  });
  return { body: Buffer.from(await res.arrayBuffer()), headers };
}
