import type { Passage } from '@atelier/contract/assistant';
import { z } from 'zod';
import type { Config } from '../../config';

type AiConfig = NonNullable<Config['ai']>;

/** The longest answer passed on; a model that rambles is cut, not trusted with more. */
const ANSWER_MAX = 4000;

export const SYSTEM_PROMPT =
  "You answer a student's question about an online course. Use only the numbered passages from the " +
  'course that follow, never other knowledge. Cite the passages you use as [1], [2] or [3]. If the ' +
  "passages do not answer the question, say that you don't know. Answer in at most five sentences.";

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** The chat-completions address: AI_API_URL as given when it names one, else below it (…/v1). */
export function completionsUrl(base: string): string {
  return /\/chat\/completions\/?$/.test(base) ? base : `${base.replace(/\/+$/, '')}/chat/completions`;
}

const SOURCE_NAMES: Record<Passage['source'], string> = {
  chapter: 'chapter',
  summary: 'chapter summary',
  lesson: 'lesson',
  qna: 'Q&A thread',
  course: 'course description',
};

/** The user message: the numbered passages, then the question. */
export function promptFor(question: string, passages: Passage[]): string {
  const numbered = passages.map(
    (p, i) => `[${i + 1}] ${SOURCE_NAMES[p.source]} "${p.title}": ${p.segments.map((s) => s.text).join('')}`,
  );
  return `Passages:\n${numbered.join('\n')}\n\nQuestion: ${question}`;
}

/**
 * Asks the configured model to answer from the passages alone. Resolves with its answer, or
 * null on a timeout, an error status or an answer it cannot read (the reason goes to `warn`):
 * the student then gets the passages without it.
 */
export async function writeAnswer(
  ai: AiConfig,
  question: string,
  passages: Passage[],
  warn: (reason: string) => void,
): Promise<string | null> {
  try {
    const res = await fetch(completionsUrl(ai.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${ai.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        model: ai.model,
        temperature: 0.2,
        max_tokens: 400,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: promptFor(question, passages) },
        ],
      }),
      signal: AbortSignal.timeout(ai.timeoutMs),
    });
    if (!res.ok) {
      await res.body?.cancel();
      warn(`the model answered ${res.status}`);
      return null;
    }
    const parsed = completionSchema.safeParse(await res.json());
    const content = parsed.success ? parsed.data.choices[0]!.message.content.trim() : '';
    if (!content) {
      warn('the model sent no answer it could read');
      return null;
    }
    return content.length > ANSWER_MAX ? `${content.slice(0, ANSWER_MAX - 1)}…` : content;
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    warn(
      timedOut
        ? `the model did not answer within ${ai.timeoutMs} ms`
        : `the model could not be reached: ${String(err)}`,
    );
    return null;
  }
}
