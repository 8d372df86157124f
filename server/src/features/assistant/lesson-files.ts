import fs from 'node:fs/promises';
import path from 'node:path';
import { convert, type HtmlToTextOptions } from 'html-to-text';

export interface LessonText {
  /** The file name under the lessons folder, e.g. `bim-what-is-bim.html`. */
  path: string;
  title: string;
  body: string;
}

const TEXT_OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    // Drawings carry labels, not prose; links and images say nothing a student reads as text.
    { selector: 'svg', format: 'skip' },
    { selector: 'img', format: 'skip' },
    { selector: 'head', format: 'skip' },
    { selector: 'a', options: { ignoreHref: true } },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((h) => ({ selector: h, options: { uppercase: false } })),
  ],
};

const decode = (text: string) => convert(text, { wordwrap: false }).trim();

/** The page's first heading, else its <title>, else its file name. */
function titleOf(html: string, file: string): string {
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1];
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  const text = decode(heading ?? title ?? '');
  return text || file.replace(/\.html$/, '');
}

// The files do not change while the server runs (they ship with it): parsed once per process,
// again only when a file's modification time moves (a developer editing a lesson).
const parsed = new Map<string, { mtimeMs: number; lesson: LessonText }>();

/** The text of every `.html` page in `root`, sorted by file name. */
export async function readLessonFiles(root: string): Promise<LessonText[]> {
  let names: string[];
  try {
    names = (await fs.readdir(root)).filter((n) => n.endsWith('.html')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(root, name);
      const { mtimeMs } = await fs.stat(file);
      const known = parsed.get(file);
      if (known?.mtimeMs === mtimeMs) return known.lesson;
      const html = await fs.readFile(file, 'utf8');
      const lesson = { path: name, title: titleOf(html, name), body: convert(html, TEXT_OPTIONS).trim() };
      parsed.set(file, { mtimeMs, lesson });
      return lesson;
    }),
  );
}
