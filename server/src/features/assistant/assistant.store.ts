import { ASSISTANT_LIMITS, type PassageSource } from '@atelier/contract/assistant';
import { inArray, not, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lessonTexts } from '../../db/schema/assistant';
import type { LessonText } from './lesson-files';

/** Only these reach a tsquery, so nothing a student types can change its syntax. */
const PLAIN_LEXEME = /^[\p{L}\p{N}]{2,}$/u;

/**
 * The question's distinct lexemes as PostgreSQL's English configuration makes them (stop words
 * gone, words stemmed), keeping those of letters and digits only.
 */
export async function questionLexemes(db: Executor, question: string): Promise<string[]> {
  const result = (await db.execute(
    sql`SELECT tsvector_to_array(to_tsvector('english', ${question})) AS lexemes`,
  )) as unknown as { rows: { lexemes: string[] }[] };
  return (result.rows[0]?.lexemes ?? []).filter((l) => PLAIN_LEXEME.test(l));
}

/** Headline options: control characters mark the matches, so no markup is ever produced. */
export const MARK_START = '\u0001';
export const MARK_END = '\u0002';
/** Up to this many lexemes (28 pairs), Q&A candidates must hold a pair of them. */
const PAIRED_LEXEMES = 8;
/** Candidates ranked by ts_rank_cd after the cheap first cut. */
const SHORT_LIST = 24;
const HEADLINE = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

export interface FoundPassage {
  kind: Exclude<PassageSource, 'summary'>;
  /** The chapter's record id (for links) and key (for Q&A), when the passage belongs to one. */
  chapterUuid: string | null;
  chapterName: string | null;
  chapterKey: string | null;
  questionId: string | null;
  /** The question of a thread or the course's title. */
  title: string | null;
  /** A marked excerpt: of a chapter's summary, a lesson's text, a thread's answers, the course. */
  first: string;
  /** Of a chapter's name and description (shown when its summary does not hold the match). */
  second: string | null;
}

export interface PassageSearch {
  courseId: string;
  lexemes: string[];
  /** How many of the lexemes a passage must hold to count. */
  need: number;
  /** The chapter key being read: its passages come first among equals. */
  chapterKey: string | null;
  /** The address prefix of the lesson pages the app serves, e.g. `http://localhost:3000/lessons/`. */
  lessonPrefix: string;
}

interface Ranked {
  kind: FoundPassage['kind'];
  chapter_uuid: string | null;
  chapter_name: string | null;
  chapter_key: string | null;
  question_id: string | null;
  lesson_path: string | null;
  covered: number;
  here: boolean;
  rank: number;
}

/** The chapter key of a chapter name column (contract's chapterKey, in SQL). */
const keyOf = (courseId: string, name: unknown) =>
  sql`${courseId}::text || '_' || replace(${name}, ' ', '_')`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The best passages of the course for the question's lexemes (any of them, ORed): chapters, the
 * lessons they show, the course itself and answered Q&A threads, ranked by how many of the
 * question's lexemes each holds, then the chapter being read, then ts_rank_cd; those holding fewer
 * than `need` are dropped. Candidates come from the GIN indexes; excerpts are cut for the winners
 * only, in small queries of their own (one large query cost more to plan than to run).
 */
