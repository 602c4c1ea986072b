/**
 * Row types by table name. Each handler area adds its tables by augmenting this interface:
 * `declare module '../store/db' { interface Tables { disks: DiskRow } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging from each handler area
export interface Tables {}

export type TableName = keyof Tables & string;

/** A JSON snapshot of the whole store: table name → rows keyed by id. */
export type Snapshot = Record<string, Record<string, unknown>>;

/** The in-memory platform: one map of rows per table, rows in the platform's wire shape. */
export class Db {
  readonly #tables = new Map<string, Map<string, unknown>>();

  /** The rows of one table, by id; created empty on first use. */
  table<Name extends TableName>(name: Name): Map<string, Tables[Name]> {
    let table = this.#tables.get(name);
    if (!table) {
      table = new Map();
      this.#tables.set(name, table);
    }
    return table as Map<string, Tables[Name]>;
  }

  /** Rows of a table named at run time (e.g. every table that may hold a project's children). */
  rowsOf(name: string): Iterable<unknown> {
    return this.#tables.get(name)?.values() ?? [];
  }

  /** The store as plain JSON, for `--state` files and for tests that check nothing changed. */
  snapshot(): Snapshot {
    const snapshot: Snapshot = {};
    for (const [name, rows] of this.#tables) {
      // Tables spring into existence on first read; an empty one is no state worth keeping.
      if (rows.size > 0) snapshot[name] = Object.fromEntries(rows);
    }
    return structuredClone(snapshot);
  }

  /** A store holding exactly the rows of a snapshot. */
  static fromSnapshot(snapshot: Snapshot): Db {
    const db = new Db();
    for (const [name, rows] of Object.entries(structuredClone(snapshot))) {
      db.#tables.set(name, new Map(Object.entries(rows)));
    }
    return db;
  }
}
