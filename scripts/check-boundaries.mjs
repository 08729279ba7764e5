// Fails when one app imports another app's files (ESLint covers TS/JS imports; this
// also catches require() and dynamic import() paths in any source file), and when the feature
// folders of a front end (`src/features/<feature>/`) import each other in a cycle: features are
// layered (the dashboard composes the tabs, selling uses customers, customers use paintings), and
// what several of them need lives outside them (`src/shared/`, `src/components/`, libs/).
// Usage: node scripts/check-boundaries.mjs [repo root]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appsIn } from './lib/stack.mjs';

const sourceFile = /\.(m?[jt]sx?|cjs)$/;
const importPath = /(?:from\s+|require\(\s*|import\(\s*)['"]([^'"]+)['"]/g;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (sourceFile.test(name)) yield path;
  }
}

/** The relative imports of a source file. */
function relativeImports(file) {
  return [...readFileSync(file, 'utf8').matchAll(importPath)].map(([, target]) => target).filter((target) => target.startsWith('.'));
}

/** Imports of one app's files by another app, as messages. */
export function crossAppImports(root, apps) {
  const problems = [];
  for (const app of apps) {
    for (const file of files(join(root, app))) {
      for (const target of relativeImports(file)) {
        const owner = relative(root, join(file, '..', target)).split(sep)[0];
        if (owner !== app && apps.includes(owner)) problems.push(`${relative(root, file)} imports ${target} (files of ${owner})`);
      }
    }
  }
  return problems;
}

/**
 * Which feature folder imports which, in the folder `featuresDir`: a map from a feature to the
 * features it imports, each with the first file and import that make the arrow.
 */
export function featureGraph(featuresDir) {
  const graph = new Map();
  const features = readdirSync(featuresDir).filter((name) => statSync(join(featuresDir, name)).isDirectory());
  for (const feature of features) {
    const arrows = new Map();
    for (const file of files(join(featuresDir, feature))) {
      for (const target of relativeImports(file)) {
        const [into] = relative(featuresDir, join(file, '..', target)).split(sep);
        if (into !== feature && features.includes(into) && !arrows.has(into)) {
          arrows.set(into, `${relative(featuresDir, file)} imports ${target}`);
        }
      }
    }
    graph.set(feature, arrows);
  }
  return graph;
}

/**
 * The tangles of a graph (a map from a node to a map of the nodes it points to): each group of
 * nodes that reach each other (Tarjan's strongly connected components), with the shortest cycle
 * through its first member: `{ members: ['customers', 'orders'], cycle: ['customers', 'orders', 'customers'] }`.
 * A graph without cycles has none.
 */
export function tanglesOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const groups = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.map((group) => {
    const members = group.sort();
    return { members, cycle: shortestRound(graph, members[0], new Set(members)) };
  });
}

/** The shortest path from `start` back to itself through `members` (breadth first). */
function shortestRound(graph, start, members) {
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const to of [...(graph.get(node)?.keys() ?? [])].sort()) {
      if (!members.has(to) || cameFrom.has(to)) continue;
      cameFrom.set(to, node);
      if (to === start) {
        const path = [start];
        for (let at = cameFrom.get(start); at !== start; at = cameFrom.get(at)) path.unshift(at);
        return [start, ...path];
      }
      queue.push(to);
    }
  }
  return [start, start];
}

/** Cycles between the feature folders of every app that has `src/features/`, as messages. */
export function featureCycles(root, apps) {
  const problems = [];
  for (const app of apps) {
    const featuresDir = join(root, app, 'src', 'features');
    if (!existsSync(featuresDir)) continue;
    const graph = featureGraph(featuresDir);
    for (const { members, cycle } of tanglesOf(graph)) {
      const arrows = cycle.slice(1).map((to, step) => graph.get(cycle[step]).get(to));
      problems.push(
        `${app}/src/features: ${members.join(', ')} import each other, e.g. ${cycle.join(' → ')}\n      ${arrows.join('\n      ')}`,
      );
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));
  const apps = appsIn(root);
  const crossing = crossAppImports(root, apps);
  const cycles = featureCycles(root, apps);
  if (crossing.length) console.error(`Apps must not import each other's files; move shared code to libs/:\n  ${crossing.join('\n  ')}`);
  if (cycles.length) {
    console.error(
      `Feature folders must not import each other in a cycle; move what they share to src/shared/ (or libs/), or let the feature above compose them:\n  ${cycles.join('\n  ')}`,
    );
  }
  if (crossing.length || cycles.length) process.exit(1);
  console.log('Boundaries ok: no app imports another app’s files, no cycle between feature folders');
}
