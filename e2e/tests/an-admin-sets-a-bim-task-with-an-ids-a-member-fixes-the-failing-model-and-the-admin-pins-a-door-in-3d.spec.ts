import fs from 'node:fs/promises';
import path from 'node:path';
import { ASSIGNMENT_MESSAGES } from '@atelier/contract/assignments';
import type { ModelCheck, TaskModels } from '@atelier/contract/models';
import type { TaskReview } from '@atelier/contract/reviews';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { validateBcfZip } from '../../server/src/features/bim/bcf/bcf-fixtures';
// @ts-expect-error: a plain script without types, beside the fixture it writes
import { gid, tinyModel } from '../../web/src/features/bim/viewer/fixtures/make-tiny-model.mjs';
import { seriousViolations } from '../support/a11y';
import { api, apiLogin } from '../support/api';
import type { RunningServer } from '../support/server';
import { useStory } from '../support/story';
import { logIn, snap, toast } from '../support/ui';

const RUN = Date.now().toString(36).slice(-4).toUpperCase();
const CODE = `BIM-${RUN}`;
const MANAGER = '/dashboard/admin/assignment-manager';
const LIST = '/dashboard/smartLABS/assignment';
const IDS = path.resolve(import.meta.dirname, '../../server/test/bim/walls.ids');
const model = (fireRated: boolean) => ({
  name: fireRated ? 'house-fixed.ifc' : 'house.ifc',
  mimeType: 'application/octet-stream',
  buffer: Buffer.from((tinyModel as (o: object) => string)({ fireRated })),
});
const DOOR = (gid as (name: string) => string)('Door-GF-01');
const SAY = {
  pin: 'This door must open outwards: it is on the escape route.',
  summary: 'The walls pass now; turn the entrance door round (see pin 1).',
  closed: 'Door turned in revision 2.',
};

