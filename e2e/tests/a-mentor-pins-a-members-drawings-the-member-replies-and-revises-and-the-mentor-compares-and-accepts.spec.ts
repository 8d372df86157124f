import fs from 'node:fs/promises';
import { ASSIGNMENT_ERRORS, ASSIGNMENT_MESSAGES } from '@atelier/contract/assignments';
import type { Pin, TaskReview } from '@atelier/contract/reviews';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/a11y';
import { api, apiLogin } from '../support/api';
import { isFocused, tabTo } from '../support/keyboard';
import { drawingSet, pdfText } from '../support/pdf';
import { png, type Rgb } from '../support/png';
import type { RunningServer } from '../support/server';
import { useStory } from '../support/story';
import { logIn, snap, toast, waitForPath } from '../support/ui';

const RUN = Date.now().toString(36).slice(-4).toUpperCase();
const CODE = `CRIT-${RUN}`;
const MANAGER = '/dashboard/admin/assignment-manager';
const LIST = '/dashboard/smartLABS/assignment';
const OTHER = {
  email: 'ravi@atelier.local',
  password: 'other-member-pass-1',
  role: 'smartLABS' as const,
  name: 'Ravi Other',
};
const SAY = {
  first: 'The stair is too narrow for two people passing.',
  second: 'Where does the rain water from this roof go?',
  box: 'Add the scale bar and the north arrow to this sheet.',
  summary: 'Good start: see the three pins, then send the set again.',
  reply: 'I widened it to 1.2 m in the new revision.',
  resolved: 'Fixed in revision 2.',
};

/** A 320×200 plan sheet of `colour` with a grid and `n` rooms, so each file (and each revision) looks different. */
const sheet = (colour: Rgb, n: number) =>
  png(320, 200, (x, y) => {
    const room = y >= 40 && y < 160 && x >= 20 && x < 20 + n * 50 && (x - 20) % 50 < 40;
    return room ? [40, 40, 60] : x % 20 === 0 || y % 20 === 0 ? [255, 255, 255] : colour;
  });
