import { readFile } from 'node:fs/promises';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { renderEnums, renderOpenApiJson, renderOperationTable, renderTypes } from './codegen';
import { renderVersionShapes } from './version-shape-plans';

const packageRoot = new URL('../', import.meta.url);
const committed = (path: string) => readFile(new URL(path, packageRoot), 'utf8');
const REGENERATE = 'stale: run `pnpm --filter @rackconsole/sdk generate` and commit the result';

describe('generated artefacts', () => {
  it('openapi.json is what the contract emits', async () => {
    expect(await committed('openapi.json'), REGENERATE).toBe(renderOpenApiJson());
  });

  // openapi-typescript over the whole document takes a few seconds, more on a busy machine.
  it('src/generated/api.ts is what openapi-typescript makes of it', async () => {
    expect(await committed('src/generated/api.ts'), REGENERATE).toBe(await renderTypes());
  }, 30_000);

  it("src/generated/operations.ts is the contract's operation table", async () => {
    expect(await committed('src/generated/operations.ts'), REGENERATE).toBe(renderOperationTable());
  });

  it("src/generated/enums.ts lists the contract's states", async () => {
    expect(await committed('src/generated/enums.ts'), REGENERATE).toBe(renderEnums());
  });

  it('src/generated/version-shapes.ts holds the renames of the schema histories', async () => {
    expect(await committed('src/generated/version-shapes.ts'), REGENERATE).toBe(renderVersionShapes());
  });

  it('openapi.json is a valid OpenAPI 3.1 document', async () => {
    // Structural rules only: the contract deliberately carries no prose descriptions or examples.
    const config = await createConfig({ extends: ['minimal'], rules: { 'info-license-url': 'off' } });
    const problems = await lintFromString({
      source: renderOpenApiJson(),
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
  }, 30_000);
});
