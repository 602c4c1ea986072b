import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderNouns, renderOperations } from '../../../scripts/render-operations';
import { OPERATIONS } from '../../generated/operations';
import { run } from '../../run';
import { memoryIo } from '../../testing/memory-io';
import { allCommands, type DocsCommand } from '../docs';

const openApi = JSON.parse(
  await readFile(new URL('../../../../sdk/openapi.json', import.meta.url), 'utf8'),
) as {
  paths: Record<string, Record<string, { operationId: string }>>;
};

/** Every operationId of the contract, as the SDK's OpenAPI document emits it. */
const contractOperations = Object.values(openApi.paths).flatMap((methods) =>
  Object.values(methods).map((operation) => operation.operationId),
);

/** `rackctl docs --format json`, run in-process. */
async function docsJson(): Promise<DocsCommand> {
  const { io, written } = memoryIo();
  expect(await run(['node', 'rackctl', 'docs', '--format', 'json'], io)).toBe(0);
  return JSON.parse(written.stdout) as DocsCommand;
}

describe('a command for every operation', () => {
  it('generates the command table from the SDK contract as committed (run `pnpm --filter @rackconsole/cli generate`)', async () => {
    const committed = await readFile(new URL('../../generated/operations.ts', import.meta.url), 'utf8');
    expect(committed).toBe(renderOperations(openApi as never));
    const nouns = await readFile(new URL('../../generated/nouns.ts', import.meta.url), 'utf8');
    expect(nouns).toBe(renderNouns(openApi as never));
  });

  it('has a command of `rackctl docs --format json` calling each operation of the contract', async () => {
    const tree = await docsJson();
    const called = new Set(allCommands(tree).flatMap(({ node }) => node.operations));
    const uncalled = contractOperations.filter((id) => !called.has(id));
    expect(uncalled).toEqual([]);
    expect(contractOperations.length).toBe(OPERATIONS.length);
    // Every operation a command names is one of the contract's, so a renamed operation cannot linger.
    expect([...called].filter((id) => !contractOperations.includes(id))).toEqual([]);
  });

  it('prints the command tree with each command’s flags, and the version at its root', async () => {
    const tree = await docsJson();
    expect(tree).toMatchObject({ name: 'rackctl', version: expect.any(String) });
    const byWords = new Map(allCommands(tree).map(({ words, node }) => [words.join(' '), node]));
    expect(byWords.get('rackctl instance start')?.operations).toContain('instance_start');
    const trustRoot = byWords.get('rackctl system-update-trust-root create');
    expect(trustRoot?.operations).toEqual(['system_update_trust_root_create']);
    expect(trustRoot?.args.map((arg) => arg.long)).toEqual(
      expect.arrayContaining(['json-body', 'json-body-template']),
    );
    const bfd = byWords.get('rackctl networking-bfd enable');
    expect(bfd?.args.find((arg) => arg.long === 'mode')?.values).toEqual(
      expect.arrayContaining(['single_hop']),
    );
  });

  it('gives no two commands the same words joined by dashes (the anchor of their docs section)', async () => {
    const anchors = allCommands(await docsJson()).map(({ words }) => words.join('-'));
    expect(anchors.filter((anchor, at) => anchors.indexOf(anchor) !== at)).toEqual([]);
  });

  it('documents a generated command in its --help: summary, flags, examples and the API call', async () => {
    const { io, written } = memoryIo();
    expect(await run(['node', 'rackctl', 'networking-loopback-address', 'create', '--help'], io)).toBe(0);
    expect(written.stdout).toContain('Usage: rackctl networking-loopback-address create [options]');
    expect(written.stdout).toContain('--json-body <file>');
    expect(written.stdout).toContain('--json-body-template');
    expect(written.stdout).toContain(
      'Examples:\n  rackctl networking-loopback-address create --json-body-template',
    );
    expect(written.stdout).toContain(
      'API: POST /v1/system/networking/loopback-address (networking_loopback_address_create)',
    );
  });

  it('prints a body template for every create and update, without logging in', async () => {
    const writes = OPERATIONS.filter(
      (operation) => /^(create|update)$/.test(operation.verb) && operation.body?.encoding === 'json',
    );
    expect(writes.length).toBeGreaterThan(50);
    const { io, written } = memoryIo({ XDG_CONFIG_HOME: '/nonexistent' });
    expect(await run(['node', 'rackctl', 'certificate', 'create', '--json-body-template'], io)).toBe(0);
    expect(JSON.parse(written.stdout)).toMatchObject({ name: 'string', service: 'external_api' });
  });

  it('refuses a missing required flag with exit 2 before any call', async () => {
    const { io, written } = memoryIo({ RACK_HOST: 'http://127.0.0.1:9', RACK_TOKEN: 'unused' });
    expect(await run(['node', 'rackctl', 'probe', 'view', '--project', 'web'], io)).toBe(2);
    expect(written.stderr).toContain('error: Missing --probe');
  });
});
