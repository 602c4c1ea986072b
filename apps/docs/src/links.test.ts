import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from './site';

let outDir: string;
beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'rack-docs-links-'));
  buildSite(outDir);
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const ids = new Map<string, Set<string>>();
/** The element ids of a built file, read once. */
function idsOf(file: string): Set<string> {
  let found = ids.get(file);
  if (!found) {
    found = new Set(
      [...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] as string),
    );
    ids.set(file, found);
  }
  return found;
}

const decode = (value: string) =>
  value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<');

/** Checks one href or src of `file`; returns a problem or undefined. */
function problemWith(file: string, link: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link)) {
    try {
      const url = new URL(link);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.hostname)
        return 'URL without a host';
      return undefined;
    } catch {
      return 'malformed URL';
    }
  }
  if (link.startsWith('/')) return 'root-relative link (the site must work from any folder)';
  const [path = '', fragment] = link.split('#');
  const target = path === '' ? file : resolve(dirname(file), path);
  if (!target.startsWith(outDir)) return 'points outside the site';
  if (!existsSync(target)) return `missing file ${relative(outDir, target)}`;
  if (fragment && !idsOf(target).has(decodeURIComponent(fragment))) {
    return `missing anchor #${fragment} in ${relative(outDir, target)}`;
  }
  return undefined;
}

describe('links of the built site', () => {
  it('resolve: every internal href and src to a file and anchor, every external one to a well-formed URL', () => {
    const problems: string[] = [];
    let internal = 0;
    for (const file of htmlFiles(outDir)) {
      const html = readFileSync(file, 'utf8');
      for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
        const link = decode(match[1] as string);
        if (!/^[a-z][a-z0-9+.-]*:/i.test(link)) internal += 1;
        const problem = link === '' ? 'empty link' : problemWith(file, link);
        if (problem) problems.push(`${relative(outDir, file)}: ${link} (${problem})`);
      }
    }
    expect(problems).toEqual([]);
    // Navigation alone gives every page a dozen internal links; far fewer means the scan found nothing.
    expect(internal).toBeGreaterThan(5000);
  });

  it('reports a broken anchor, a missing page and a malformed URL', () => {
    const index = join(outDir, 'index.html');
    expect(problemWith(index, 'sdk.html#no-such-section')).toMatch(/missing anchor/);
    expect(problemWith(index, 'no-such-page.html')).toMatch(/missing file/);
    expect(problemWith(index, 'https://')).toMatch(/malformed URL/);
    expect(problemWith(index, 'sdk.html#result-kinds')).toBeUndefined();
  });
});
