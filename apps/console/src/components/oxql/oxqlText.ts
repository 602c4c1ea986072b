import type { TimeseriesSchema } from '@rackconsole/sdk';

/** What a piece of query text is, for highlighting. */
export type TokenKind =
  | 'operation'
  | 'function'
  | 'timeseries'
  | 'field'
  | 'string'
  | 'number'
  | 'timestamp'
  | 'operator'
  | 'punctuation'
  | 'space'
  | 'other';

export interface Token {
  kind: TokenKind;
  text: string;
  start: number;
}

export const TABLE_OPERATIONS = ['get', 'filter', 'align', 'group_by', 'join', 'first', 'last'] as const;
const FUNCTIONS = new Set(['mean_within', 'interpolate', 'mean', 'sum', 'now', 'true', 'false']);
const OPERATIONS = new Set<string>(TABLE_OPERATIONS);

const PATTERNS: [TokenKind, RegExp][] = [
  ['space', /\s+/y],
  ['string', /"[^"]*"?|'[^']*'?/y],
  ['timestamp', /@(now\(\)|[0-9\-T:.]+)/y],
  ['number', /-?[0-9]+(\.[0-9]*)?([eE]-?[0-9]+)?(Y|M|w|d|h|ms|m|s|us|ns)?/y],
  ['timeseries', /[a-z][a-z0-9_]*:[a-z][a-z0-9_]*/y],
  ['field', /[a-z_][a-z0-9_]*/y],
  ['operator', /==|!=|>=|<=|~=|&&|\|\||[<>!^|]/y],
  ['punctuation', /[()[\]{},;]/y],
  ['other', /./y],
];

/** Splits a query into tokens covering every character, in order. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let position = 0;
  while (position < text.length) {
    for (const [kind, pattern] of PATTERNS) {
      pattern.lastIndex = position;
      const match = pattern.exec(text);
      if (!match || match[0].length === 0) continue;
      const word = match[0];
      const refined =
        kind === 'field' && OPERATIONS.has(word)
          ? 'operation'
          : kind === 'field' && FUNCTIONS.has(word)
            ? 'function'
            : kind;
      tokens.push({ kind: refined, text: word, start: position });
      position += word.length;
      break;
    }
  }
  return tokens;
}

/** The character offset of a 1-based line and column (as the platform's errors give them). */
export function offsetOf(text: string, line: number, column: number): number {
  const lines = text.split('\n');
  const before = lines.slice(0, line - 1).reduce((sum, each) => sum + each.length + 1, 0);
  return Math.min(text.length, before + column - 1);
}

export interface Suggestion {
  label: string;
  /** What kind of thing it is, shown beside it. */
  detail: string;
  /** The text inserted for it (an operation gets its trailing space or bracket). */
  insert: string;
}

export interface Completion {
  /** The span of text the chosen suggestion replaces. */
  from: number;
  to: number;
  suggestions: Suggestion[];
}

const OPERATION_SNIPPETS: Record<(typeof TABLE_OPERATIONS)[number], string> = {
  get: 'get ',
  filter: 'filter ',
  align: 'align mean_within(',
  group_by: 'group_by [',
  join: 'join',
  first: 'first ',
  last: 'last ',
};

/**
 * What may be typed at the caret: timeseries names after `get`, table operations at the start of a stage,
 * alignment methods after `align`, reducers after a `group_by`'s list, else the fields of the timeseries the
 * stage reads (with `timestamp` and `datum`).
 */
export function completionsAt(text: string, caret: number, schemas: TimeseriesSchema[]): Completion {
  const before = text.slice(0, caret);
  const word = /[a-z0-9_:]*$/.exec(before)?.[0] ?? '';
  const from = caret - word.length;
  const context = before.slice(0, from).trimEnd();
  const matching = (suggestions: Suggestion[]) => ({
    from,
    to: caret,
    suggestions: suggestions.filter((item) => item.label.startsWith(word) && item.label !== word),
  });
  if (/(^|[|{;])\s*get$/.test(context)) {
    return matching(
      schemas.map((schema) => ({
        label: schema.timeseriesName,
        detail: schema.units,
        insert: schema.timeseriesName,
      })),
    );
  }
  if (context === '' || /[{;]$/.test(context)) {
    return matching([{ label: 'get', detail: 'table operation', insert: 'get ' }]);
  }
  if (context.endsWith('|')) {
    return matching(
      TABLE_OPERATIONS.filter((name) => name !== 'get').map((name) => ({
        label: name,
        detail: 'table operation',
        insert: OPERATION_SNIPPETS[name],
      })),
    );
  }
  if (/align$/.test(context)) {
    return matching(
      ['mean_within', 'interpolate'].map((name) => ({
        label: name,
        detail: 'alignment',
        insert: `${name}(`,
      })),
    );
  }
  if (/group_by\s*\[[^\]]*\]\s*,$/.test(context)) {
    return matching(['mean', 'sum'].map((name) => ({ label: name, detail: 'reducer', insert: name })));
  }
  const stage = context.slice(context.lastIndexOf('|') + 1);
  if (!/^\s*(filter|group_by)\b/.test(stage)) return { from, to: caret, suggestions: [] };
  const name = [...before.matchAll(/get\s+([a-z0-9_]+:[a-z0-9_]+)/g)].at(-1)?.[1];
  const schema = schemas.find((each) => each.timeseriesName === name);
  const fields = (schema?.fieldSchema ?? []).map((field) => ({
    label: field.name,
    detail: field.fieldType,
    insert: field.name,
  }));
  const implicit = /^\s*filter/.test(stage)
    ? [
        { label: 'timestamp', detail: 'time of the point', insert: 'timestamp' },
        { label: 'datum', detail: 'value of the point', insert: 'datum' },
      ]
    : [];
  return matching([...fields, ...implicit]);
}