/** The admin's assignment (through the API, as the other stories make theirs): one task that takes an IFC model. */
async function createAssignment(server: RunningServer, token: string): Promise<string> {
  const form = new FormData();
  form.set('code', CODE);
  form.set('title', 'Tiny house in BIM');
  form.set('brief', 'Model the tiny house and deliver it as IFC, checked against the studio’s IDS.');
  form.set(
    'tasks',
    JSON.stringify([{ code: 'MODEL', instructions: 'Send the IFC model of the house.', accepts: 'model' }]),
  );
  const res = await fetch(`${server.url}/api/assignment/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { assignment?: { _id: string } };
  if (res.status !== 201 || !body.assignment) throw new Error(`create answered ${res.status}`);
  return body.assignment._id;
}

/** Picks the model on the task page and waits until the server has read and checked it. */
async function uploadModel(page: Page, file: ReturnType<typeof model>): Promise<void> {
  await page.getByLabel('An IFC model', { exact: true }).setInputFiles(file);
  await page
    .getByRole('heading', { name: new RegExp(file.name.replace('.', '\\.')) })
    .waitFor({ timeout: 60_000 });
  await page.getByText('Reading your model…').waitFor({ state: 'detached', timeout: 60_000 });
  await page.getByText('Checking it against the task’s IDS…').waitFor({ state: 'detached', timeout: 60_000 });
}

/** The viewer's canvas has drawn the model (its storeys are listed once the model is read). */
async function modelDrawn(page: Page, name: string): Promise<void> {
  const viewer = page.getByRole('region', { name });
  await viewer.getByRole('checkbox', { name: /^Ground floor/ }).waitFor({ timeout: 60_000 });
}

/** Pixels of the 3D view in the failure red (the canvas keeps its drawing buffer for snapshots). */
function redPixels(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[role="application"] canvas, canvas');
    if (!canvas || canvas.width === 0) return 0;
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d')!;
    context.drawImage(canvas, 0, 0);
    const pixels = context.getImageData(0, 0, copy.width, copy.height).data;
    let red = 0;
    for (let i = 0; i < pixels.length; i += 4)
      if (pixels[i]! > 140 && pixels[i + 1]! < 90 && pixels[i + 2]! < 90) red++;
    return red;
  });
}

describe('an admin sets a BIM task with an IDS; a member fixes a failing model; the admin pins a door in 3D', () => {
  const story = useStory();

  it(
    'attaches the IDS, sees the failing wall in red, submits the fixed model, pins the door, requests a change, downloads a valid BCF and accepts',
    { timeout: 300_000 },
    async () => {
      const { server } = story;
      const adminToken = await apiLogin(server, 'admin');
      const assignmentId = await createAssignment(server, adminToken);

      // 1. The admin attaches the studio's IDS to the task on the edit page; a model must pass it.
      const admin = await story.openPage();
      admin.context.setDefaultTimeout(30_000);
      await logIn(admin.page, server, 'admin');
      await admin.page.goto(`${server.url}${MANAGER}/${assignmentId}/edit`);
      const panel = admin.page.getByRole('region', { name: 'Task 1 IDS' });
      await panel.getByRole('checkbox', { name: /must pass every required specification/ }).check();
      await panel.locator('input[type="file"]').setInputFiles(IDS);
      await panel.getByText('Studio walls').waitFor();
      await panel.getByText(/3 specifications/).waitFor();

      // 2. The member uploads a model whose north wall has no fire rating: the report and the viewer say which.
      const memberToken = await apiLogin(server, 'smartLABS');
      const started = await api<{ _id: string }>(
        server,
        'POST',
        `/api/smartlabs/assignment/start/${assignmentId}`,
        {
          token: memberToken,
        },
      );
      expect(started.status).toBe(200);
      const submissionId = started.body._id;
      const member = await story.openPage({ viewport: { width: 1280, height: 900 } });
      member.context.setDefaultTimeout(30_000);
      await logIn(member.page, server, 'smartLABS');
      await member.page.goto(`${server.url}${LIST}/${assignmentId}/task/1`);
      await member.page.getByRole('heading', { level: 1, name: 'MODEL' }).waitFor();
      await uploadModel(member.page, model(false));
      await member.page
        .getByText("IfcWall 'Wall-GF-North': Pset_WallCommon.FireRating is missing", { exact: false })
        .first()
        .waitFor();
      const models = await api<TaskModels>(
        server,
        'GET',
        `/api/assignment/submission/${submissionId}/task/1/models`,
        { token: memberToken },
      );
      const failing = models.body.draft as ModelCheck;
      expect(failing.report?.status).toBe('fail');
      expect(failing.report?.specifications.map((s) => [s.name, s.status, s.failed])).toEqual([
        ['Walls have a fire rating', 'fail', 1],
        ['Walls are 300 mm wide', 'pass', 0],
        ['Every element stands on a storey', 'pass', 0],
      ]);
      expect(failing.submittable).toBe(false);
      // In 3D: the failing wall is coloured (the toolbar counts it) and marked in the storey list.
      await modelDrawn(member.page, 'Your model: house.ifc');
      const viewer = member.page.getByRole('region', { name: 'Your model: house.ifc' });
      await viewer.getByRole('checkbox', { name: 'Show failures (1)' }).waitFor();
      expect(await viewer.getByRole('checkbox', { name: 'Show failures (1)' }).isChecked()).toBe(true);
      // The ground floor's elements, folded under their count: one of them fails.
      await viewer.locator('summary', { hasText: '1 failing' }).click();
      await viewer.getByRole('button', { name: /Wall-GF-North.*fails/ }).waitFor();
      await member.page.waitForFunction(
        () => performance.getEntriesByName('model-viewer:first-frame').length > 0,
      );
      // The failing wall is drawn red (the viewer's failure colour, #c62828); unticking "Show failures" takes it away.
      await expect.poll(() => redPixels(member.page), { timeout: 20_000 }).toBeGreaterThan(200);
      await viewer.getByRole('checkbox', { name: 'Show failures (1)' }).uncheck();
      await expect.poll(() => redPixels(member.page), { timeout: 20_000 }).toBeLessThan(20);
      await viewer.getByRole('checkbox', { name: 'Show failures (1)' }).check();
      expect(await member.page.getByRole('button', { name: 'Submit Task' }).isDisabled()).toBe(true);
      expect(await seriousViolations(member.page, 'the member’s model task')).toEqual([]);
      await snap(member.page, 'bim-member-sees-the-failing-wall-desktop', { fullPage: false });
      await member.page.setViewportSize({ width: 768, height: 1024 });
      await snap(member.page, 'bim-member-sees-the-failing-wall-tablet', { fullPage: false });
      await member.page.setViewportSize({ width: 1280, height: 900 });

      // 3. The fixed model passes every specification, and the member submits it.
      await uploadModel(member.page, model(true));
      await member.page.getByText('The model passes the IDS', { exact: false }).first().waitFor();
      await member.page.getByRole('checkbox', { name: 'Already Uploaded on Onedrive.' }).check();
      const [submitted] = await Promise.all([
        member.page.waitForResponse((res) => res.url().includes('/api/smartlabs/assignment/submit/')),
        member.page.getByRole('button', { name: 'Submit Task' }).click(),
      ]);
      expect(submitted.status()).toBe(201);
      await toast(member.page, ASSIGNMENT_MESSAGES.submitted).waitFor();

      // 4. The admin opens the review, chooses the door in the storey list and pins it.
      const reviewPath = `${MANAGER}/${assignmentId}/review/${submissionId}/1`;
      await admin.page.goto(server.url + reviewPath);
      await admin.page.getByRole('heading', { level: 1, name: 'Review of task 1' }).waitFor();
      const label = /^Model of revision 1/;
      const review = admin.page.getByRole('region', { name: label });
      await review.getByRole('checkbox', { name: /^Ground floor/ }).waitFor({ timeout: 60_000 });
      await review.locator('summary').first().click();
      await review.getByRole('button', { name: /Door-GF-01/ }).click();
      await review.getByRole('button', { name: 'Pin the selected element' }).click();
      const dialog = admin.page.getByRole('dialog', { name: 'A new pin on the model' });
      await dialog.getByLabel('What should the member look at?').fill(SAY.pin);
      await dialog.getByRole('button', { name: 'Add the pin' }).click();
      await dialog.waitFor({ state: 'detached' });
      const task = await api<TaskReview>(server, 'GET', `/api/assignment/review/${submissionId}/1`, {
        token: adminToken,
      });
      expect(task.body.pins.map((p) => [p.number, p.globalId, p.status])).toEqual([[1, DOOR, 'open']]);
      expect(task.body.pins[0]?.snapshotUrl).toBeTruthy();
      expect(await seriousViolations(admin.page, 'the model in review')).toEqual([]);
      await snap(admin.page, 'bim-admin-pins-the-door-desktop', { fullPage: false });
      await admin.page.setViewportSize({ width: 768, height: 1024 });
      await snap(admin.page, 'bim-admin-pins-the-door-tablet', { fullPage: false });
      await admin.page.setViewportSize({ width: 1280, height: 900 });

      // 5. Changes requested, with the pin; the BCF download is valid against buildingSMART's schemas.
      await admin.page.getByRole('button', { name: 'Request changes' }).click();
      await admin.page.getByLabel('Summary (the open pin is sent with it)').fill(SAY.summary);
      await admin.page.getByRole('button', { name: 'Request changes' }).click();
      await toast(admin.page, 'Changes requested').waitFor();
      const [download] = await Promise.all([
        admin.page.waitForEvent('download'),
        admin.page.getByRole('button', { name: 'Download BCF (.bcfzip)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.bcfzip$/);
      const bcf = validateBcfZip(new Uint8Array(await fs.readFile((await download.path())!)));
      expect(bcf.errors).toEqual([]);
      const markups = Object.entries(bcf.files).filter(([name]) => name.endsWith('/markup.bcf'));
      expect(markups).toHaveLength(1);
      const viewpoints = Object.entries(bcf.files).filter(([name]) => name.endsWith('/viewpoint.bcfv'));
      expect(Buffer.from(viewpoints[0]![1]).toString('utf8')).toContain(`IfcGuid="${DOOR}"`);
      expect(Object.keys(bcf.files).some((name) => name.endsWith('/snapshot.png'))).toBe(true);

      // 6. The member sends the model again (revision 2); the admin closes the pin with a note and accepts.
      await member.page.goto(`${server.url}${LIST}/${assignmentId}/task/1`);
      await member.page.getByText(SAY.summary, { exact: false }).first().waitFor();
      await uploadModel(member.page, model(true));
      await member.page.getByRole('checkbox', { name: 'Already Uploaded on Onedrive.' }).check();
      await member.page.getByRole('button', { name: 'Submit Task' }).click();
      await toast(member.page, ASSIGNMENT_MESSAGES.submitted).waitFor();
      await admin.page.reload();
      await admin.page.getByRole('region', { name: /^Model of revision 2/ }).waitFor({ timeout: 60_000 });
      await admin.page.getByRole('button', { name: 'Accept', exact: true }).click();
      await admin.page.getByLabel('Close the open pin with a note').fill(SAY.closed);
      await admin.page.getByRole('button', { name: 'Accept and close them' }).click();
      await toast(admin.page, 'Task accepted').waitFor();
      const done = await api<TaskReview>(server, 'GET', `/api/assignment/review/${submissionId}/1`, {
        token: adminToken,
      });
      expect(done.body.revisions.map((r) => [r.revision, r.status, r.files[0]?.kind])).toEqual([
        [1, 'changes_requested', 'model'],
        [2, 'accepted', 'model'],
      ]);
      expect(done.body.pins.map((p) => [p.status, p.resolutionNote])).toEqual([['resolved', SAY.closed]]);
    },
  );
});
