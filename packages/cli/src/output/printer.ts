import { toWire } from '@rackconsole/sdk';
import type { Io } from '../io';
import { colourEnabled, type Style, styleFor } from './style';
import { type Column, renderFields, renderTable } from './table';

/** A resource shown as label/value lines. */
export type Fields = readonly (readonly [label: string, value: string])[];

/** Tables sized for a terminal; a pipe gets full width unless COLUMNS says otherwise. */
function terminalWidth(io: Io): number {
  if (io.stdout.isTTY && io.stdout.columns) return io.stdout.columns;
  const columns = Number(io.env.COLUMNS);
  return Number.isInteger(columns) && columns > 0 ? columns : Number.POSITIVE_INFINITY;
}

/**
 * Where a command's results go: data on stdout (a table or fields, or JSON with `--json`), narration and
 * progress on stderr, so `rackctl … --json | jq` always gets clean JSON.
 */
export class Output {
  /** Styles for stdout (tables, fields). */
  readonly style: Style;
  /** Styles for stderr (notes, errors, spinners). */
  readonly errStyle: Style;

  constructor(
    readonly io: Io,
    readonly json: boolean,
    noColor = false,
  ) {
    this.style = styleFor(colourEnabled(io.stdout, io.env, noColor));
    this.errStyle = styleFor(colourEnabled(io.stderr, io.env, noColor));
  }

  /** Writes a value as the platform's JSON (snake_case keys, ISO timestamps), whatever the output mode. */
  data(value: unknown): void {
    this.io.stdout.write(`${JSON.stringify(toWire(value), null, 2)}\n`);
  }

  /** A list: a table, or a JSON array. `more` says a further page exists that was not fetched. */
  list<Row>(
    rows: readonly Row[],
    columns: readonly Column<Row>[],
    { empty = 'Nothing found', more = false },
  ) {
    if (this.json) this.data(rows);
    else if (rows.length === 0) this.note(empty);
    else
      this.io.stdout.write(
        renderTable(rows, columns, { maxWidth: terminalWidth(this.io), header: this.style.bold }),
      );
    if (more) this.note('More results exist: add --all to list them all, or --limit to fetch more.');
  }

  /** One resource: label/value lines, or its JSON. */
  view(item: unknown, fields: Fields): void {
    if (this.json) this.data(item);
    else this.io.stdout.write(renderFields(fields, this.style.bold));
  }

  /** Human-only text on stdout (JSON mode prints data instead). */
  text(message: string): void {
    if (!this.json) this.io.stdout.write(`${message}\n`);
  }

  /** Narration for a person on stderr: what was done, what to do next. */
  note(message: string): void {
    this.io.stderr.write(`${message}\n`);
  }
}
