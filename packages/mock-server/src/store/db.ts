import type { Tables } from './tables';

export type TableName = keyof Tables & string;

/** The orders a list is read in; a descending sort reads its ascending order backwards. */
export type SortOrder = 'name' | 'id' | 'time';

/**
 * What a row was filed under: its key, its id, the columns the orders read, and every indexed column, as they were when
 * the row was last `set`. Indexes file these records rather than the rows, so a row changed in place is found
 * again under its old values when it is written back (and moved), and every index of a table shares one record
 * per row instead of keeping a map of its own.
 */
export interface Filed {
  /** The row's key in its table (the id, except in tables keyed by a secret, such as sessions). */
  readonly key: string;
  /** The row's `id`, which the id order and the ties of the other orders go by. */
  readonly id: string;
  readonly name: string;
  readonly time_created: string;
  [column: string]: unknown;
}

/**
 * A filing record. Made by a constructor rather than as an object literal so that V8 leaves room in the
 * object for the indexed columns added after it: a literal's extra properties go to a separate array
 * (~50 bytes more per row, ~13 rows per project).
 */
class Filing implements Filed {
  [column: string]: unknown;
  constructor(
    readonly key: string,
    readonly id: string,
    readonly name: string,
    readonly time_created: string,
  ) {}
}

/** The most rows a group keeps in an array; removing from it is a scan, so larger groups use a Set. */
const SMALL_GROUP = 16;

/** The rows sharing one value of an indexed column: in filing order, and sorted per order once a list asks. */
interface Group {
  /**
   * The rows' keys in filing order: an array while the group is small, as most are (a VPC's one router, its
   * three default routes), a Set once it grows (a silo's projects). A Set costs ~190 bytes even for one key.
   */
  ids: string[] | Set<string>;
  /** Made on the first list of the scope: most groups (a VPC's one router, say) are never listed. */
  sorted?: Map<SortOrder, Filed[]>;
}

/** Orders by name, id or creation time; ties are broken by id, so every order is total. */
export function compareFiled(order: SortOrder, a: Filed, b: Filed): number {
  if (order !== 'id') {
    const column = order === 'name' ? 'name' : 'time_created';
    if (a[column] !== b[column]) return a[column] < b[column] ? -1 : 1;
  }
  return a.id === b.id ? 0 : a.id < b.id ? -1 : 1;
}

/** Where `filed` goes in `sorted` (or where it is): the first position not before it, by binary search. */
export function positionOf(sorted: readonly Filed[], order: SortOrder, filed: Filed): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareFiled(order, sorted[middle] as Filed, filed) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A table: rows by id, plus indexes on the columns rows are looked up by (`project_id`, `vpc_id`, `name`…)
 * and orders (by name, id or creation time) per value of such a column, or over the whole table, for list
 * pages. Each is built on first use and kept up to date on every set and delete — the only ways a table
 * changes — so finding a parent's children, a sibling's name or one page of a list does not scan the table.
 * A column or order that changes is re-filed as long as the change is written back with `set` (setting the
 * same row object again is enough); a change made in place and never set leaves the row where it was.
 */
export class Table<Row> extends Map<string, Row> {
  /** Indexed column → value → its rows. */
  #indexes = new Map<string, Map<unknown, Group>>();
  /** The whole table's orders, for lists that are not scoped by a column. */
  #sorted = new Map<SortOrder, Filed[]>();
  /** What each row was filed under; kept only while the table has an index or an order. */
  #filed = new Map<string, Filed>();

  /** Told the id of every row set or deleted (see `Db.observe`). */
  onChange: ((id: string) => void) | undefined;

