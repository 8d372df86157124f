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

const WEB_PAGE = 'web/src/features/quizzes/pages/probe.tsx';
const SERVER_FEATURE = 'server/src/features/quizzes/probe.ts';

/** [what, importing file, import statement, the refusal it must get]. */
const REFUSED: [string, string, string, string][] = [
  [
    'a web feature importing another',
    WEB_PAGE,
    "import { x } from '../../courses/api/get-course';",
    'web feature quizzes may not import feature courses',
  ],
  [
    'a web feature importing the app layer',
    WEB_PAGE,
    "import { x } from '../../../app/session-gate';",
    'may not import the app layer',
  ],
  [
    'shared web code importing a feature',
    'web/src/components/probe.tsx',
    "import { x } from '../features/forum/api/keys';",
    'shared web code',
  ],
  [
    'a server feature importing another',
    SERVER_FEATURE,
    "import { x } from '../courses/courses.store';",
    'server feature quizzes may not import feature courses',
  ],
  [
    "a server feature importing bim's files past its public surface",
    SERVER_FEATURE,
    "import { x } from '../bim/ids/check';",
    'server feature quizzes may not import feature bim',
  ],
  [
    'a server feature re-exporting another',
    SERVER_FEATURE,
    "export { x } from '../auth/sessions';",
    'server feature quizzes may not import feature auth',
  ],
  [
    'a plugin importing a feature',
    'server/src/plugins/probe.ts',
    "import { x } from '../features/forum/forum.store';",
    'a plugin may not import a feature',
  ],
  [
    'a feature importing a plugin',
    SERVER_FEATURE,
    "import { x } from '../../plugins/storage';",
    'a feature may not import a plugin',
  ],
  [
    'server lib/ importing db/',
    'server/src/lib/probe.ts',
    "import { x } from '../db/client';",
    'server lib/ may not import db/',
  ],
  [
    'a route importing a fixture',
    'server/src/features/qna/qna.routes.ts',
    "import { x } from '../courses/course-fixtures';",
    'test fixtures are for tests only',
  ],
  [
    'a test importing a test',
    'server/src/features/qna/more.test.ts',
    "import { x } from './qna.test';",
    'a test file is not a module',
  ],
];

/** [what, importing file, import statement]: each passes. */
const ALLOWED: [string, string, string][] = [
  ['a web feature importing itself', WEB_PAGE, "import { x } from '../api/keys';"],
  ['course access', SERVER_FEATURE, "import { x } from '../courses/course-access';"],
  ["auth's public surface", SERVER_FEATURE, "import { x } from '../auth/auth.public';"],
  ["bim's public surface", SERVER_FEATURE, "import { x } from '../bim/bim.public';"],
  ["a plugin's types", SERVER_FEATURE, "import type { x } from '../../plugins/storage';"],
  [
    "a web test another feature's fixtures",
    'web/src/features/metrics/pages/probe.test.tsx',
    "import { x } from '../../mail/test-fixtures';",
  ],
  [
    'a web test the app layer',
    'web/src/features/metrics/pages/probe.test.tsx',
    "import { x } from '../../../app/session-gate';",
  ],
  [
    "a server test another feature's fixtures",
    'server/src/features/qna/probe.test.ts',
    "import { x } from '../courses/course-fixtures';",
  ],
  [
    'a fixture the test helpers',
    'server/src/features/qna/qna.fixtures.ts',
    "import { x } from '../../../test/helpers';",
  ],
];

describe('atelier/boundaries in eslint.config.js', () => {
  it.each(REFUSED)('refuses %s', async (_, file, code, refusal) => {
    expect(await boundaryErrors(file, code)).toEqual([expect.stringContaining(refusal)]);
  });

  it.each(ALLOWED)('allows %s', async (_, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
