// The repository explains itself: every document a file cites is in the
// repository. A comment or a doc that points at a design note, a spec or a
// price list kept somewhere else, a markdown link out of the clone, or a
// docs/<page>.md#<section> that does not exist fails here, naming the line.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';

const ROOT = path.resolve(__dirname, '../..');
const SELF = path.relative(ROOT, __filename);

/** Tracked and new (not ignored) files: what a clone would hold. */
function repositoryFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return out
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(ROOT, file)))
    .filter((file) =>
      /\.(ts|tsx|mts|cts|js|mjs|cjs|json|md|graphql|css|html|yml|yaml|sh)$|(^|\/)(run|CODEOWNERS)$/.test(
        file,
      ),
    )
    .filter((file) => !file.endsWith('package-lock.json') && file !== SELF);
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) anchors.add(headingAnchor(heading[1]));
  }
  return anchors;
}

/** Names of documents this repository does not hold, as older comments cited them. */
const OUTSIDE_DOCUMENTS: { pattern: RegExp; why: string }[] = [
  {
    pattern: /\bspec\s+sections?\b|\bspec\s+\d\b|site-spec/i,
    why: 'cites a spec section; cite docs/business-rules.md#<section>',
  },
  {
    pattern: /catalog-facts/i,
    why: 'cites a price list outside the repository; cite docs/business-rules.md#prices',
  },
  {
    pattern:
      /(^|[^\w/.-])(\.\.\/)*shared\/(DESIGN|CONVENTIONS|TOOLCHAIN)\.md|(^|[^\w/-])(DESIGN|CONVENTIONS|TOOLCHAIN)\.md/,
    why: 'cites a design note outside the repository; cite docs/architecture.md, docs/conventions.md or docs/toolchain.md',
  },
];

/** docs/<page>.md with an optional #section, wherever it is cited. */
const DOC_CITATION = /(?<![\w/.-])docs\/([\w-]+\.md)(?:#([\w-]+))?/g;
/** Relative markdown links: [text](target). */
const MARKDOWN_LINK = /\]\((?!https?:|mailto:|#)([^)\s]+)\)/g;

interface Finding {
  where: string;
  what: string;
}

export function findOutsideReferences(files: readonly string[], read: (file: string) => string): Finding[] {
  const findings: Finding[] = [];
  const anchorCache = new Map<string, Set<string> | null>();
  const docAnchors = (doc: string): Set<string> | null => {
    if (!anchorCache.has(doc)) {
      const file = path.join(ROOT, 'docs', doc);
      anchorCache.set(doc, existsSync(file) ? anchorsOf(readFileSync(file, 'utf8')) : null);
    }
    return anchorCache.get(doc) ?? null;
  };
  for (const file of files) {
    const lines = read(file).split('\n');
    lines.forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      for (const { pattern, why } of OUTSIDE_DOCUMENTS) {
        if (pattern.test(line)) findings.push({ where, what: `${why}: ${line.trim()}` });
      }
      // The same citation broken over two comment lines ("… (spec" / "// section 5 …").
      if (index > 0 && /\bspec\s*$/i.test(lines[index - 1]) && /^[\s/*#]*sections?\s+\d/i.test(line)) {
        findings.push({ where, what: `cites a spec section across lines: ${line.trim()}` });
      }
      for (const [, doc, anchor] of line.matchAll(DOC_CITATION)) {
        const anchors = docAnchors(doc);
        if (anchors === null) findings.push({ where, what: `docs/${doc} does not exist` });
        else if (anchor && !anchors.has(anchor))
          findings.push({ where, what: `docs/${doc} has no section #${anchor}` });
      }
      if (file.endsWith('.md')) {
        for (const [, target] of line.matchAll(MARKDOWN_LINK)) {
          const [targetPath, anchor] = target.split('#');
          const resolved = path.resolve(ROOT, path.dirname(file), targetPath);
          const relative = path.relative(ROOT, resolved);
          if (relative.startsWith('..') || path.isAbsolute(relative)) {
            findings.push({ where, what: `links outside the repository: ${target}` });
          } else if (!existsSync(resolved)) {
            findings.push({ where, what: `links to a missing file: ${target}` });
          } else if (
            anchor &&
            resolved.endsWith('.md') &&
            !anchorsOf(readFileSync(resolved, 'utf8')).has(anchor)
          ) {
            findings.push({ where, what: `links to a missing section: ${target}` });
          }
        }
      }
    });
  }
  return findings;
}

describe('references stay inside the repository', () => {
  test('no file cites a document the repository does not hold, or a missing docs section', () => {
    const files = repositoryFiles();
    assert.ok(files.length > 500, `expected the whole tree, found ${files.length} files`);
    const findings = findOutsideReferences(files, (file) => readFileSync(path.join(ROOT, file), 'utf8'));
    assert.deepEqual(
      findings.map((f) => `${f.where}: ${f.what}`),
      [],
    );
  });

  test('each kind of outside reference is caught', () => {
    const probe: Record<string, string> = {
      'shell/src/a.ts': '// The header of spec section 2.',
      'shell/src/b.ts': '// prices from spec/catalog-facts.md',
      'shared/src/i.ts': '// the area search of the spec\n// section 5, for this address',
      'api/src/c.ts': '// see ../shared/DESIGN.md for why',
      'api/src/d.ts': '// CONVENTIONS.md "Boundaries"',
      'shared/src/e.ts': '// docs/business-rules.md#no-such-section',
      'shared/src/f.ts': '// docs/nowhere.md',
      'README.md': 'See [the design](../shared/DESIGN.md) and [a page](docs/missing.md).',
    };
    const found = findOutsideReferences(Object.keys(probe), (file) => probe[file]).map((f) => f.where);
    assert.deepEqual([...new Set(found)].sort(), [
      'README.md:1',
      'api/src/c.ts:1',
      'api/src/d.ts:1',
      'shared/src/e.ts:1',
      'shared/src/f.ts:1',
      'shared/src/i.ts:2',
      'shell/src/a.ts:1',
      'shell/src/b.ts:1',
    ]);
    const allowed: Record<string, string> = {
      'shell/src/g.ts': '// The header of docs/business-rules.md#header-menus-and-banners.',
      'docs/h.md': 'See [conventions](conventions.md#boundaries) and [the API](../api/README.md).',
    };
    assert.deepEqual(
      findOutsideReferences(Object.keys(allowed), (file) => allowed[file]),
      [],
    );
  });
});