const COLOURS: Rgb[] = [
  [96, 165, 250],
  [52, 211, 153],
  [251, 191, 36],
  [248, 113, 113],
  [167, 139, 250],
];
const files = async (prefix: string, shift: number) => [
  ...COLOURS.map((colour, i) => ({
    name: `${prefix}-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: sheet(COLOURS[(i + shift) % COLOURS.length]!, i + 1 + shift),
  })),
  { name: `${prefix}-set.pdf`, mimeType: 'application/pdf', buffer: await drawingSet(prefix, 3) },
];

/** The admin's assignment: task 1 takes images and PDF drawing sets, at least five files (the spec's rule). */
async function createAssignment(server: RunningServer, token: string): Promise<string> {
  const form = new FormData();
  form.set('code', CODE);
  form.set('title', 'Studio Crit');
  form.set('brief', 'A small library for the campus: plans, sections and views.');
  form.set(
    'tasks',
    JSON.stringify([
      {
        code: 'PLANS',
        instructions: 'Send the plans as images and the drawing set as a PDF.',
        accepts: 'both',
        minFiles: 5,
      },
      { code: 'MODEL', instructions: 'Photograph the model.' },
    ]),
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

/** Picks the files on the task page, ticks the OneDrive box and sends them; resolves with the answer's status. */
async function submitFiles(page: Page, chosen: Awaited<ReturnType<typeof files>>): Promise<number> {
  await page.getByLabel('Images and PDFs', { exact: true }).setInputFiles(chosen);
  await page.getByText(`${chosen.length} files chosen`, { exact: true }).waitFor();
  await page.getByRole('checkbox', { name: 'Already Uploaded on Onedrive.' }).check();
  const [response] = await Promise.all([
    page.waitForResponse((res) => res.url().includes('/api/smartlabs/assignment/submit/')),
    page.getByRole('button', { name: 'Submit Task', exact: true }).click(),
  ]);
  return response.status();
}

/** The workspace's view of the shown file (the zoomable group) and the picture inside it, once drawn. */
async function shownFile(page: Page, name: RegExp): Promise<Locator> {
  const view = page.getByRole('group', { name });
  const picture = view.locator('img, canvas').first();
  await picture.waitFor();
  await picture.evaluate(async (element) => {
    if (element instanceof HTMLImageElement) await element.decode();
  });
  if (await view.locator('canvas').count()) await view.locator('canvas[data-drawn]').waitFor();
  return picture;
}

/** Clicks (or drags from `at` to `to`) on the picture at shares of its size, then writes the pin's comment. */
async function pinOn(
  page: Page,
  picture: Locator,
  at: [number, number],
  comment: string,
  to?: [number, number],
): Promise<void> {
  const box = (await picture.boundingBox())!;
  const point = ([x, y]: [number, number]) => [box.x + x * box.width, box.y + y * box.height] as const;
  await page.mouse.move(...point(at));
  await page.mouse.down();
  if (to) await page.mouse.move(...point(to), { steps: 8 });
  await page.mouse.up();
  const dialog = page.getByRole('dialog', { name: /^A new pin on sheet/ });
  await dialog.getByLabel('What should the member look at?').fill(comment);
  await dialog.getByRole('button', { name: 'Add the pin' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Nothing on the page is wider than the window. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `page is ${scroll}px wide in a ${client}px window`).toBeLessThanOrEqual(client);
}

const near = (value: number | null, expected: number) => Math.abs((value ?? -1) - expected) < 0.03;

describe('a mentor pins a member’s drawings; the member replies and revises; the mentor compares and accepts', () => {
  const story = useStory({ users: [OTHER] });
  const openPage = async (
    options: { phone?: boolean; viewport?: { width: number; height: number } } = {},
  ) => {
    const opened = await story.openPage(options);
    opened.context.setDefaultTimeout(20_000);
    return opened;
  };

  it(
    'pins on an image and a PDF page, a request for changes, a reply, revision 2 compared as an overlay, the pins resolved, an accept and the review PDF; another member is refused',
    { timeout: 240_000 },
    async () => {
      const { server } = story;
      const adminToken = await apiLogin(server, 'admin');
      const assignmentId = await createAssignment(server, adminToken);
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
      const reviewApi = `/api/assignment/review/${submissionId}/1`;
      const reviewOf = async () =>
        (await api<TaskReview>(server, 'GET', reviewApi, { token: adminToken })).body;

      // 1. The member sends five images and a three-page PDF drawing set.
      const member = await openPage();
      await logIn(member.page, server, 'smartLABS');
      await member.page.goto(`${server.url}${LIST}/${assignmentId}/task/1`);
      await member.page.getByRole('heading', { level: 1, name: 'PLANS' }).waitFor();
      expect(await submitFiles(member.page, await files('plans', 0))).toBe(201);
      await toast(member.page, ASSIGNMENT_MESSAGES.submitted).waitFor();

      // 2. The admin opens the review from the submissions, pins two points on an image and a box on page 2 of the PDF.
      const admin = await openPage();
      await logIn(admin.page, server, 'admin');
      await admin.page.goto(`${server.url}${MANAGER}/${assignmentId}`);
      await admin.page.getByRole('link', { name: 'Open the review of PLANS (pins, revisions)' }).click();
      await waitForPath(admin.page, `${MANAGER}/${assignmentId}/review/${submissionId}/1`);
      await admin.page.getByRole('heading', { level: 1, name: 'Review of task 1' }).waitFor();
      const strip = admin.page.getByRole('list', { name: 'Files' });
      await strip.getByRole('button', { name: 'Sheet 6 of 6: plans-set.pdf' }).waitFor();
      expect(await strip.getByRole('button').count()).toBe(6);
      await strip.getByRole('button', { name: 'Sheet 2 of 6: plans-2.png' }).click();
      await admin.page.getByRole('radio', { name: 'Pin' }).check();
      let picture = await shownFile(admin.page, /^Sheet 2 of 6: plans-2\.png\./);
      await pinOn(admin.page, picture, [0.3, 0.4], SAY.first);
      await pinOn(admin.page, picture, [0.75, 0.2], SAY.second);
      await admin.page.getByRole('button', { name: `Pin 1 on sheet 2: ${SAY.first}` }).waitFor();
      await admin.page.getByRole('button', { name: `Pin 2 on sheet 2: ${SAY.second}` }).waitFor();

      await strip.getByRole('button', { name: 'Sheet 6 of 6: plans-set.pdf' }).click();
      await shownFile(admin.page, /^Sheet 6 of 6: plans-set\.pdf, page 1 of 3\./);
      await admin.page.getByRole('button', { name: 'Next page' }).click();
      await admin.page.getByText('Page 2 of 3', { exact: true }).waitFor();
      picture = await shownFile(admin.page, /^Sheet 6 of 6: plans-set\.pdf, page 2 of 3\./);
      await admin.page.getByRole('radio', { name: 'Box' }).check();
      await pinOn(admin.page, picture, [0.1, 0.1], SAY.box, [0.5, 0.45]);
      await admin.page.getByRole('button', { name: `Pin 3 on sheet 6, page 2: ${SAY.box}` }).waitFor();
      // Stored as shares of the file or page, where the admin clicked and dragged.
      const pins = (await reviewOf()).pins;
      expect(pins.map((p) => [p.number, p.page, p.w === null ? 'point' : 'box'])).toEqual([
        [1, 1, 'point'],
        [2, 1, 'point'],
        [3, 2, 'box'],
      ]);
      const [first, second, box] = pins as [Pin, Pin, Pin];
      expect([near(first.x, 0.3), near(first.y, 0.4), near(second.x, 0.75), near(second.y, 0.2)]).toEqual([
        true,
        true,
        true,
        true,
      ]);
      expect([near(box.x, 0.1), near(box.y, 0.1), near(box.w, 0.4), near(box.h, 0.35)]).toEqual([
        true,
        true,
        true,
        true,
      ]);
      expect(await seriousViolations(admin.page, 'the review workspace')).toEqual([]);
      await snap(admin.page, 'review-pins-on-a-pdf-page-desktop', { fullPage: false });
      await admin.page.setViewportSize({ width: 768, height: 1024 });
      await strip.getByRole('button', { name: 'Sheet 2 of 6: plans-2.png' }).click();
      await shownFile(admin.page, /^Sheet 2 of 6: plans-2\.png\./);
      await expectNoSidewaysScroll(admin.page);
      await snap(admin.page, 'review-pins-on-an-image-tablet', { fullPage: false });
      // By keyboard: Tab reaches a pin on the file, the arrows go to the next, Enter opens its thread.
      const marker1 = admin.page.getByRole('button', { name: `Pin 1 on sheet 2: ${SAY.first}` });
      await admin.page.getByRole('button', { name: 'Sheet 2 of 6: plans-2.png' }).focus();
      await tabTo(admin.page, marker1);
      await admin.page.keyboard.press('ArrowRight');
      expect(
        await isFocused(admin.page.getByRole('button', { name: `Pin 2 on sheet 2: ${SAY.second}` })),
      ).toBe(true);
      await admin.page.keyboard.press('Enter');
      expect(
        await admin.page
          .getByRole('button', { name: 'Pin 2: show it on the file' })
          .getAttribute('aria-pressed'),
      ).toBe('true');
      await admin.page.setViewportSize({ width: 1280, height: 800 });

      await admin.page.getByRole('button', { name: 'Request changes', exact: true }).click();
      await admin.page.getByLabel('Summary (the 3 open pins are sent with it)').fill(SAY.summary);
      await admin.page.getByRole('button', { name: 'Request changes', exact: true }).click();
      await toast(admin.page, 'Changes requested').waitFor();

      // 3. The member sees the pins on their own files (on a phone too), replies to one and sends revision 2.
      await member.page.goto(`${server.url}${LIST}/${assignmentId}/task/1`);
      await member.page.getByText(`Changes requested: ${SAY.summary}`).waitFor();
      await member.page.getByRole('link', { name: 'See the pins on your work and reply' }).click();
      await waitForPath(member.page, `${LIST}/${assignmentId}/task/1/review`);
      const memberPins = member.page.getByRole('list', { name: 'Pins' });
      await memberPins.getByRole('button', { name: 'Pin 3: show it on the file' }).waitFor();
      expect(await memberPins.getByRole('heading', { level: 3 }).count()).toBe(3);
      await member.page.getByRole('button', { name: 'Pin 1: show it on the file' }).click();
      await member.page.getByRole('button', { name: `Pin 1 on sheet 2: ${SAY.first}` }).waitFor();
      expect(await member.page.getByRole('radio', { name: 'Pin' }).count()).toBe(0);
      const thread = memberPins.getByRole('listitem').filter({ hasText: SAY.first }).first();
      await thread.getByLabel('Reply to pin 1').fill(SAY.reply);
      await thread.getByRole('button', { name: 'Reply', exact: true }).click();
      await thread.getByText(SAY.reply).waitFor();

      const phone = await openPage({ phone: true });
      await logIn(phone.page, server, 'smartLABS');
      await phone.page.goto(`${server.url}${LIST}/${assignmentId}/task/1/review`);
      await phone.page.getByRole('list', { name: 'Pins' }).getByText(SAY.reply).waitFor();
      await shownFile(phone.page, /^Sheet 1 of 6: plans-1\.png\./);
      expect(await seriousViolations(phone.page, 'the member’s review on a phone')).toEqual([]);
      await snap(phone.page, 'review-member-reads-the-pins-phone');
      await expectNoSidewaysScroll(phone.page);

      await member.page.goto(`${server.url}${LIST}/${assignmentId}/task/1`);
      expect(await submitFiles(member.page, await files('plans-v2', 1))).toBe(201);
      await toast(member.page, ASSIGNMENT_MESSAGES.submitted).waitFor();

      // 4. The admin compares revision 1 and 2 of the image as an overlay, then page 2 of the PDF side by side.
      await admin.page.reload();
      await admin.page.getByRole('combobox', { name: 'Revision' }).waitFor();
      expect(await admin.page.getByRole('combobox', { name: 'Revision' }).inputValue()).toBe('2');
      await strip.getByRole('button', { name: 'Sheet 2 of 6: plans-v2-2.png' }).click();
      await admin.page.getByRole('button', { name: 'Compare with revision 1' }).click();
      await admin.page.getByRole('radio', { name: 'Overlay' }).check();
      for (const alt of ['Revision 1: plans-2.png', 'Revision 2: plans-v2-2.png']) {
        await admin.page.getByRole('img', { name: alt }).evaluate((img: HTMLImageElement) => img.decode());
      }
      await admin.page.getByRole('slider').fill('30');
      await admin.page.getByText('Revision 2 over Revision 1: 30 %').waitFor();
      expect(
        await admin.page.getByTestId('compare-top').evaluate((top) => getComputedStyle(top).opacity),
      ).toBe('0.3');
      await snap(admin.page, 'review-compare-overlay-desktop', { fullPage: false });
      await admin.page.getByRole('radio', { name: 'Swipe' }).check();
      await admin.page.getByRole('slider').fill('70');
      expect(await admin.page.getByTestId('compare-top').evaluate((top) => top.style.clipPath)).toBe(
        'inset(0px 0px 0px 70%)',
      );
      await admin.page.getByRole('button', { name: 'Back to the review' }).click();
      await strip.getByRole('button', { name: 'Sheet 6 of 6: plans-v2-set.pdf' }).click();
      await admin.page.getByRole('button', { name: 'Next page' }).click();
      await admin.page.getByText('Page 2 of 3', { exact: true }).waitFor();
      await admin.page.getByRole('button', { name: 'Compare with revision 1' }).click();
      for (const name of ['Revision 1: plans-set.pdf, page 2', 'Revision 2: plans-v2-set.pdf, page 2']) {
        await admin.page.locator(`canvas[aria-label="${name}"][data-drawn]`).waitFor();
      }
      await snap(admin.page, 'review-compare-pdf-pages-desktop', { fullPage: false });
      await admin.page.getByRole('button', { name: 'Back to the review' }).click();

      // 5. The pins of revision 1 are listed beside revision 2: the admin resolves each, then accepts.
      const adminPins = admin.page.getByRole('list', { name: 'Pins' });
      for (const n of [1, 2, 3]) {
        const thread = adminPins.getByRole('listitem').filter({
          has: admin.page.getByRole('button', { name: `Pin ${n} from revision 1: show it on the file` }),
        });
        await thread.getByRole('button', { name: `Resolve pin ${n}` }).click();
        if (n === 1) await thread.getByLabel('How pin 1 was settled (optional)').fill(SAY.resolved);
        const resolve = thread.getByRole('button', { name: 'Resolve', exact: true });
        if (n === 3) {
          // The last by keyboard: Enter on the focused Resolve.
          await resolve.focus();
          await admin.page.keyboard.press('Enter');
        } else await resolve.click();
        // Settled, it leaves revision 2's list (it stays on revision 1's, resolved).
        await thread.waitFor({ state: 'detached' });
      }
      await admin.page.getByRole('heading', { level: 2, name: 'Pins (0 open)' }).waitFor();
      await admin.page.getByRole('button', { name: 'Accept', exact: true }).click();
      await toast(admin.page, 'Task accepted').waitFor();
      expect((await reviewOf()).revisions.map((r) => r.status)).toEqual(['changes_requested', 'accepted']);

      // 6. The review PDF holds every comment: the pins, the reply, the summary and the resolution.
      const [download] = await Promise.all([
        admin.page.waitForEvent('download'),
        admin.page.getByRole('button', { name: 'Download the review (PDF)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const text = (await pdfText(await fs.readFile((await download.path())!)))
        .join(' ')
        .replace(/\s+/g, ' ');
      for (const said of Object.values(SAY)) expect(text).toContain(said);

      // 7. Another member is refused every route and file link of the submission.
      const other = await api<{ token: string }>(server, 'POST', '/api/auth/login', {
        body: { email: OTHER.email, password: OTHER.password, role: OTHER.role, remember: false },
      });
      const token = other.body.token;
      const review = await reviewOf();
      const fileLink = review.revisions[0]!.files[0]!.url;
      const refused = [
        await api(server, 'GET', reviewApi, { token }),
        await api(server, 'POST', `${reviewApi}/pins`, {
          token,
          body: { fileId: review.revisions[1]!.files[0]!.id, page: 1, x: 0.5, y: 0.5, comment: 'mine' },
        }),
        await api(server, 'POST', `/api/assignment/pins/${first.id}/comments`, {
          token,
          body: { comment: 'hi' },
        }),
        await api(server, 'POST', `/api/assignment/pins/${first.id}/reopen`, { token }),
        await api(server, 'GET', `/api/assignment/submission/${submissionId}/review.pdf`, { token }),
        await api(server, 'GET', fileLink.replace(/sig=[^&]+/, 'sig=guessed'), { token }),
      ];
      expect(refused.map((res) => res.status)).toEqual([403, 403, 403, 403, 403, 403]);
      expect((refused[0]!.body as { message: string }).message).toBe(
        ASSIGNMENT_ERRORS.notYourSubmission.message,
      );
      const otherPage = await openPage();
      await logIn(
        otherPage.page,
        { ...server, accounts: { ...server.accounts, smartLABS: OTHER } },
        'smartLABS',
      );
      await otherPage.page.goto(`${server.url}${MANAGER}/${assignmentId}/review/${submissionId}/1`);
      await otherPage.page.waitForURL((url) => !url.pathname.startsWith(MANAGER));
      expect((await reviewOf()).pins.flatMap((p) => p.comments.map((c) => c.body))).not.toContain('hi');

      expect([...admin.errors, ...member.errors, ...phone.errors]).toEqual([]);
      await Promise.all([admin, member, phone, otherPage].map((opened) => opened.context.close()));
    },
  );
});
