// HCL native syntax as `terraform fmt` lays it out: two-space indents, the `=` of consecutive single-line
// attributes aligned (a line that opens a multi-line value, a comment or a blank line ends the run, as in
// hclwrite), objects and lists of objects over several lines, lists of scalars on one.

/** An expression written as is: a reference (`oxide_vpc.web.id`) or a function call. */
export class HclExpression {
  constructor(readonly text: string) {}
}

/** A map whose keys are data (rule names, role names): always quoted, unlike an object's attribute names. */
export class HclMap {
  constructor(readonly entries: Readonly<Record<string, HclValue>>) {}
}

/** A value the writer can lay out; `undefined` members of an object are left out. */
export type HclValue =
  | string
  | number
  | boolean
  | null
  | HclExpression
  | HclMap
  | readonly HclValue[]
  | { readonly [key: string]: HclValue | undefined };

/** One line of a body: an attribute, a nested block, a comment, or a blank line. */
export type HclBodyItem =
  | { attribute: string; value: HclValue }
  | { block: HclBlock }
  | { comment: string }
  | { blank: true };

/** A block such as `resource "oxide_vpc" "web" { … }`. */
export interface HclBlock {
  type: string;
  labels: readonly string[];
  body: readonly HclBodyItem[];
}

/** A reference or other expression, e.g. `ref('oxide_vpc.web.id')`. */
export const ref = (text: string) => new HclExpression(text);

const TEMPLATE_START = /([$%])\{/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A quoted HCL string that reads back as exactly `text`: quotes, backslashes and control characters escaped,
 * `${` and `%{` doubled so they stay text, not template syntax. Text that Unicode NFC would change (HCL
 * normalises string literals to NFC) is wrapped in `jsondecode` with its non-ASCII characters as JSON
 * escapes, which HCL leaves alone.
 */
export function hclString(text: string): string {
  // A lone surrogate has no UTF-8 form and so cannot be in a .tf file; the platform's strings never hold one.
  const wellFormed = text.replace(LONE_SURROGATE, '\uFFFD');
  if (wellFormed.normalize('NFC') !== wellFormed) {
    const json = JSON.stringify(wellFormed).replace(
      /[^\x20-\x7e]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    return `jsondecode(${quote(json)})`;
  }
  return quote(wellFormed);
}

function quote(text: string): string {
  let out = '"';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '"') out += '\\"';
    else if (char === '\\') out += '\\\\';
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    // Other C0 and C1 controls, and the line and paragraph separators, are invisible or break lines.
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0) || code === 0x2028 || code === 0x2029)
      out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += char;
  }
  return `${out.replace(TEMPLATE_START, '$1$1{')}"`;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/** An attribute or object key: bare when it is an identifier, quoted otherwise. */
const hclKey = (key: string) => (IDENTIFIER.test(key) ? key : quote(key));

const isObject = (value: HclValue): value is { readonly [key: string]: HclValue | undefined } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof HclExpression) &&
  !(value instanceof HclMap);

/** Whether a value is written over several lines (a non-empty object, map or list holding one). */
function isMultiLine(value: HclValue): boolean {
  if (value instanceof HclMap) return Object.keys(value.entries).length > 0;
  if (Array.isArray(value)) return value.some((item) => isMultiLine(item) || isObject(item));
  if (isObject(value)) return Object.values(value).some((item) => item !== undefined);
  return false;
}

function scalar(value: HclValue): string {
  if (value === null) return 'null';
  if (value instanceof HclExpression) return value.text;
  if (typeof value === 'string') return hclString(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`HCL has no number ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(scalar).join(', ')}]`;
  // Empty objects and maps: the only ones written on one line.
  return '{}';
}

type Line = { indent: number; lead: string; rest?: string };

/** Lines of an attribute (`key = value`); `rest` set only for single-line values, the ones fmt aligns. */
function attributeLines(key: string, value: HclValue, indent: number): Line[] {
  if (!isMultiLine(value)) return [{ indent, lead: key, rest: scalar(value) }];
  return [{ indent, lead: `${key} = ${openMultiLine(value)}` }, ...valueBodyLines(value, indent)];
}

const openMultiLine = (value: HclValue) => (Array.isArray(value) ? '[' : '{');

function valueBodyLines(value: HclValue, indent: number): Line[] {
  const lines: Line[] = [];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const comma = index < value.length - 1 ? ',' : '';
      if (isMultiLine(item)) {
        lines.push({ indent: indent + 1, lead: openMultiLine(item) }, ...valueBodyLines(item, indent + 1));
        const close = lines[lines.length - 1] as Line;
        close.lead += comma;
      } else lines.push({ indent: indent + 1, lead: `${scalar(item)}${comma}` });
    });
    lines.push({ indent, lead: ']' });
    return lines;
  }
  const entries =
    value instanceof HclMap
      ? Object.entries(value.entries).map(([key, item]) => [quote(key), item] as const)
      : Object.entries(value as Record<string, HclValue | undefined>).map(
          ([key, item]) => [hclKey(key), item] as const,
        );
  for (const [key, item] of entries) {
    if (item !== undefined) lines.push(...attributeLines(key, item, indent + 1));
  }
  lines.push({ indent, lead: '}' });
  return lines;
}

function blockLines(block: HclBlock, indent: number): Line[] {
  const header = [block.type, ...block.labels.map(quote)].join(' ');
  if (block.body.length === 0) return [{ indent, lead: `${header} {}` }];
  return [{ indent, lead: `${header} {` }, ...bodyLines(block.body, indent + 1), { indent, lead: '}' }];
}

function bodyLines(body: readonly HclBodyItem[], indent: number): Line[] {
  const lines: Line[] = [];
  for (const item of body) {
    if ('attribute' in item) lines.push(...attributeLines(hclKey(item.attribute), item.value, indent));
    else if ('block' in item) lines.push(...blockLines(item.block, indent));
    else if ('comment' in item) lines.push(...commentLines(item.comment, indent));
    else lines.push({ indent: 0, lead: '' });
  }
  return lines;
}

const commentLines = (comment: string, indent: number): Line[] =>
  comment.split('\n').map((line) => ({ indent, lead: line ? `# ${line}` : '#' }));

// hclwrite counts a line's columns in bytes.
const columns = (text: string) => new TextEncoder().encode(text).length;

/** Lays out top-level items (blocks, comments, blank lines) as a document ending in one newline. */
export function writeHcl(items: readonly HclBodyItem[]): string {
  const lines = bodyLines(items, 0);
  const out: string[] = [];
  let run: Line[] = [];
  const flush = () => {
    const width = Math.max(...run.map((line) => columns(line.lead)));
    for (const line of run) {
      out.push(
        `${'  '.repeat(line.indent)}${line.lead}${' '.repeat(width - columns(line.lead))} = ${line.rest}`,
      );
    }
    run = [];
  };
  for (const line of lines) {
    // Only lines at the same depth follow one another without an opener or closer between them.
    if (line.rest !== undefined) {
      run.push(line);
      continue;
    }
    if (run.length > 0) flush();
    out.push(line.lead === '' ? '' : `${'  '.repeat(line.indent)}${line.lead}`);
  }
  if (run.length > 0) flush();
  return `${out.join('\n')}\n`;
}
