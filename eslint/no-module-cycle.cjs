// Lint rule: the folders right under `root` (the api's modules) depend on each other one way only.
// import-x/no-cycle sees file cycles; two modules can still lean on each other through different files
// (cartera/service → cobranzas/service while cobranzas/service → cartera/queries). This rule reads the
// modules' relative imports once, builds the module graph and reports an import from A to B when B already
// reaches A. Tests are nobody's dependency, so they can close no cycle: they are neither read nor checked.
// docs/adr/0023-layers-and-boundaries.md.
const fs = require('node:fs');
const path = require('node:path');

const SOURCE = /\.(ts|tsx|js|cjs|mjs)$/;
const TEST = /\.test\.(ts|tsx|js)$/;
const IMPORT =
  /\b(?:import|export)\s(?:[^'"`;]*?\sfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\brequire\(\s*['"]([^'"]+)['"]\s*\)/g;
/** A long-lived editor process re-reads the tree after this long; one `eslint .` run reads it once. */
const FRESH_MS = 5_000;

const graphs = new Map();

function filesUnder(dir) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(full));
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) found.push(full);
  }
  return found;
}

/** The module a path lies in (its first folder under root), or undefined outside root. */
function moduleOf(root, file) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? first : undefined;
}

/** module → (module it imports → one file that does), from every non-test source under root. */
function graphOf(root) {
  const cached = graphs.get(root);
  if (cached && Date.now() - cached.at < FRESH_MS) return cached.edges;
  const edges = new Map();
  for (const file of filesUnder(root)) {
    const from = moduleOf(root, file);
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? match[3];
      if (!spec.startsWith('.')) continue;
      const to = moduleOf(root, path.resolve(path.dirname(file), spec));
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from).has(to)) edges.get(from).set(to, path.relative(root, file));
    }
  }
  graphs.set(root, { at: Date.now(), edges });
  return edges;
}

/** The modules from `start` to `goal` (both included) following imports, or undefined when it does not get there. */
function pathBetween(edges, start, goal) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const steps = [];
      for (let at = goal; at !== undefined; at = previous.get(at)) steps.unshift(at);
      return steps;
    }
    for (const next of edges.get(current)?.keys() ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return undefined;
}

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules under one folder import each other one way only.' },
    schema: [
      { type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false },
    ],
    messages: {
      cycle:
        "El módulo '{{from}}' importa '{{to}}', que ya depende de '{{from}}' ({{route}}; {{where}}): los módulos se importan en un solo sentido. Llevá lo compartido al módulo al que pertenece o a api/src/lib, o invertí la dependencia registrándola desde app.ts.",
    },
  },
  create(context) {
    const root = path.resolve(context.options[0].root);
    const filename = context.physicalFilename;
    const from = moduleOf(root, filename);
    if (!from || TEST.test(filename)) return {};
    function check(node) {
      const spec = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
      if (!spec || !spec.startsWith('.')) return;
      const to = moduleOf(root, path.resolve(path.dirname(filename), spec));
      if (!to || to === from) return;
      const edges = graphOf(root);
      const back = pathBetween(edges, to, from);
      if (!back) return;
      const where = `${edges.get(back[0]).get(back[1])} importa ${back[1]}`;
      context.report({ node, messageId: 'cycle', data: { from, to, route: back.join(' → '), where } });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
      },
    };
  },
};
