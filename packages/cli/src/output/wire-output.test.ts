import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMockServer } from '@rackconsole/mock-server';
import { clientHeaders } from '@rackconsole/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { type CliSandbox, json, startSandbox } from '../testing/cli';

// `--json` and its relatives print what the platform sent, not the SDK's camelCase turned back into snake_case:
// an alert's payload is free-form (its keys are the payload's own, in any spelling), and the platform writes
// timestamps to the microsecond, which a JavaScript Date cannot hold.

const ALERT_ID = 'a1e40000-7e57-4c2e-8f4a-00000000beef';
const ALERT = {
  id: ALERT_ID,
  alert_class: 'hardware.sled.fault',
  time_created: '2026-08-14T09:00:00.123456Z',
  payload: { sledSerial: 'BRM42220001', 'fault-code': 'E42', faultInfo: { firstSeen: 'now' } },
  version: 1,
};

let sandbox: CliSandbox;
let token: string;
let stateDir: string;

/** A state file of the seeded platform with one more alert in its log, written in the mock's documented format. */
async function stateWithAlert(): Promise<string> {
  stateDir = await mkdtemp(join(tmpdir(), 'rackctl-wire-'));
  const stateFile = join(stateDir, 'state.json');
  // A missing file starts from the seed and is written at start.
  await (await startMockServer({ port: 0, stateFile })).close();
  const state = JSON.parse(await readFile(stateFile, 'utf8')) as {
    tables: Record<string, Record<string, unknown>>;
  };
  state.tables.alerts = { ...state.tables.alerts, [ALERT_ID]: ALERT };
  await writeFile(stateFile, JSON.stringify(state));
  return stateFile;
}

beforeAll(async () => {
  sandbox = await startSandbox({ stateFile: await stateWithAlert() });
  token = await sandbox.login('hannah');
}, 120_000);
afterAll(async () => {
  await sandbox?.close();
  if (stateDir) await rm(stateDir, { recursive: true, force: true });
});

/** The platform's own answer to a GET, parsed, as a script calling the API would read it. */
async function platformAnswer(path: string): Promise<unknown> {
  const response = await fetch(new URL(path, sandbox.platform.url), { headers: clientHeaders({ token }) });
  expect(response.status).toBe(200);
  return response.json();
}

describe('JSON output is the platform’s answer as sent', { timeout: 120_000 }, () => {
  it('alert view --json keeps the payload’s own keys and the timestamps’ microseconds', async () => {
    const sent = (await platformAnswer(`/v1/alerts/${ALERT_ID}`)) as Record<string, unknown>;
    expect(sent.alert).toEqual(ALERT.payload);
    expect(sent.time_created).toBe('2026-08-14T09:00:00.123456Z');

    const shown = await sandbox.rackctl(['alert', 'view', ALERT_ID, '--json']);
    expect(shown.code).toBe(0);
    expect(json(shown)).toEqual(sent);
  });

  it('alert list --json prints each item as sent', async () => {
    const sent = (await platformAnswer('/v1/alerts?limit=200')) as { items: { id: string }[] };
    const shown = await sandbox.rackctl(['alert', 'list', '--limit', '200', '--json']);
    expect(shown.code).toBe(0);
    expect(json(shown)).toEqual(sent.items);
    expect(json<{ id: string }[]>(shown).find((item) => item.id === ALERT_ID)).toMatchObject({
      alert: ALERT.payload,
      time_created: ALERT.time_created,
    });
  });

  it('--format yaml, --fields, --jq and --template read the same answer', async () => {
    const yaml = await sandbox.rackctl(['alert', 'view', ALERT_ID, '--format', 'yaml']);
    expect(yaml.code).toBe(0);
    expect(parseYaml(yaml.stdout)).toEqual(await platformAnswer(`/v1/alerts/${ALERT_ID}`));

    const fields = await sandbox.rackctl([
      'alert',
      'view',
      ALERT_ID,
      '--fields',
      'alert,time_created',
      '--json',
    ]);
    expect(json(fields)).toEqual({ alert: ALERT.payload, time_created: ALERT.time_created });

    const jq = await sandbox.rackctl(['alert', 'view', ALERT_ID, '--jq', '.alert | keys | join(",")']);
    expect(jq.stdout).toBe('fault-code,faultInfo,sledSerial\n');

    const template = await sandbox.rackctl([
      'alert',
      'view',
      ALERT_ID,
      '--template',
      '{{alert.sledSerial}} {{time_created}}',
    ]);
    expect(template.stderr).toBe('');
    expect(template.stdout).toBe(`BRM42220001 ${ALERT.time_created}`);
  });

  it('--fields in a table reads the answer as sent', async () => {
    const view = await sandbox.rackctl(['alert', 'view', ALERT_ID, '--fields', 'alert,time_created']);
    expect(view.code).toBe(0);
    expect(view.stdout).toContain(JSON.stringify(ALERT.payload));
    expect(view.stdout).toContain(ALERT.time_created);

    const list = await sandbox.rackctl(['alert', 'list', '--limit', '200', '--fields', 'id,alert']);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(JSON.stringify(ALERT.payload));
  });

  it('rackctl api prints the answer as sent', async () => {
    const shown = await sandbox.rackctl(['api', `/v1/alerts/${ALERT_ID}`]);
    expect(shown.code).toBe(0);
    expect(json(shown)).toEqual(await platformAnswer(`/v1/alerts/${ALERT_ID}`));
  });
});
