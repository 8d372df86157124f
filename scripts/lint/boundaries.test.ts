import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints a file that does not exist, at a place in the tree, through the repo's own eslint.config.js:
// proves the rule is wired into `npm run lint`, not only that its table says no.
const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, {
    filePath: path.join(ROOT, file),
  });
  return result!.messages.filter((m) => m.ruleId === 'atelier/boundaries').map((m) => m.message);
}

describe('atelier/boundaries in eslint.config.js', () => {
  it('refuses a web feature importing another feature, and lets it import its own', async () => {
    const file = 'web/src/features/quizzes/pages/probe.tsx';
    expect(await boundaryErrors(file, "import { x } from '../../courses/api/get-course';")).toEqual([
      expect.stringContaining('web feature quizzes may not import feature courses'),
    ]);
    expect(await boundaryErrors(file, "import { x } from '../api/keys';")).toEqual([]);
  });

  it('lets tests and fixtures cross features and mount the app layer', async () => {
    const test = 'web/src/features/metrics/pages/probe.test.tsx';
    expect(await boundaryErrors(test, "import { x } from '../../mail/test-fixtures';")).toEqual([]);
    expect(await boundaryErrors(test, "import { x } from '../../../app/session-gate';")).toEqual([]);
    expect(
      await boundaryErrors(
        'server/src/features/qna/probe.test.ts',
        "import { x } from '../courses/course-fixtures';",
      ),
    ).toEqual([]);
  });

  it('refuses a web feature importing the app layer, and shared code importing a feature', async () => {
    expect(
      await boundaryErrors(
        'web/src/features/forum/pages/probe.tsx',
        "import { x } from '../../../app/session-gate';",
      ),
    ).toEqual([expect.stringContaining('may not import the app layer')]);
    expect(
      await boundaryErrors('web/src/components/probe.tsx', "import { x } from '../features/forum/api/keys';"),
    ).toEqual([expect.stringContaining('shared web code')]);
  });

  it('lets a server feature reach another only through its public surface', async () => {
    const file = 'server/src/features/quizzes/probe.ts';
    expect(await boundaryErrors(file, "import { x } from '../courses/course-access';")).toEqual([]);
    expect(await boundaryErrors(file, "import { x } from '../auth/auth.public';")).toEqual([]);
    expect(await boundaryErrors(file, "import { x } from '../courses/courses.store';")).toEqual([
      expect.stringContaining('server feature quizzes may not import feature courses'),
    ]);
    expect(await boundaryErrors(file, "export { x } from '../auth/sessions';")).toHaveLength(1);
  });

  it('keeps plugins and features apart (a feature may import a plugin only for its types)', async () => {
    expect(
      await boundaryErrors(
        'server/src/plugins/probe.ts',
        "import { x } from '../features/forum/forum.store';",
      ),
    ).toEqual([expect.stringContaining('a plugin may not import a feature')]);
    const feature = 'server/src/features/forum/probe.ts';
    expect(await boundaryErrors(feature, "import { x } from '../../plugins/storage';")).toEqual([
      expect.stringContaining('a feature may not import a plugin'),
    ]);
    expect(await boundaryErrors(feature, "import type { x } from '../../plugins/storage';")).toEqual([]);
  });

  it('keeps server lib/ off db/', async () => {
    expect(await boundaryErrors('server/src/lib/probe.ts', "import { x } from '../db/client';")).toEqual([
      expect.stringContaining('server lib/ may not import db/'),
    ]);
  });

  it('keeps fixtures for tests and test files unimported', async () => {
    const fixture = "import { x } from '../courses/course-fixtures';";
    expect(await boundaryErrors('server/src/features/qna/qna.routes.ts', fixture)).toEqual([
      expect.stringContaining('test fixtures are for tests only'),
    ]);
    expect(await boundaryErrors('server/src/features/qna/qna.test.ts', fixture)).toEqual([]);
    expect(
      await boundaryErrors(
        'server/src/features/qna/qna.fixtures.ts',
        "import { x } from '../../../test/helpers';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors('server/src/features/qna/more.test.ts', "import { x } from './qna.test';"),
    ).toEqual([expect.stringContaining('a test file is not a module')]);
  });
});
