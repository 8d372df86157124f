// The layering the linter keeps (decision 026). One rule, `atelier/boundaries`: every relative import
// (import, export … from, import()) is resolved against the importing file and both ends are placed in a
// layer; a pair this table forbids is an error naming the rule it breaks. No resolver, no plugin: the repo
// imports its own files by relative path only (packages by name, which this rule leaves alone).
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Server files another feature may import: the declared public surfaces. */
export const PUBLIC_SURFACES = [
  'server/src/features/courses/course-access.ts',
  'server/src/features/auth/auth.public.ts',
  'server/src/features/bim/bim.public.ts',
  'server/src/features/audit/audit.public.ts',
];

const isTest = (file) => /\.test(\.tsx?)?$/.test(file);
const isFixture = (file) =>
  /[.-]fixtures(\.tsx?)?$/.test(file) || file.startsWith('server/test/') || file.startsWith('web/src/test/');
const featureOf = (file, side) => file.match(new RegExp(`^${side}/src/features/([^/]+)/`))?.[1];
const under = (file, dir) => file.startsWith(`${dir}/`);
const withoutExt = (file) => file.replace(/\.(tsx?|jsx?|mjs)$/, '');

/**
 * Why `from` may not import `to` (paths relative to the repo root), or undefined when it may.
 * `typeOnly`: the import is erased at build time (`import type`).
 */
export function refusal(from, to, typeOnly = false) {
  const test = isTest(from) || isFixture(from);
  if (isTest(to)) return 'a test file is not a module: move what is shared into a *.fixtures.ts file';
  if (isFixture(to) && !test) return 'test fixtures are for tests only';
  // web
  const webFrom = featureOf(from, 'web');
  const webTo = featureOf(to, 'web');
  if (webFrom && webTo && webFrom !== webTo && !test)
    return `web feature ${webFrom} may not import feature ${webTo}: share through components/ or lib/`;
  if (webFrom && under(to, 'web/src/app') && !test)
    return 'a web feature may not import the app layer (web/src/app)';
  if ((under(from, 'web/src/components') || under(from, 'web/src/lib')) && webTo && !test)
    return 'shared web code (components/, lib/) may not import a feature';
  // server
  const srvFrom = featureOf(from, 'server');
  const srvTo = featureOf(to, 'server');
  if (under(from, 'server/src/plugins') && srvTo && !test)
    return 'a plugin may not import a feature: features are composed in app.ts';
  if (srvFrom && under(to, 'server/src/plugins') && !typeOnly && !test)
    return 'a feature may not import a plugin (only `import type` of its decorations): use what the plugin decorates app with';
  if (under(from, 'server/src/lib') && under(to, 'server/src/db') && !test)
    return 'server lib/ may not import db/: SQL and tables live in db/ and stores';
  if (
    srvFrom &&
    srvTo &&
    srvFrom !== srvTo &&
    !test &&
    !PUBLIC_SURFACES.some((s) => withoutExt(s) === withoutExt(to))
  )
    return `server feature ${srvFrom} may not import feature ${srvTo} except its public surface (${PUBLIC_SURFACES.join(', ')})`;
  return undefined;
}

const rule = {
  meta: { type: 'problem', schema: [], messages: { refused: 'Boundary: {{why}} ({{to}}).' } },
  create(context) {
    const from = path.relative(ROOT, context.filename);
    const check = (node, source, typeOnly) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = path.relative(ROOT, path.resolve(path.dirname(context.filename), source));
      const why = refusal(from, to, typeOnly);
      if (why) context.report({ node, messageId: 'refused', data: { why, to } });
    };
    const typeOnly = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 &&
        node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, node.source.value, typeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, typeOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};

export default { rules: { boundaries: rule } };
