import stringWidth from 'string-width';

/**
 * How many columns text takes on a terminal: escape sequences none, East Asian wide characters and emoji two,
 * combining marks none (Unicode's East Asian Width rules, as string-width applies them). Here rather than with
 * the styles: string-width builds an Intl.Segmenter when loaded, which only a table needs (cold start).
 */
export function visibleWidth(text: string): number {
  return stringWidth(text);
}

/** One column of a table: its header and how to show a row's value. */
export interface Column<Row> {
  header: string;
  value: (row: Row) => string;
  /** Wraps the (already fitted) cell text in colour; widths are measured without it. */
  style?: (text: string, row: Row) => string;
  /** Free text (descriptions) that gives up its width first when the table is too wide. */
  flexible?: boolean;
}

const GAP = '  ';
const ELLIPSIS = '…';
/** No column is squeezed below this, so a cut value still hints at what it was. */
const MIN_WIDTH = 6;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Cuts text to `width` columns, whole characters only (a wide one that would straddle the edge goes). */
function fit(text: string, width: number): string {
  if (visibleWidth(text) <= width) return text;
  let kept = '';
  let used = 0;
  for (const { segment } of graphemes.segment(text)) {
    const next = visibleWidth(segment);
    if (used + next > width - 1) break;
    kept += segment;
    used += next;
  }
  return kept + ELLIPSIS;
}

/**
 * Column widths that fit `maxWidth`: flexible columns shrink first, then the widest of the others, each no
 * further than its header or MIN_WIDTH. A table that still does not fit is printed wider rather than mangled.
 */
function fitWidths(natural: number[], headers: number[], flexible: boolean[], maxWidth: number): number[] {
  const widths = [...natural];
  const total = () => widths.reduce((sum, width) => sum + width, 0) + GAP.length * (widths.length - 1);
  const floor = (index: number) => Math.min(natural[index] ?? 0, Math.max(headers[index] ?? 0, MIN_WIDTH));
  for (const onlyFlexible of [true, false]) {
    while (total() > maxWidth) {
      let widest = -1;
      widths.forEach((width, index) => {
        if (onlyFlexible && !flexible[index]) return;
        if (width <= floor(index)) return;
        if (widest === -1 || width > (widths[widest] ?? 0)) widest = index;
      });
      if (widest === -1) break;
      widths[widest] = (widths[widest] ?? 0) - 1;
    }
  }
  return widths;
}

/** Renders rows as an aligned table, no wider than `maxWidth` columns when that is possible. */
export function renderTable<Row>(
  rows: readonly Row[],
  columns: readonly Column<Row>[],
  { maxWidth = Number.POSITIVE_INFINITY, header = (text: string) => text } = {},
): string {
  const cells = rows.map((row) => columns.map((column) => column.value(row).replace(/\s+/g, ' ')));
  const headers = columns.map((column) => visibleWidth(column.header));
  const natural = columns.map((_, index) =>
    Math.max(headers[index] ?? 0, ...cells.map((line) => visibleWidth(line[index] ?? ''))),
  );
  const widths = fitWidths(
    natural,
    headers,
    columns.map((column) => column.flexible === true),
    maxWidth,
  );
  const line = (texts: string[], styled: (text: string, index: number) => string) =>
    texts
      .map((text, index) => {
        const width = widths[index] ?? 0;
        const shown = fit(text, width);
        const padding = index === texts.length - 1 ? '' : ' '.repeat(width - visibleWidth(shown));
        return styled(shown, index) + padding;
      })
      .join(GAP)
      .trimEnd();
  const lines = [
    line(
      columns.map((column) => column.header),
      (text) => header(text),
    ),
  ];
  rows.forEach((row, rowIndex) => {
    lines.push(line(cells[rowIndex] ?? [], (text, index) => columns[index]?.style?.(text, row) ?? text));
  });
  return `${lines.join('\n')}\n`;
}

/** Renders label/value pairs one per line with the labels aligned, for a single resource. */
export function renderFields(
  fields: readonly (readonly [label: string, value: string])[],
  label = (text: string) => text,
): string {
  const width = Math.max(0, ...fields.map(([name]) => visibleWidth(name)));
  return fields
    .map(([name, value]) =>
      `${label(`${name}:`)}${' '.repeat(width - visibleWidth(name) + 1)} ${value}`.trimEnd(),
    )
    .join('\n')
    .concat('\n');
}
