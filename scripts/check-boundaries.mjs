// Fails when one app imports another app's files (ESLint covers TS/JS imports; this
// also catches require() and dynamic import() paths in any source file).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { apps, repoRoot } from './lib/stack.mjs';

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

const problems = [];
for (const app of apps) {
  for (const file of files(join(repoRoot, app))) {
    for (const [, target] of readFileSync(file, 'utf8').matchAll(importPath)) {
      if (!target.startsWith('.')) continue;
      const resolved = relative(repoRoot, join(file, '..', target));
      const owner = resolved.split(sep)[0];
      if (owner !== app && apps.includes(owner)) problems.push(`${relative(repoRoot, file)} imports ${target} (files of ${owner})`);
    }
  }
}
if (problems.length) {
  console.error(`Apps must not import each other's files; move shared code to libs/:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Boundaries ok: no app imports another app’s files');