  override set(id: string, row: Row): this {
    super.set(id, row);
    this.onChange?.(id);
    if (this.#indexes.size === 0 && this.#sorted.size === 0) return this;
    const old = this.#filed.get(id);
    const filed = this.#record(id, row);
    if (old && this.#sameFiling(old, filed)) return this;
    if (old) this.#unfile(old);
    this.#file(filed);
    return this;
  }

  override delete(id: string): boolean {
    const old = this.#filed.get(id);
    if (old) this.#unfile(old);
    const deleted = super.delete(id);
    if (deleted) this.onChange?.(id);
    return deleted;
  }

  override clear(): void {
    if (this.onChange) for (const id of this.keys()) this.onChange(id);
    this.#indexes.clear();
    this.#sorted.clear();
    this.#filed.clear();
    super.clear();
  }

  /** The rows whose `column` equals `value`, in the order they were filed. */
  where<Column extends keyof Row>(column: Column, value: Row[Column]): Row[] {
    const rows: Row[] = [];
    for (const id of this.#indexOf(column as string).get(value)?.ids ?? []) rows.push(this.get(id) as Row);
    return rows;
  }

  /** The first row whose `column` equals `value` and that `accept` takes, without building the whole list. */
  find<Column extends keyof Row>(
    column: Column,
    value: Row[Column],
    accept: (row: Row) => boolean = () => true,
  ): Row | undefined {
    for (const id of this.#indexOf(column as string).get(value)?.ids ?? []) {
      const row = this.get(id) as Row;
      if (accept(row)) return row;
    }
    return undefined;
  }

  /**
   * The filing records of the rows whose `column` equals `value` (every row without a scope), sorted in
   * `order`. The array is the index itself, kept sorted on every set and delete: read it, never change it.
   */
  sorted<Column extends keyof Row>(
    order: SortOrder,
    scope?: { column: Column; value: Row[Column] },
  ): readonly Filed[] {
    if (!scope) {
      let sorted = this.#sorted.get(order);
      if (!sorted) {
        sorted = this.#sortedOf([...this.keys()], order);
        this.#sorted.set(order, sorted);
      }
      return sorted;
    }
    const group = this.#indexOf(scope.column as string).get(scope.value);
    if (!group) return [];
    group.sorted ??= new Map();
    let sorted = group.sorted.get(order);
    if (!sorted) {
      sorted = this.#sortedOf(group.ids, order);
      group.sorted.set(order, sorted);
    }
    return sorted;
  }

  #sortedOf(ids: Iterable<string>, order: SortOrder): Filed[] {
    this.#fileAll();
    const sorted: Filed[] = [];
    for (const id of ids) sorted.push(this.#filed.get(id) as Filed);
    return sorted.sort((a, b) => compareFiled(order, a, b));
  }

  #indexOf(column: string): Map<unknown, Group> {
    let index = this.#indexes.get(column);
    if (!index) {
      this.#fileAll();
      index = new Map();
      this.#indexes.set(column, index);
      for (const [id, row] of this) {
        // The new column joins each row's record as the row is now.
        const filed = this.#filed.get(id) as Filed & Record<string, unknown>;
        filed[column] = (row as Record<string, unknown>)[column];
        Table.#join(index, filed[column], id);
      }
    }
    return index;
  }

  /** Makes sure every row has a filing record (the first index or order of a table creates them). */
  #fileAll() {
    if (this.#filed.size === this.size) return;
    for (const [id, row] of this) if (!this.#filed.has(id)) this.#filed.set(id, this.#record(id, row));
  }

  #record(key: string, row: Row): Filed {
    const values = row as Record<string, unknown>;
    const filed = new Filing(key, text(values.id) || key, text(values.name), text(values.time_created));
    for (const column of this.#indexes.keys()) filed[column] = values[column];
    return filed;
  }

  #sameFiling(old: Filed, filed: Filed): boolean {
    if (old.name !== filed.name || old.time_created !== filed.time_created) return false;
    for (const column of this.#indexes.keys()) if (old[column] !== filed[column]) return false;
    return true;
  }

  #file(filed: Filed) {
    this.#filed.set(filed.key, filed);
    for (const [column, index] of this.#indexes) {
      const group = Table.#join(index, filed[column], filed.key);
      for (const [order, sorted] of group.sorted ?? [])
        sorted.splice(positionOf(sorted, order, filed), 0, filed);
    }
    for (const [order, sorted] of this.#sorted) sorted.splice(positionOf(sorted, order, filed), 0, filed);
  }

  #unfile(filed: Filed) {
    this.#filed.delete(filed.key);
    for (const [column, index] of this.#indexes) {
      const group = index.get(filed[column]);
      if (!group) continue;
      if (Array.isArray(group.ids)) group.ids = group.ids.filter((key) => key !== filed.key);
      else group.ids.delete(filed.key);
      if ((Array.isArray(group.ids) ? group.ids.length : group.ids.size) === 0) index.delete(filed[column]);
      else for (const [order, sorted] of group.sorted ?? []) Table.#remove(sorted, order, filed);
    }
    for (const [order, sorted] of this.#sorted) Table.#remove(sorted, order, filed);
  }

  static #join(index: Map<unknown, Group>, value: unknown, id: string): Group {
    let group = index.get(value);
    if (!group) {
      group = { ids: [id] };
      index.set(value, group);
    } else if (!Array.isArray(group.ids)) group.ids.add(id);
    // Concatenated rather than pushed or spread: those reserve room for 16 more keys in every small group.
    else if (group.ids.length < SMALL_GROUP) group.ids = group.ids.concat(id);
    else group.ids = new Set(group.ids).add(id);
    return group;
  }

  static #remove(sorted: Filed[], order: SortOrder, filed: Filed) {
    const position = positionOf(sorted, order, filed);
    if (sorted[position] === filed) sorted.splice(position, 1);
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
