import { viewerLink, type Passage, type Segment } from '@atelier/contract/assistant';
import { MARK_END, MARK_START, type FoundPassage } from './assistant.store';

const MARKED = new RegExp(`${MARK_START}([^${MARK_START}${MARK_END}]*)${MARK_END}`, 'g');
const TITLE_MAX = 140;

/**
 * Words of asking, not of the subject (stemmed as PostgreSQL's English configuration stems them),
 * that its stop list keeps: "Tell me about glue on a site" is about glue and site, and a passage
 * holding "tells" and "site" answers nothing of it.
 */
// prettier-ignore
const ASKING_WORDS = new Set([
  'tell', 'explain', 'describ', 'mean', 'use', 'work', 'show', 'need', 'want', 'know', 'get', 'make',
  'like', 'help', 'pleas', 'thing', 'someth', 'anyth', 'everyth', 'exampl', 'cours', 'chapter',
  'lesson', 'question', 'answer', 'learn', 'understand', 'happen', 'talk', 'say', 'find', 'give',
  'abl', 'tri', 'also', 'one', 'import', 'possibl', 'way', 'mani', 'much', 'lot', 'good', 'best',
  // Modal verbs the stop list lacks ("should" and "can" are on it).
  'must', 'would', 'could', 'might', 'may', 'shall', 'ought',
]);

/**
 * The question's significant lexemes: without the words of asking, unless that leaves none (a
 * question made only of them is searched as it is).
 */
export function significantLexemes(lexemes: readonly string[]): string[] {
  const subject = lexemes.filter((l) => !ASKING_WORDS.has(l));
  return subject.length > 0 ? subject : [...lexemes];
}

/**
 * How many of the question's distinct significant lexemes a passage must hold: all of them for a
 * short question (one or two), two thirds of a longer one and never fewer than two. One shared word
 * is a coincidence, not an answer.
 */
export function lexemesNeeded(count: number): number {
  return count <= 2 ? count : Math.max(2, Math.ceil((count * 2) / 3));
}

/** A headline with control-character marks, as text segments (whitespace collapsed). */
export function toSegments(headline: string): Segment[] {
  const segments: Segment[] = [];
  const push = (text: string, match: boolean) => {
    const flat = text.replace(/\s+/g, ' ');
    if (flat) segments.push({ text: flat, match });
  };
  let at = 0;
  for (const found of headline.matchAll(MARKED)) {
    push(headline.slice(at, found.index), false);
    push(found[1] ?? '', true);
    at = found.index + found[0].length;
  }
  push(headline.slice(at), false);
  // Stray marks (a text that held them is cleaned before, so none should remain) never reach anyone.
  const cleaned = segments
    .map((s) => ({ ...s, text: s.text.replaceAll(MARK_START, '').replaceAll(MARK_END, '') }))
    .filter((s) => s.text);
  if (cleaned[0]) cleaned[0].text = cleaned[0].text.trimStart();
  const last = cleaned.at(-1);
  if (last) last.text = last.text.trimEnd();
  return cleaned.filter((s) => s.text);
}

const matches = (segments: Segment[]) => segments.filter((s) => s.match).length;

function cut(text: string, max = TITLE_MAX): string {
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** A found passage as the student sees it: its source, title, marked excerpt and where it opens. */
export function toPassage(courseId: string, found: FoundPassage): Passage {
  const first = toSegments(found.first);
  const second = found.second === null ? [] : toSegments(found.second);
  const chapter = (tab: 'overview' | 'summary' | 'qna') =>
    found.chapterUuid ? viewerLink(courseId, { id: found.chapterUuid, tab }) : viewerLink(courseId);
  const passage = (source: Passage['source'], title: string, segments: Segment[], link: string): Passage => ({
    chapterId: found.chapterKey,
    questionId: found.questionId,
    source,
    title,
    segments,
    link,
  });
  switch (found.kind) {
    case 'chapter': {
      // The summary when it holds the match, else the chapter's name and description.
      const summary = matches(first) > 0 && matches(first) >= matches(second);
      return summary
        ? passage('summary', found.chapterName ?? '', first, chapter('summary'))
        : passage('chapter', found.chapterName ?? '', second, chapter('overview'));
    }
    case 'lesson':
      return passage('lesson', found.chapterName ?? '', first, chapter('overview'));
    case 'qna':
      // The answers, which is what the student is after (the question is the title).
      return passage('qna', cut(found.title ?? ''), first, chapter('qna'));
    case 'course':
      return passage('course', found.title ?? '', first, viewerLink(courseId));
  }
}
