/**
 * Row types by table name. Each handler area adds its tables by augmenting this interface:
 * `declare module '../store/db' { interface Tables { disks: DiskRow } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging from each handler area
export interface Tables {}

export type TableName = keyof Tables & string;

/** One column's index: the ids of the rows holding each value, and the value each row was indexed under. */
interface ColumnIndex {
  idsByValue: Map<unknown, Set<string>>;
  valueById: Map<string, unknown>;
}

/**
 * A table: rows by id, plus indexes on the columns rows are looked up by (`project_id`, `vpc_id`, `name`…),
 * built on first lookup and kept up to date on every set and delete, so finding a parent's children or a
 * sibling's name does not scan the table. An index remembers the value it filed each row under, so a column
 * that changes is re-filed correctly as long as the change is written back with `set` (setting the same row
 * object again is enough); a change made in place and never set leaves the row under its old value.
 */
export class Table<Row> extends Map<string, Row> {
  #indexes = new Map<keyof Row, ColumnIndex>();
  /** Told the id of every row set or deleted (see `Db.observe`). */
  onChange: ((id: string) => void) | undefined;

  override set(id: string, row: Row): this {
    super.set(id, row);
    for (const [column, index] of this.#indexes) Table.#file(index, id, row[column]);
    this.onChange?.(id);
    return this;
  }

  override delete(id: string): boolean {
    for (const index of this.#indexes.values()) Table.#unfile(index, id);
    const deleted = super.delete(id);
    if (deleted) this.onChange?.(id);
    return deleted;
  }

  override clear(): void {
    if (this.onChange) for (const id of this.keys()) this.onChange(id);
    this.#indexes.clear();
    super.clear();
  }

  /** The rows whose `column` equals `value`, in the order they were filed. */
  where<Column extends keyof Row>(column: Column, value: Row[Column]): Row[] {
    const ids = this.#indexOf(column).idsByValue.get(value);
    if (!ids) return [];
    const rows: Row[] = [];
    for (const id of ids) rows.push(this.get(id) as Row);
    return rows;
  }

  /** The first row whose `column` equals `value` and that `accept` takes, without building the whole list. */
  find<Column extends keyof Row>(
    column: Column,
    value: Row[Column],
    accept: (row: Row) => boolean = () => true,
  ): Row | undefined {
    for (const id of this.#indexOf(column).idsByValue.get(value) ?? []) {
      const row = this.get(id) as Row;
      if (accept(row)) return row;
    }
    return undefined;
  }

  #indexOf(column: keyof Row): ColumnIndex {
    let index = this.#indexes.get(column);
    if (!index) {
      index = { idsByValue: new Map(), valueById: new Map() };
      for (const [id, row] of this) Table.#file(index, id, row[column]);
      this.#indexes.set(column, index);
    }
    return index;
  }

  static #file(index: ColumnIndex, id: string, value: unknown) {
    if (index.valueById.has(id)) {
      if (index.valueById.get(id) === value) return;
      Table.#unfile(index, id);
    }
    let ids = index.idsByValue.get(value);
    if (!ids) {
      ids = new Set();
      index.idsByValue.set(value, ids);
    }
    ids.add(id);
    index.valueById.set(id, value);
  }

  static #unfile(index: ColumnIndex, id: string) {
    if (!index.valueById.has(id)) return;
    const value = index.valueById.get(id);
    const ids = index.idsByValue.get(value);
    ids?.delete(id);
    if (ids?.size === 0) index.idsByValue.delete(value);
    index.valueById.delete(id);
  }
}

/** A JSON snapshot of the whole store: table name → rows keyed by id. */
export type Snapshot = Record<string, Record<string, unknown>>;

/**
 * Told of every row a table sets or deletes, with the table to read its value from (absent: deleted).
 * Rows changed in place and never written back with `set` go unseen, as they do by the indexes.
 */
export type ChangeObserver = (table: string, id: string, rows: ReadonlyMap<string, unknown>) => void;

/** The in-memory platform: one map of rows per table, rows in the platform's wire shape. */
export class Db {
  readonly #tables = new Map<string, Table<unknown>>();
  #observer: ChangeObserver | undefined;

  /** The rows of one table, by id; created empty on first use. */
  table<Name extends TableName>(name: Name): Table<Tables[Name]> {
    let table = this.#tables.get(name);
    if (!table) {
      table = new Table();
      this.#watch(name, table);
      this.#tables.set(name, table);
    }
    return table as Table<Tables[Name]>;
  }

  /** Tells `observer` of every change from now on (the Node server's `--state` journal); one at a time. */
  observe(observer: ChangeObserver) {
    this.#observer = observer;
    for (const [name, table] of this.#tables) this.#watch(name, table);
  }

  /** Every table by name, live: the `--state` snapshot is written from these a slice at a time. */
  tables(): IterableIterator<[string, ReadonlyMap<string, unknown>]> {
    return this.#tables.entries();
  }

  #watch(name: string, table: Table<unknown>) {
    const observer = this.#observer;
    table.onChange = observer && ((id) => observer(name, id, table));
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
