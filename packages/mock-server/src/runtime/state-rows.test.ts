import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SeedName, seededDb } from '../fixtures';
import { parseSnapshot, StateFileError, stateFileText } from './state-format';
import { readState } from './state-reader';
import { danglingReference, rowProblem } from './state-rows';

const SEEDS: readonly SeedName[] = ['default', 'minimal'];
const NOWHERE = '00000000-0000-4000-8000-000000000000';

describe.each(SEEDS)('the %s seed', (seed) => {
  const tables = seededDb(seed).snapshot();

  it.each(Object.keys(tables))('has a row check for table %s', (table) => {
    // A table with no schema is checked as an object only, so an empty object would pass.
    expect(rowProblem(table, {})).toBeDefined();
  });

  it('has every row fit its table and every reference point to a row', () => {
    const misfits = Object.entries(tables).flatMap(([table, rows]) =>
      Object.entries(rows).flatMap(([id, row]) => {
        const problem = rowProblem(table, row);
        return problem ? [`${table}/${id}: ${problem}`] : [];
      }),
    );
    expect(misfits).toEqual([]);
    expect(danglingReference(tables)).toBeUndefined();
  });
});

type Row = Record<string, unknown>;
const setting = (column: string, value: unknown) => (row: Row) => {
  row[column] = value;
};
const removing = (column: string) => (row: Row) => {
  delete row[column];
};
/** Tables newly checked beyond being objects, each with one way to damage a row and what the refusal says. */
const BAD_ROWS: [table: string, what: string, damage: (row: Row) => void, problem: RegExp][] = [
  ['switchPorts', 'a switch slot there is not', setting('switch_slot', 'switch9'), /switch_slot: /],
  ['bgpConfigs', 'a negative ASN', setting('asn', -1), /asn: /],
  ['supportBundles', 'an unknown state', setting('state', 'exploded'), /state: /],
  ['alerts', 'no alert class', removing('alert_class'), /alert_class: /],
  ['updateState', 'a key other than fleet', setting('id', 'rack'), /id: /],
  [
    'webhookSecrets',
    'a receiver that does not exist',
    setting('receiver_id', NOWHERE),
    /its receiver_id "[^"]+" names no row of "alertReceivers"/,
  ],
  ['addressLotBlocks', 'no address lot', removing('address_lot_id'), /address_lot_id: /],
  [
    'lldpLinkConfigs',
    'a switch port that does not exist',
    setting('port_id', NOWHERE),
    /its port_id "[^"]+" names no row of "switchPorts"/,
  ],
  [
    'alertDeliveries',
    'an alert that does not exist',
    setting('alert_id', NOWHERE),
    /its alert_id "[^"]+" names no row of "alerts"/,
  ],
  [
    'floatingIps',
    'an instance that does not exist',
    setting('instance_id', NOWHERE),
    /its instance_id "[^"]+" names no row of "instances"/,
  ],
];

describe('a bad row of a newly checked table', () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'mock-state-rows-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  /** The default seed's tables with the first row of `table` damaged, and that row's id. */
  function damaged(table: string, damage: (row: Row) => void) {
    const tables = seededDb('default').snapshot();
    const [id, row] = Object.entries(tables[table] ?? {})[0] ?? [];
    if (id === undefined) throw new Error(`the default seed has no row of ${table}`);
    damage(row as Row);
    return { tables, id };
  }

  it.each(BAD_ROWS)(
    'of %s (%s) is refused by the Node server, naming the table and row',
    async (table, _, damage, problem) => {
      const { tables, id } = damaged(table, damage);
      const stateFile = join(directory, 'state.json');
      writeFileSync(stateFile, stateFileText(tables));
      const refusal = readState(stateFile);
      await expect(refusal).rejects.toBeInstanceOf(StateFileError);
      await expect(refusal).rejects.toThrow(`${stateFile}: table "${table}", row "${id}": `);
      await expect(refusal).rejects.toThrow(problem);
    },
  );

  it.each(BAD_ROWS)(
    'of %s (%s) is refused by the preview import, naming the table and row',
    (table, _, damage, problem) => {
      const { tables, id } = damaged(table, damage);
      const refusal = () => parseSnapshot('The file', stateFileText(tables));
      expect(refusal).toThrow(StateFileError);
      expect(refusal).toThrow(`The file: table "${table}", row "${id}": `);
      expect(refusal).toThrow(problem);
    },
  );

  it('is not one whose optional reference is absent', () => {
    const { tables } = damaged('floatingIps', setting('instance_id', null));
    expect(() => parseSnapshot('The file', stateFileText(tables))).not.toThrow();
  });
});
