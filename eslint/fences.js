// The house's fences (decision 0022): rules that keep the structure as it was built.
//  - fences/no-cycle: no file imports (through any chain of relative imports) a file that imports it back;
//  - fences/no-foreign-repository: a server module reads another module's data through its services,
//    never its `*.repository.ts`;
//  - fences/no-feature-internals: a web feature uses another feature only through the files at that
//    feature's top level (what it offers: screens, hooks, queries meant for others), never the files in
//    its folders; the bases every learning screen is built on, and tests, are exempt.
// Imports are read from the source text (import / export … from / dynamic import of a literal); type-only
// imports count too — a circle of types is still a circle a reader has to walk.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** The file a relative specifier names, or null (packages, assets, queries like `?messages=cs`). */
function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const bare = resolve(dirname(fromFile), specifier.split('?')[0]);
  if (/\.(tsx?|jsx?)$/.test(bare) && isFile(bare)) return bare;
  for (const ext of EXTENSIONS) if (isFile(bare + ext)) return bare + ext;
  return null;
}

const importsCache = new Map();
/** The files `file` imports relatively, read once per lint run. */
function importsOf(file) {
  let found = importsCache.get(file);
  if (found) return found;
  found = [];
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // a file that cannot be read imports nothing
  }
  for (const match of text.matchAll(SPECIFIER)) {
    const target = resolveRelative(file, match[1] ?? match[2]);
    if (target) found.push(target);
  }
  importsCache.set(file, found);
  return found;
}

/** A chain of imports from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length) {
    const chain = queue.shift();
    for (const next of importsOf(chain.at(-1))) {
      if (next === goal) return chain;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...chain, next]);
    }
  }
  return null;
}

const shown = (file) => relative(ROOT, file).split(sep).join('/');

/** Visits every import-like specifier of a file with its node. */
function eachSpecifier(context, visit) {
  const check = (node) => {
    if (node.source && typeof node.source.value === 'string') visit(node, node.source.value);
  };
  return {
    ImportDeclaration: check,
    ExportNamedDeclaration: check,
    ExportAllDeclaration: check,
    ImportExpression: (node) => {
      if (node.source.type === 'Literal' && typeof node.source.value === 'string')
        visit(node, node.source.value);
    },
  };
}

const noCycle = {
  meta: { type: 'problem', messages: { cycle: 'Import circle: {{chain}}' }, schema: [] },
  create(context) {
    const file = context.filename;
    return eachSpecifier(context, (node, specifier) => {
      const target = resolveRelative(file, specifier);
      if (!target) return;
      const back = pathBack(target, file);
      if (back)
        context.report({
          node,
          messageId: 'cycle',
          data: { chain: [file, ...back, file].map(shown).join(' → ') },
        });
    });
  },
};

const MODULES = join(ROOT, 'server', 'src', 'modules') + sep;
const moduleOf = (file) => (file.startsWith(MODULES) ? file.slice(MODULES.length).split(sep)[0] : null);

const noForeignRepository = {
  meta: {
    type: 'problem',
    messages: {
      foreign:
        'The module {{own}} reads {{path}}: use a service of the module {{other}}, not its repository.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = moduleOf(file);
    // the seed and the database's set-up are not modules: they write what modules then own
    if (!own) return {};
    return eachSpecifier(context, (node, specifier) => {
      const target = resolveRelative(file, specifier);
      if (!target || !/\.repository\.ts$/.test(target)) return;
      const other = moduleOf(target);
      if (other && other !== own)
        context.report({ node, messageId: 'foreign', data: { own, other, path: shown(target) } });
    });
  },
};

const FEATURES = join(ROOT, 'web', 'src', 'features') + sep;
const featureOf = (file) => (file.startsWith(FEATURES) ? file.slice(FEATURES.length).split(sep)[0] : null);
const isTestFile = (file) => /\.test\.tsx?$/.test(file) || file.split(sep).includes('test');

const noFeatureInternals = {
  meta: {
    type: 'problem',
    messages: {
      internals:
        'The feature {{own}} reaches into {{path}}: use what {{other}} offers at its top level, or move the shared piece to components/ or lib/.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          // features every learning screen is built on (their whole tree is theirs to offer)
          bases: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    const { bases = [] } = context.options[0] ?? {};
    // the app's shell and routes put the features together; tests may share fixtures
    if (!own || isTestFile(file)) return {};
    return eachSpecifier(context, (node, specifier) => {
      const target = resolveRelative(file, specifier);
      const other = target && featureOf(target);
      if (!other || other === own || bases.includes(other) || isTestFile(target)) return;
      const inside = target
        .slice(FEATURES.length + other.length + 1)
        .split(sep)
        .join('/');
      // a feature's top-level files are what it offers; its folders are its own
      if (!inside.includes('/')) return;
      context.report({ node, messageId: 'internals', data: { own, other, path: shown(target) } });
    });
  },
};

export default {
  meta: { name: 'studovna-fences' },
  rules: {
    'no-cycle': noCycle,
    'no-foreign-repository': noForeignRepository,
    'no-feature-internals': noFeatureInternals,
  },
};
