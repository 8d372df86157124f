import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ASSISTANT_TEXT, type AskAssistantResponse, type Passage } from '@atelier/contract/assistant';
import {
  COURSE_ERRORS,
  chapterKey,
  courseBodySchema,
  type Course,
  type CourseInput,
} from '@atelier/contract/courses';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOSTILE_VALUES, signIn, useTestApp, type SignedIn, type TestContext } from '../../../test/helpers';
import { createCourse } from '../courses/course-fixtures';
import { flushSearchIndexes, questionLexemes } from './assistant.store';
import { lexemesNeeded, significantLexemes } from './passages';
import { expectRefusal } from '../../../test/refusals';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const PUBLIC_URL = 'http://atelier.test';

/** A course whose first chapter shows a lesson page the app serves (bim-what-is-bim.html). */
function siteCourse(): CourseInput {
  return {
    title: 'Site Planning for Small Houses',
    description: 'Survey a plot, read its ground and place a small house where the land allows.',
    coverImage: 'https://cdn.example.test/covers/site.svg',
    sections: [
      {
        name: 'Reading',
        chapters: [
          {
            name: 'Reading the Site',
            description: 'What a site tells you before you draw.',
            content: `${PUBLIC_URL}/lessons/bim-what-is-bim.html`,
            summary: 'Contours, sun and access come first when you read a site.',
          },
          {
            name: 'Drainage',
            description: 'Where the rain goes.',
            content: 'https://cdn.example.test/lessons/drainage.html',
            summary: 'Gravel trenches carry storm water away from the footings.',
          },
          {
            name: 'Retaining Walls',
            description: 'Holding back the ground on a slope.',
            content: 'https://cdn.example.test/lessons/walls.html',
            summary: 'Gravel trenches carry storm water away from the footings.',
          },
        ],
      },
    ],
  };
}

const chapterOf = (course: Course, n: number) => course.sections[0]!.chapters[n]!;
const keyOf = (course: Course, n: number) => chapterKey(course._id, chapterOf(course, n).name);
const linkOf = (course: Course, n: number, tab: string) =>
  `/dashboard/student/courses/${course._id}?chapter=${chapterOf(course, n)._id}&tab=${tab}`;
const marked = (p: Passage) => p.segments.filter((s) => s.match).map((s) => s.text.toLowerCase());
const excerpt = (p: Passage) => p.segments.map((s) => s.text).join('');