export async function findPassages(db: Executor, search: PassageSearch): Promise<FoundPassage[]> {
  const { courseId, lexemes, need, chapterKey, lessonPrefix } = search;
  // Parameters at each use (not read from a CTE), so the planner can use the GIN indexes.
  const tq = sql`${lexemes.map((l) => `'${l}'`).join(' | ')}::tsquery`;
  // Q&A is where thousands of rows share a common word: a thread is a candidate only when its
  // question or one of its answers holds two of the words (any pair, while the pairs are few).
  const pairs = lexemes.flatMap((a, i) => lexemes.slice(i + 1).map((b) => `('${a}' & '${b}')`));
  const threadQuery = need >= 2 && lexemes.length <= PAIRED_LEXEMES ? sql`${pairs.join(' | ')}::tsquery` : tq;
  // Letters and digits only (questionLexemes), so the array literal needs no quoting.
  const lex = sql`${`{${lexemes.join(',')}}`}::text[]`;
  const ranked = rowsOf<Ranked>(
    await db.execute(sql`
    WITH cand AS (
      SELECT 'chapter' AS kind, ch.id AS chapter_uuid, ch.name AS chapter_name, ${keyOf(courseId, sql`ch.name`)} AS chapter_key,
             NULL::uuid AS question_id, NULL::text AS lesson_path, ch.search AS doc
      FROM course_chapters ch WHERE ch.course_id = ${courseId} AND ch.search @@ ${tq}
      UNION ALL
      SELECT 'lesson', ch.id, ch.name, ${keyOf(courseId, sql`ch.name`)}, NULL, l.path, l.search
      FROM course_chapters ch JOIN lesson_texts l ON l.path = substr(ch.content, ${lessonPrefix.length + 1})
      WHERE ch.course_id = ${courseId} AND starts_with(ch.content, ${lessonPrefix}) AND l.search @@ ${tq}
      UNION ALL
      SELECT 'course', NULL, NULL, NULL, NULL, NULL, c.search FROM courses c WHERE c.id = ${courseId} AND c.search @@ ${tq}
      UNION ALL
      -- A thread is its question with each of its answers (the best pair counts); unanswered ones have
      -- none. Two branches, one per GIN index (an OR across the two tables would read every pair).
      SELECT 'qna', NULL, NULL, q.chapter_id, q.id, NULL, q.search || a.search
      FROM qna_questions q JOIN qna_answers a ON a.question_id = q.id
      WHERE q.course_id = ${courseId} AND q.search @@ ${threadQuery}
      UNION ALL
      SELECT 'qna', NULL, NULL, q.chapter_id, q.id, NULL, q.search || a.search
      FROM qna_answers a JOIN qna_questions q ON q.id = a.question_id
      WHERE a.search @@ ${threadQuery} AND q.course_id = ${courseId}
    ),
    scored AS (
      SELECT cand.*, length(doc) - length(ts_delete(doc, ${lex})) AS covered,
             chapter_key IS NOT DISTINCT FROM ${chapterKey} AS here
      FROM cand
    ),
    -- ts_rank is cheap and picks a short list among thousands; ts_rank_cd orders the short list.
    short AS (
      SELECT * FROM scored WHERE covered >= ${need}
      ORDER BY covered DESC, here DESC, ts_rank(doc, ${tq}, 1) DESC LIMIT ${SHORT_LIST}
    )
    SELECT DISTINCT ON (kind, chapter_uuid, question_id)
           kind, chapter_uuid, chapter_name, chapter_key, question_id, lesson_path, covered, here,
           ts_rank_cd(doc, ${tq}, 1) AS rank
    FROM short ORDER BY kind, chapter_uuid, question_id, covered DESC, rank DESC
  `),
  );
  const order = (a: Ranked, b: Ranked) =>
    b.covered - a.covered ||
    Number(b.here) - Number(a.here) ||
    b.rank - a.rank ||
    a.kind.localeCompare(b.kind) ||
    (a.chapter_uuid ?? '').localeCompare(b.chapter_uuid ?? '') ||
    (a.question_id ?? '').localeCompare(b.question_id ?? '');
  const top = ranked.sort(order).slice(0, ASSISTANT_LIMITS.passages);
  const found: FoundPassage[] = [];
  for (const row of top) found.push(await excerpt(db, courseId, row, tq));
  return found;
}

