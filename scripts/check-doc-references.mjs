// Fails when a tracked file cites a section of docs/ that does not exist. A citation is the name of
// a document and a section sign: `requirements §7`, `architecture §2, §5`, `requirements §1–§5`
// (every section of a range), `conventions §6`; each must be a numbered heading (`## 7. The calls
// it makes`, `### 7.2 …`) of docs/<name>.md. Also fails on references a clone cannot open: the
// brief's documents by their old names and ticket numbers, which comments replace by the rule.
// Usage: node scripts/check-doc-references.mjs [repo root]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The documents the code cites, by the name a citation uses. */
export const CITED_DOCUMENTS = {
  requirements: 'docs/requirements.md',
  architecture: 'docs/architecture.md',
  conventions: 'docs/conventions.md',
};

const SECTION = String.raw`§\d+(?:\.\d+)*`;
const CITATION = new RegExp(
  String.raw`\b(${Object.keys(CITED_DOCUMENTS).join('|')}) (${SECTION}(?:\s*(?:[–-]|,|and|or)\s*${SECTION})*)`,
  'gi',
);
const NUMBERED_HEADING = /^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/gm;
/** The brief's documents, which live outside the repository, and the pages that replace them. */
const RETIRED_DOCUMENTS = { SPEC: 'requirements', ARCHITECTURE: 'architecture', CONVENTIONS: 'conventions' };
const RETIRED = new RegExp(String.raw`\b(${Object.keys(RETIRED_DOCUMENTS).join('|')}) (${SECTION})`, 'g');
const TICKET = /\bissue \d+(?:\.\d+)?\b/gi;

/** The section numbers of a document: '7' for `## 7. Title`, '7.2' for `### 7.2 Title`. */
export function sectionNumbers(markdown) {
  return new Set([...markdown.matchAll(NUMBERED_HEADING)].map(([, number]) => number));
}

/** Every section a text cites, with the document it names and the line it is on. */
export function citationsIn(text) {
  const citations = [];
  for (const match of text.matchAll(CITATION)) {
    const document = match[1].toLowerCase();
    const line = lineOf(text, match.index);
    for (const section of sectionsOf(match[2])) citations.push({ document, section, line });
  }
  return citations;
}

function lineOf(text, index) {
  return text.slice(0, index).split('\n').length;
}

/** `§2, §5` → 2 and 5; `§1–§5` → 1 to 5. */
function sectionsOf(list) {
  const sections = [];
  let from = null;
  for (const [, number, dash] of list.matchAll(/§(\d+(?:\.\d+)*)\s*([–-])?/g)) {
    if (from !== null && /^\d+$/.test(from) && /^\d+$/.test(number)) {
      for (let n = Number(from) + 1; n < Number(number); n++) sections.push(String(n));
    }
    sections.push(number);
    from = dash ? number : null;
  }
  return sections;
}

/**
 * The citations of `sources` ({path, text}) that name a section their document lacks, as messages.
 * `documents` maps a document's name to its markdown.
 */
export function brokenCitations(sources, documents) {
  const sections = Object.fromEntries(Object.entries(documents).map(([name, markdown]) => [name, sectionNumbers(markdown)]));
  const problems = [];
  for (const { path, text } of sources) {
    for (const { document, section, line } of citationsIn(text)) {
      if (!sections[document]?.has(section)) {
        problems.push(`${path}:${line} cites ${document} §${section}, which ${CITED_DOCUMENTS[document]} does not have`);
      }
    }
    for (const match of text.matchAll(RETIRED)) {
      const name = RETIRED_DOCUMENTS[match[1]];
      problems.push(`${path}:${lineOf(text, match.index)} cites ${match[0]}: cite ${name} ${match[2]} (${CITED_DOCUMENTS[name]})`);
    }
    for (const match of text.matchAll(TICKET)) {
      problems.push(`${path}:${lineOf(text, match.index)} says "${match[0]}": say the rule it stands for`);
    }
  }
  return problems;
}

/** The repository's tracked text files (binary files and the lockfile left out). */
function trackedSources(root) {
  const listed = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed in ${root}: ${listed.stderr}`);
  const sources = [];
  for (const path of listed.stdout.split('\0')) {
    if (!path || path.endsWith('package-lock.json')) continue;
    let bytes;
    try {
      bytes = readFileSync(join(root, path));
    } catch {
      continue; // listed but deleted in the work tree
    }
    if (bytes.subarray(0, 8000).includes(0)) continue;
    sources.push({ path, text: bytes.toString('utf8') });
  }
  return sources;
}

/** Checks a repository; answers the problems found. */
export function checkRepository(root) {
  const documents = {};
  for (const [name, path] of Object.entries(CITED_DOCUMENTS)) {
    try {
      documents[name] = readFileSync(join(root, path), 'utf8');
    } catch {
      documents[name] = '';
    }
  }
  return brokenCitations(trackedSources(root), documents);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));
  const problems = checkRepository(root);
  if (problems.length) {
    console.error(`Citations must name a section of docs/ that exists:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Doc references ok: every cited section of docs/ exists');
}
