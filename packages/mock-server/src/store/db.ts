/**
 * Row types by table name. Each handler area adds its tables by augmenting this interface:
 * `declare module '../store/db' { interface Tables { disks: DiskRow } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging from each handler area
export interface Tables {}

export type TableName = keyof Tables & string;

/**
 * A table: rows by id, plus indexes on columns that link a row to its owner (`project_id`, `vpc_id`…),
 * built on first lookup and kept up to date on every set and delete, so finding a parent's children does not
 * scan the table. Only columns that never change after a row is created may be looked up this way.
 */
export class Table<Row> extends Map<string, Row> {
  #indexes = new Map<keyof Row, Map<unknown, Set<string>>>();

  override set(id: string, row: Row): this {
    this.#unindex(id);
    super.set(id, row);
    for (const [column, index] of this.#indexes) Table.#add(index, row[column], id);
    return this;
  }

  override delete(id: string): boolean {
    this.#unindex(id);
    return super.delete(id);
  }

  override clear(): void {
    this.#indexes.clear();
    super.clear();
  }

  /** The rows whose (immutable) `column` equals `value`, in insertion order. */
  where<Column extends keyof Row>(column: Column, value: Row[Column]): Row[] {
    let index = this.#indexes.get(column);
    if (!index) {
      index = new Map();
      for (const [id, row] of this) Table.#add(index, row[column], id);
      this.#indexes.set(column, index);
    }
    return [...(index.get(value) ?? [])].map((id) => this.get(id) as Row);
  }

  #unindex(id: string) {
    if (!this.has(id)) return;
    const previous = this.get(id) as Row;
    for (const [column, index] of this.#indexes) index.get(previous[column])?.delete(id);
  }

  static #add(index: Map<unknown, Set<string>>, value: unknown, id: string) {
    let ids = index.get(value);
    if (!ids) {
      ids = new Set();
      index.set(value, ids);
    }
    ids.add(id);
  }
}

/** A JSON snapshot of the whole store: table name → rows keyed by id. */
export type Snapshot = Record<string, Record<string, unknown>>;

/** The in-memory platform: one map of rows per table, rows in the platform's wire shape. */
export class Db {
  readonly #tables = new Map<string, Table<unknown>>();

  /** The rows of one table, by id; created empty on first use. */
  table<Name extends TableName>(name: Name): Table<Tables[Name]> {
    let table = this.#tables.get(name);
    if (!table) {
      table = new Table();
      this.#tables.set(name, table);
    }
    return table as Table<Tables[Name]>;
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
      // Rows go in one by one: Map's constructor would call `set` before the subclass's fields exist.
      const table = new Table<unknown>();
      for (const [id, row] of Object.entries(rows)) table.set(id, row);
      db.#tables.set(name, table);
    }
    return db;
  }
}
