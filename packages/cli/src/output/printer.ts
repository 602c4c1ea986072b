import { CliError, EXIT, UsageError } from '../errors';
import type { Io } from '../io';
import { SentAnswers } from './answers';
import type { Format } from './formats';
import { cellText, headerOf, selectFields, valueAt } from './select';
import { colourEnabled, type Style, styleFor } from './style';
import type { Column } from './table';

export type { Format } from './formats';

/** How a command prints: `--format` and `--fields`. */
export interface OutputOptions {
  format: Format;
  /** Wire field paths to keep (`name`, `run_state`, `state.state`); every field when empty. */
  fields: readonly string[];
  noColor?: boolean;
  /** `--jq EXPR`: JSON output goes through this jq filter. */
  jq?: string;
  /** `--template TEMPLATE`: JSON output is rendered with this Handlebars template. */
  template?: string;
}

/**
 * Renders an answer for a person. An answer missing what the API promises (a field of an object, a list that
 * is not one) fails while rendering; that is the platform breaking its contract, not a bug of the command.
 */
function rendered(render: () => string): string {
  try {
    return render();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    throw new CliError(
      `The platform's answer does not match the API description (${error.message})`,
      EXIT.apiError,
      'Add --format json to see the answer as it came, or --debug for details.',
    );
  }
}

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

  /** Whether output is for machines (`--format json|yaml`): commands then print data, not prose. */
  readonly json: boolean;
  /** The platform's answers as sent, which JSON output and `--fields` print (see `SentAnswers`). */
  readonly answers = new SentAnswers();
  /**
   * Whether answers are kept as sent: JSON output and `--fields` print them; a table of a command's own
   * columns reads the SDK's data alone.
   */
  readonly keepsAnswers: boolean;
  /** The YAML writer, loaded by `prepare()` only when asked for: most runs never need it (cold start). */
  private toYaml: ((value: unknown, options: { lineWidth: number }) => string) | undefined;
  /**
   * The table and field renderers, loaded by `prepare()` for the table format only: measuring display width
   * builds an Intl.Segmenter, tens of milliseconds that a JSON run does not need (cold start).
   */
  private renderers: typeof import('./table') | undefined;

  constructor(
    readonly io: Io,
    readonly options: OutputOptions,
  ) {
    this.json = options.format !== 'table';
    this.keepsAnswers = this.json || options.fields.length > 0;
    this.style = styleFor(colourEnabled(io.stdout, io.env, options.noColor === true));
    this.errStyle = styleFor(colourEnabled(io.stderr, io.env, options.noColor === true));
  }

  /** Output still going through jq; `finish()` waits for it. */
  private filtered: Promise<void> = Promise.resolve();

  /** Runs jq (a WebAssembly build of jq itself, loaded only for --jq) and writes what it prints. */
  private async writeFiltered(value: unknown, expression: string): Promise<void> {
    const { raw } = await import('jq-wasm');
    let text: string;
    try {
      text = await raw(JSON.stringify(value ?? null), expression, ['-r']);
    } catch (error) {
      throw new UsageError(
        `--jq: ${(error as Error).message.replace(/^Failed to execute JSON query: /, '')}`,
      );
    }
    if (text) this.io.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  }

  /**
   * Renders with Handlebars (loaded only for --template): no HTML escaping, since this is a terminal, and a
   * name the data lacks is an error rather than an empty string, so a typo does not pass silently.
   */
  private async writeTemplated(value: unknown, template: string): Promise<void> {
    const { default: handlebars } = await import('handlebars');
    let text: string;
    try {
      text = handlebars.compile(template, { noEscape: true, strict: true })(value);
    } catch (error) {
      throw new UsageError(`--template: ${(error as Error).message}`);
    }
    this.io.stdout.write(text);
  }

  /** Waits for output still being filtered; called after a command's action. */
  finish(): Promise<void> {
    return this.filtered;
  }

  /** Loads what the chosen format needs; called before a command runs. */
  async prepare(): Promise<void> {
    if (this.options.format === 'yaml') this.toYaml = (await import('yaml')).stringify;
    if (this.options.format === 'table') this.renderers = await import('./table');
  }

  /** The renderers `prepare()` loaded; a command that prints for a person without preparing is a bug. */
  private get table(): typeof import('./table') {
    if (!this.renderers) throw new Error('Output.prepare() was not called before printing a table');
    return this.renderers;
  }

  /** Writes a value as the platform's JSON (as it sent it), or YAML, fields selected. */
  data(value: unknown): void {
    this.wire(this.answers.wireOf(value));
  }

  /** Writes a value already in the platform's wire form (`rackctl api`), in YAML with `--format yaml`. */
  wire(value: unknown): void {
    const { fields, format, jq, template } = this.options;
    const shown = fields.length > 0 ? selectFields(value, fields) : value;
    if (jq !== undefined) {
      const expression = jq;
      this.filtered = this.filtered.then(() => this.writeFiltered(shown, expression));
      return;
    }
    if (template !== undefined) {
      this.filtered = this.filtered.then(() => this.writeTemplated(shown, template));
      return;
    }
    this.io.stdout.write(
      format === 'yaml' && this.toYaml
        ? this.toYaml(shown, { lineWidth: 0 })
        : `${JSON.stringify(shown, null, 2)}\n`,
    );
  }

  /** A list: a table, or a JSON array. `more` says a further page exists that was not fetched. */
  list<Row>(
    rows: readonly Row[],
    columns: readonly Column<Row>[],
    { empty = 'Nothing found', more = false },
  ) {
    if (this.json) this.data(rows);
    else if (rows.length === 0) this.note(empty);
    else {
      const shown = this.options.fields.length > 0 ? this.chosenColumns<Row>(rows) : columns;
      this.io.stdout.write(
        rendered(() =>
          this.table.renderTable(rows, shown, { maxWidth: terminalWidth(this.io), header: this.style.bold }),
        ),
      );
    }
    if (more) this.note('More results exist: add --all to list them all, or --limit to fetch more.');
  }

  /** One resource: label/value lines, or its JSON. */
  view(item: unknown, fields: Fields): void {
    if (this.json) this.data(item);
    else if (this.options.fields.length > 0) {
      const wire = selectFields(this.answers.wireOf(item), this.options.fields);
      this.io.stdout.write(
        this.table.renderFields(
          this.options.fields.map((path) => [path, cellText(valueAt(wire, path))] as const),
          this.style.bold,
        ),
      );
    } else this.io.stdout.write(rendered(() => this.table.renderFields(fields, this.style.bold)));
  }

  /** Columns of the fields chosen with `--fields`, read from the rows' wire form. */
  private chosenColumns<Row>(rows: readonly Row[]): Column<Row>[] {
    const wire = new Map(rows.map((row) => [row, this.answers.wireOf(row)]));
    selectFields([...wire.values()], this.options.fields);
    return this.options.fields.map((path) => ({
      header: headerOf(path),
      value: (row: Row) => cellText(valueAt(wire.get(row), path)),
    }));
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