/** The marked excerpts (and, for a thread, its question and chapter) of one ranked passage. */
async function excerpt(db: Executor, courseId: string, row: Ranked, tq: SQL): Promise<FoundPassage> {
  const clean = (text: unknown) => sql`translate(${text}, chr(1) || chr(2), '')`;
  const headline = (text: unknown) => sql`ts_headline('english', ${clean(text)}, ${tq}, ${HEADLINE})`;
  const base = {
    kind: row.kind,
    chapterUuid: row.chapter_uuid,
    chapterName: row.chapter_name,
    chapterKey: row.chapter_key,
    questionId: row.question_id,
    title: null,
    second: null,
  };
  type Excerpt = {
    first: string;
    second?: string;
    title?: string;
    chapter_uuid?: string;
    chapter_name?: string;
  };
  const one = async (query: SQL) => rowsOf<Excerpt>(await db.execute(query))[0] ?? { first: '' };
  switch (row.kind) {
    case 'chapter': {
      const r =
        await one(sql`SELECT ${headline(sql`summary`)} AS first, ${headline(sql`name || '. ' || description`)} AS second
        FROM course_chapters WHERE id = ${row.chapter_uuid}`);
      return { ...base, first: r.first, second: r.second ?? null };
    }
    case 'lesson': {
      const r = await one(
        sql`SELECT ${headline(sql`body`)} AS first FROM lesson_texts WHERE path = ${row.lesson_path}`,
      );
      return { ...base, first: r.first };
    }
    case 'course': {
      const r = await one(
        sql`SELECT title, ${headline(sql`title || '. ' || description`)} AS first FROM courses WHERE id = ${courseId}`,
      );
      return { ...base, title: r.title ?? null, first: r.first };
    }
    case 'qna': {
      const answers = sql`(SELECT string_agg(a.answer, E'\n' ORDER BY a.created_at) FROM qna_answers a WHERE a.question_id = q.id)`;
      const r = await one(sql`
        SELECT q.question AS title, ${headline(answers)} AS first, ch.id AS chapter_uuid, ch.name AS chapter_name
        FROM qna_questions q
        LEFT JOIN course_chapters ch ON ch.course_id = q.course_id AND ${keyOf(courseId, sql`ch.name`)} = q.chapter_id
        WHERE q.id = ${row.question_id}`);
      return {
        ...base,
        title: r.title ?? null,
        first: r.first,
        chapterUuid: r.chapter_uuid ?? null,
        chapterName: r.chapter_name ?? null,
      };
    }
  }
}

/**
 * Makes `lesson_texts` hold exactly the given lessons. Unchanged rows are not rewritten, so a
 * restart costs no re-indexing; several processes may run it at once (ON CONFLICT).
 */
export async function syncLessonTexts(db: Executor, lessons: LessonText[]): Promise<void> {
  if (lessons.length > 0) {
    await db
      .insert(lessonTexts)
      .values(lessons)
      .onConflictDoUpdate({
        target: lessonTexts.path,
        set: { title: sql`excluded.title`, body: sql`excluded.body`, updatedAt: sql`now()` },
        setWhere: sql`${lessonTexts.title} IS DISTINCT FROM excluded.title OR ${lessonTexts.body} IS DISTINCT FROM excluded.body`,
      });
  }
  const paths = lessons.map((l) => l.path);
  await db.delete(lessonTexts).where(paths.length > 0 ? not(inArray(lessonTexts.path, paths)) : sql`true`);
}

/** The GIN indexes the assistant searches (migration 0010). */
const SEARCH_INDEXES = [
  'courses_search_idx',
  'course_chapters_search_idx',
  'qna_questions_search_idx',
  'qna_answers_search_idx',
  'lesson_texts_search_idx',
];

/**
 * Moves the GIN indexes' pending entries into the indexes proper. A GIN index first files new rows
 * in a pending list that every search reads through, and only VACUUM (autovacuum, which the
 * embedded database does not run) or a 4 MB list moves them: 5,000 answers there double Ask's time.
 */
export async function flushSearchIndexes(db: Executor): Promise<void> {
  await db.execute(sql`
    SELECT gin_clean_pending_list(c.oid) FROM pg_class c
    WHERE c.relkind = 'i' AND c.relname IN (${sql.join(
      SEARCH_INDEXES.map((name) => sql`${name}`),
      sql`, `,
    )})`);
}
