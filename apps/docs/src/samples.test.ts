import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { codeBlocks, loadMarkdown } from './markdown';
import { CONTENT_DIR, markdownSources } from './site';

// Inside apps/docs, so the samples resolve `@rackconsole/*` through the docs app's own dependencies.
const DOCS_DIR = fileURLToPath(new URL('..', import.meta.url));
const workDir = mkdtempSync(join(DOCS_DIR, '.samples-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Every ```ts block of the site's Markdown (included READMEs too), named after where it comes from. */
function samples() {
  return markdownSources().flatMap((source) =>
    codeBlocks(loadMarkdown(join(CONTENT_DIR, source)), 'ts').map((block) => ({
      file: `${source.replaceAll('/', '__')}-L${block.line}.ts`,
      code: block.code,
    })),
  );
}

describe('code samples', () => {
  it('type-check against the workspace packages', () => {
    const all = samples();
    // The SDK, validators and mock server pages all carry samples; fewer means extraction broke.
    expect(all.length).toBeGreaterThanOrEqual(15);
    for (const sample of all) {
      // Each sample is a module of its own: top-level await works and names do not clash across samples.
      writeFileSync(join(workDir, sample.file), `${sample.code}\nexport {};\n`);
    }
    writeFileSync(
      join(workDir, 'tsconfig.json'),
      JSON.stringify({
        extends: '../../../tsconfig.base.json',
        compilerOptions: { noEmit: true, types: ['node'] },
        include: ['*.ts'],
      }),
    );
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', workDir], {
      cwd: workDir,
      encoding: 'utf8',
      timeout: 480_000,
    });
    // tsc names each failing sample file: `<page>.md-L<line>.ts` points at the block in the Markdown.
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
