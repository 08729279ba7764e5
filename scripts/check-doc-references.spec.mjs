import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brokenCitations, citationsIn, sectionNumbers } from './check-doc-references.mjs';

// Built at run time, so this file's own text holds no citation for the check to read.
const cite = (document, sections) => `${document} ${sections}`;

const requirements = ['# Requirements', '', '## 1. Who', '', '## 2. Screens', '', '### 2.1 Home', '', '## 7. The calls it makes', ''].join(
  '\n',
);

describe('sectionNumbers', () => {
  it('reads the numbered headings of every level, and nothing else', () => {
    expect([...sectionNumbers(requirements)]).toEqual(['1', '2', '2.1', '7']);
    expect(sectionNumbers('## Shape\n\nSee 3. below\n').size).toBe(0);
  });
});

describe('citationsIn', () => {
  it('finds each section of a citation, its document and its line', () => {
    const text = ['const a = 1;', `// The calls (${cite('requirements', '§7')}; ${cite('Architecture', '§2, §5')}).`].join('\n');
    expect(citationsIn(text)).toEqual([
      { document: 'requirements', section: '7', line: 2 },
      { document: 'architecture', section: '2', line: 2 },
      { document: 'architecture', section: '5', line: 2 },
    ]);
  });

  it('counts every section of a range, and subsections', () => {
    expect(citationsIn(cite('requirements', '§1–§3, §7.2')).map(({ section }) => section)).toEqual(['1', '2', '3', '7.2']);
  });

  it('ignores other documents and a section sign alone', () => {
    expect(citationsIn('RFC 9110 §7.6.1, SPEC_API_CALLS, § 7, the requirements of §2')).toEqual([]);
  });
});

describe('brokenCitations', () => {
  it('names the file, the line and the missing section; existing ones pass', () => {
    const sources = [
      { path: 'svc-a/src/ok.ts', text: `// ${cite('requirements', '§2.1')} and ${cite('requirements', '§7')}` },
      { path: 'svc-a/src/bad.ts', text: `\n// ${cite('requirements', '§1–§3')}; ${cite('conventions', '§1')}` },
    ];
    expect(brokenCitations(sources, { requirements, architecture: '', conventions: '' })).toEqual([
      `svc-a/src/bad.ts:2 cites ${cite('requirements', '§3')}, which docs/requirements.md does not have`,
      `svc-a/src/bad.ts:2 cites ${cite('conventions', '§1')}, which docs/conventions.md does not have`,
    ]);
  });
});

describe('brokenCitations of references a clone cannot open', () => {
  it("names the brief's old document names with their replacement, and ticket numbers", () => {
    const sources = [{ path: 'mfe-a/src/page.tsx', text: `// ${cite('SPEC', '§7')} says so\n// as ${cite('Issue', '14.5')} asked` }];
    expect(brokenCitations(sources, { requirements, architecture: '', conventions: '' })).toEqual([
      `mfe-a/src/page.tsx:1 cites ${cite('SPEC', '§7')}: cite ${cite('requirements', '§7')} (docs/requirements.md)`,
      `mfe-a/src/page.tsx:2 says "${cite('Issue', '14.5')}": say the rule it stands for`,
    ]);
  });

  it('leaves names that only look alike', () => {
    const sources = [{ path: 'a.ts', text: 'SPEC_API_CALLS, ARCHITECTURE_API_CALLS, the SPEC fallback, an issue with 3 parts' }];
    expect(brokenCitations(sources, { requirements, architecture: '', conventions: '' })).toEqual([]);
  });
});

describe('check-doc-references.mjs', () => {
  const script = join(__dirname, 'check-doc-references.mjs');
  const git = (cwd, ...args) => spawnSync('git', args, { cwd, encoding: 'utf8' });

  function repository(files) {
    const root = mkdtempSync(join(tmpdir(), 'doc-references-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    git(root, 'init', '-q');
    git(root, 'add', '.');
    return root;
  }

  it('fails on a tracked file citing a missing section, and passes once the section exists', () => {
    const root = repository({
      'docs/requirements.md': requirements,
      'svc-a/src/thing.ts': `/** Why (${cite('requirements', '§9')}). */\nexport const thing = 1;\n`,
    });
    try {
      const failing = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
      expect(failing.status).toBe(1);
      expect(failing.stderr).toContain(
        `svc-a/src/thing.ts:1 cites ${cite('requirements', '§9')}, which docs/requirements.md does not have`,
      );

      writeFileSync(join(root, 'docs/requirements.md'), `${requirements}\n## 9. Business constants\n`);
      const passing = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
      expect(passing.status).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