async function setup(ctx: TestContext) {
  const course = await createCourse(ctx, siteCourse());
  const student = await signIn(ctx, 'student', { name: 'Asha' });
  const ask = (who: SignedIn, payload: unknown, courseId = course._id) =>
    who.inject({ method: 'POST', url: `/api/courses/${courseId}/ask`, payload: payload as object });
  const answered = async (who: SignedIn, question: string, chapterId?: string) => {
    const res = await ask(who, { question, chapterId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AskAssistantResponse;
  };
  const postQuestion = async (who: SignedIn, question: string, n = 1) => {
    const res = await who.inject({
      method: 'POST',
      url: '/api/qna',
      payload: { courseId: course._id, chapterId: keyOf(course, n), question },
    });
    expect(res.statusCode).toBe(201);
    return res.json().question._id as string;
  };
  const postAnswer = async (who: SignedIn, questionId: string, answer: string) => {
    const res = await who.inject({ method: 'POST', url: '/api/qna/answer', payload: { questionId, answer } });
    expect(res.statusCode).toBe(201);
  };
  return { course, student, ask, answered, postQuestion, postAnswer };
}

describe('POST /api/courses/:courseId/ask', () => {
  const ctx = useTestApp();

  it('answers a question a chapter summary covers with that passage first, marked, linking to its Summary tab', async () => {
    const { course, student, answered } = await setup(ctx);
    const res = await answered(student, 'Which come first when reading a site: contours, sun or access?');
    expect(res.found).toBe(true);
    expect(res.message).toBe(ASSISTANT_TEXT.found);
    expect(res.answer).toBeNull();
    const [first] = res.passages;
    expect(first).toMatchObject({
      source: 'summary',
      title: 'Reading the Site',
      chapterId: keyOf(course, 0),
      questionId: null,
      link: linkOf(course, 0, 'summary'),
    });
    expect(excerpt(first!)).toMatch(/^Contours, sun and access come first when you read a site/);
    expect(marked(first!)).toEqual(expect.arrayContaining(['contours', 'sun', 'access', 'come', 'first']));
    expect(res.passages.length).toBeLessThanOrEqual(3);
  });

  it('finds the text of the lesson page a chapter shows, linking to the chapter', async () => {
    const { course, student, answered } = await setup(ctx);
    const res = await answered(student, 'Is the building designed once as a model of real elements?');
    const lesson = res.passages.find((p) => p.source === 'lesson');
    expect(lesson).toMatchObject({
      title: 'Reading the Site',
      chapterId: keyOf(course, 0),
      link: linkOf(course, 0, 'overview'),
    });
    expect(res.passages[0]!.source).toBe('lesson');
    expect(marked(lesson!)).toEqual(expect.arrayContaining(['designed', 'model', 'real', 'elements']));
  });

  it("searches the course's own title and description", async () => {
    const { course, student, answered } = await setup(ctx);
    const res = await answered(student, 'How do I survey a plot?');
    const passage = res.passages.find((p) => p.source === 'course');
    expect(passage).toMatchObject({
      title: 'Site Planning for Small Houses',
      chapterId: null,
      link: `/dashboard/student/courses/${course._id}`,
    });
    expect(marked(passage!)).toEqual(expect.arrayContaining(['survey', 'plot']));
  });

  it('answers from an answered Q&A thread, linking to the Q & A tab of its chapter', async () => {
    const { course, student, answered, postQuestion, postAnswer } = await setup(ctx);
    const admin = await signIn(ctx, 'admin');
    const questionId = await postQuestion(student, 'How deep should a soakaway pit be?');
    await postAnswer(admin, questionId, 'Dig it about 1.5 metres deep, five metres from the house.');
    const res = await answered(student, 'How deep must the soakaway be dug?');
    expect(res.passages[0]).toMatchObject({
      source: 'qna',
      title: 'How deep should a soakaway pit be?',
      chapterId: keyOf(course, 1),
      questionId,
      link: linkOf(course, 1, 'qna'),
    });
    expect(excerpt(res.passages[0]!)).toMatch(/about 1\.5 metres deep, five metres from the house/);
    expect(marked(res.passages[0]!)).toEqual(['deep']);
  });

  it('leaves unanswered questions out, and finds one the moment it is answered', async () => {
    const { student, answered, postQuestion, postAnswer } = await setup(ctx);
    const questionId = await postQuestion(student, 'What does a percolation test measure?');
    const before = await answered(student, 'What does a percolation test measure?');
    expect(before).toEqual({ answer: null, passages: [], found: false, message: ASSISTANT_TEXT.notFound });
    await postAnswer(student, questionId, 'How fast water soaks into the ground, in minutes per centimetre.');
    const after = await answered(student, 'What does a percolation test measure?');
    expect(after.found).toBe(true);
    expect(after.passages[0]).toMatchObject({ source: 'qna', questionId });
    // Moving the indexes' pending entries in (at start, then every few minutes) changes no answer.
    await flushSearchIndexes(ctx.database.db);
    expect(await answered(student, 'What does a percolation test measure?')).toEqual(after);
  });

  it('says plainly when the course does not cover the question', async () => {
    const { student, answered } = await setup(ctx);
    for (const question of ['Which wood glue suits oak furniture joints?', 'What is it?', '!!!']) {
      expect(await answered(student, question)).toEqual({
        answer: null,
        passages: [],
        found: false,
        message: ASSISTANT_TEXT.notFound,
      });
    }
  });

  it('needs enough of the question in one passage: one shared word of the subject is not an answer', async () => {
    const { course, student, answered } = await setup(ctx);
    const notFound = { answer: null, passages: [], found: false, message: ASSISTANT_TEXT.notFound };
    // "Reading the Site: What a site tells you before you draw." shares "tell" and "site" with
    // these, and nothing of what they ask about.
    for (const question of [
      'Tell me about glue on a site',
      'Can you explain which site glue to use?',
      'Which oak glue suits furniture joints on a site?',
    ])
      expect(await answered(student, question), question).toEqual(notFound);

    // The words of asking do not count against a question whose subject the course covers.
    const res = await answered(student, 'Please tell me about contours and sun on a site');
    expect(res.found).toBe(true);
    expect(res.passages[0]).toMatchObject({ source: 'summary', link: linkOf(course, 0, 'summary') });
    expect(marked(res.passages[0]!)).toEqual(expect.arrayContaining(['contours', 'sun', 'site']));
    expect((await answered(student, 'Gravel trenches?')).found).toBe(true);
  });

  it('counts only the words of the subject, both of a two-word question, two thirds of a longer one', async () => {
    const lexemes = await questionLexemes(
      ctx.database.db,
      'Please tell me, explain and describe using an example: which glue must I use?',
    );
    expect(significantLexemes(lexemes)).toEqual(['glue']);
    // A question made only of words of asking is searched as it is.
    expect(significantLexemes(['tell', 'explain'])).toEqual(['tell', 'explain']);
    expect([1, 2, 3, 4, 5, 6, 9].map(lexemesNeeded)).toEqual([1, 2, 2, 3, 4, 4, 6]);
  });

  it('finds an edited chapter summary at once', async () => {
    const { course, student, answered } = await setup(ctx);
    const question = 'Which way should photovoltaic panels face?';
    expect((await answered(student, question)).found).toBe(false);
    const admin = await signIn(ctx, 'admin');
    const body = courseBodySchema.parse(siteCourse());
    body.sections[0]!.chapters[1]!.summary = 'Photovoltaic panels should face south, tilted at the latitude.';
    body.sections[0]!.chapters[1]!._id = chapterOf(course, 1)._id;
    const put = await admin.inject({ method: 'PUT', url: `/api/courses/${course._id}`, payload: body });
    expect(put.statusCode).toBe(200);
    const res = await answered(student, question);
    expect(res.passages[0]).toMatchObject({ source: 'summary', link: linkOf(course, 1, 'summary') });
    expect(marked(res.passages[0]!)).toEqual(expect.arrayContaining(['photovoltaic', 'panels', 'face']));
  });

  it('prefers the chapter being read among equal passages', async () => {
    const { course, student, answered } = await setup(ctx);
    const question = 'Do gravel trenches carry storm water?';
    const inDrainage = await answered(student, question, keyOf(course, 1));
    expect(inDrainage.passages.slice(0, 2).map((p) => p.chapterId)).toEqual([
      keyOf(course, 1),
      keyOf(course, 2),
    ]);
    const inWalls = await answered(student, question, keyOf(course, 2));
    expect(inWalls.passages.slice(0, 2).map((p) => p.chapterId)).toEqual([
      keyOf(course, 2),
      keyOf(course, 1),
    ]);
  });

  it('takes anything typed as words, never as query syntax, and never sends markup', async () => {
    const { student, answered, postQuestion, postAnswer } = await setup(ctx);
    const questionId = await postQuestion(student, 'Is <b>sandstone</b> a good \u0001plinth\u0002 stone?');
    await postAnswer(student, questionId, 'Sandstone <i>plinths</i> weather slowly; seal them.');
    for (const question of [
      "contours') | !(sun & access:* <-> ",
      '\\ \' " ; -- /* */ % _',
      '<script>alert(1)</script>',
    ]) {
      expect((await answered(student, question)).message).toBeTypeOf('string');
    }
    const res = await answered(student, 'Do sandstone plinths weather?');
    const thread = res.passages[0]!;
    expect(thread.source).toBe('qna');
    const text = thread.segments.map((s) => s.text).join('');
    expect(text.includes('\u0001') || text.includes('\u0002')).toBe(false);
    expect(thread.title).toBe('Is <b>sandstone</b> a good plinth stone?');
    expect(marked(thread)).toEqual(expect.arrayContaining(['sandstone', 'plinths', 'weather']));
  });

  it('lets an admin ask in a locked course and refuses a student with the spec message', async () => {
    const { course, student, ask } = await setup(ctx);
    await ctx.database.db.execute(sql`UPDATE courses SET locked = true WHERE id = ${course._id}`);
    const res = await ask(student, { question: 'Which come first: contours or sun?' });
    expectRefusal(res, COURSE_ERRORS.locked);
    const admin = await signIn(ctx, 'admin');
    expect((await ask(admin, { question: 'Which come first: contours or sun?' })).json().found).toBe(true);
  });

  it('answers 404 for an unknown course or chapter', async () => {
    const { course, student, ask } = await setup(ctx);
    const unknownCourse = await ask(student, { question: 'Contours?' }, UNKNOWN_ID);
    expectRefusal(unknownCourse, COURSE_ERRORS.notFound);
    const unknownChapter = await ask(student, { question: 'Contours?', chapterId: `${course._id}_Nowhere` });
    expectRefusal(unknownChapter, COURSE_ERRORS.chapterNotFound);
  });

  it('refuses smartLABS members with 403 and callers without a token with 401', async () => {
    const { course, ask } = await setup(ctx);
    const member = await signIn(ctx, 'smartLABS');
    expect((await ask(member, { question: 'Contours?' })).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/courses/${course._id}/ask`,
      payload: { question: 'Contours?' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses empty, over-long and malformed questions and ids with 400', async () => {
    const { course, student, ask } = await setup(ctx);
    const bad: unknown[] = [
      {},
      { question: '' },
      { question: '   \n ' },
      { question: 'a'.repeat(501) },
      ...HOSTILE_VALUES.map((question) => ({ question })),
      ...HOSTILE_VALUES.filter((v) => typeof v !== 'string' || v.length > 300 || v.includes('\u0000')).map(
        (chapterId) => ({ question: 'Contours?', chapterId }),
      ),
    ];
    for (const payload of bad) {
      const res = await ask(student, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    expect((await ask(student, { question: 'Contours?' }, 'not-an-id')).statusCode).toBe(400);
    expect((await ask(student, { question: ` ${'contours '.repeat(55).slice(0, 500)} ` })).statusCode).toBe(
      200,
    );
    expect(course._id).toBeTruthy();
  });

  it('refuses the 21st question within a minute with 429', async () => {
    const { student, ask } = await setup(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await ask(student, { question: `Contours ${i}?` })).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
    const other = await signIn(ctx, 'student');
    expect((await ask(other, { question: 'Contours?' })).statusCode).toBe(200);
  });

  it('sends nothing anywhere when no model is configured', async () => {
    const { student, answered } = await setup(ctx);
    const outbound = vi.spyOn(globalThis, 'fetch');
    try {
      const res = await answered(student, 'Which come first when reading a site: contours, sun or access?');
      expect(res.found).toBe(true);
      expect(res.answer).toBeNull();
      expect(outbound).not.toHaveBeenCalled();
    } finally {
      outbound.mockRestore();
    }
  });
});

/** A small OpenAI-compatible server: answers, hangs past the timeout or fails, as `mode` says. */
function modelServer() {
  const state = {
    mode: 'answer' as 'answer' | 'hang' | 'fail',
    requests: [] as { path: string; authorization: string | undefined; body: unknown }[],
    url: '',
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { messages: { role: string; content: string }[] };
      state.requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      if (req.url !== '/v1/chat/completions' || req.headers.authorization !== 'Bearer test-key') {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"bad key"}');
        return;
      }
      if (state.mode === 'hang') return;
      if (state.mode === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"overloaded"}');
        return;
      }
      const prompt = body.messages.map((m) => m.content).join('\n');
      const content = prompt.includes('Contours, sun and access come first')
        ? 'Contours, sun and access come first [1].'
        : 'I do not know.';
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
    });
  });
  return { state, server };
}

describe('POST /api/courses/:courseId/ask with a model (AI_API_URL)', () => {
  const env: Record<string, string> = {};
  const ctx = useTestApp(env);
  const model = modelServer();
  beforeAll(async () => {
    await new Promise<void>((resolve) => model.server.listen(0, '127.0.0.1', resolve));
    const { port } = model.server.address() as AddressInfo;
    Object.assign(env, {
      AI_API_URL: `http://127.0.0.1:${port}/v1`,
      AI_API_KEY: 'test-key',
      AI_TIMEOUT_MS: '300',
    });
  });
  afterAll(async () => {
    model.server.closeAllConnections();
    await new Promise((resolve) => model.server.close(resolve));
  });
  const question = 'Which come first when reading a site: contours, sun or access?';

  it("answers with the model's text, the passages as its only context and citations", async () => {
    model.state.mode = 'answer';
    model.state.requests = [];
    const { student, answered } = await setup(ctx);
    const res = await answered(student, question);
    expect(res.answer).toBe('Contours, sun and access come first [1].');
    expect(res.passages[0]).toMatchObject({ source: 'summary', title: 'Reading the Site' });
    expect(model.state.requests).toHaveLength(1);
    const sent = model.state.requests[0]!.body as {
      model: string;
      messages: { role: string; content: string }[];
    };
    expect(sent.model).toBe('gpt-4o-mini');
    expect(sent.messages[0]!.role).toBe('system');
    expect(sent.messages[0]!.content).toMatch(/only the numbered passages/);
    expect(sent.messages[1]!.content).toContain(
      '[1] chapter summary "Reading the Site": Contours, sun and access',
    );
    expect(sent.messages[1]!.content).toContain(`Question: ${question}`);
  });

  it('answers with the passages alone when the model does not answer in time', async () => {
    model.state.mode = 'hang';
    const { student, answered } = await setup(ctx);
    const started = Date.now();
    const res = await answered(student, question);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(res.answer).toBeNull();
    expect(res.found).toBe(true);
    expect(res.passages[0]!.source).toBe('summary');
  });

  it('answers with the passages alone when the model fails', async () => {
    model.state.mode = 'fail';
    const { student, answered } = await setup(ctx);
    const res = await answered(student, question);
    expect(res).toMatchObject({ answer: null, found: true, message: ASSISTANT_TEXT.found });
    expect(res.passages[0]!.source).toBe('summary');
  });

  it('asks the model nothing when the course has nothing to say', async () => {
    model.state.mode = 'answer';
    model.state.requests = [];
    const { student, answered } = await setup(ctx);
    expect((await answered(student, 'Which wood glue suits oak furniture joints?')).found).toBe(false);
    expect(model.state.requests).toEqual([]);
  });
});
