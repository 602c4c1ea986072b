import { invalidRequest } from './core/errors';

/** One comparison of a `filter` stage: a field (or `timestamp`) against a literal. */
export interface OxqlCondition {
  field: string;
  op: '==' | '!=' | '>' | '>=' | '<' | '<=';
  value: string | number | boolean | Date;
}

/** The subset of OxQL the mock understands: what the console's metric pages write. */
export interface OxqlQuery {
  timeseries: string;
  conditions: OxqlCondition[];
  /** `align mean_within(…)`: the window each point summarises, in ms. */
  alignMs?: number;
  groupBy?: { fields: string[]; reducer: 'sum' | 'mean' };
}

const NAME = /^[a-z][a-z0-9]*(_[a-z0-9]+)*:[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
const FIELD = /^[a-z_][a-z0-9_]*$/;
const DURATION = /^(\d+)(ns|us|ms|s|m|h|d|w)$/;
const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
};

const fail = (message: string) => invalidRequest(`Query parsing failed: ${message}`);

/** Splits on a separator outside double-quoted strings. */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (char === '"') quoted = !quoted;
    if (!quoted && text.startsWith(separator, index)) {
      parts.push(current);
      current = '';
      index += separator.length - 1;
      continue;
    }
    current += char;
  }
  if (quoted) throw fail('unterminated string literal');
  parts.push(current);
  return parts.map((part) => part.trim());
}

export function parseDuration(text: string): number {
  const match = DURATION.exec(text.trim());
  if (!match) throw fail(`invalid duration "${text.trim()}"`);
  const ms = Number(match[1]) * (UNIT_MS[match[2] as string] as number);
  if (ms <= 0) throw fail('durations must be positive');
  return ms;
}

/** `@2025-01-01T00:00:00.000` (UTC, zone optional), `@now()` or `@now() - 1h`. */
function parseTimestamp(text: string, now: Date): Date {
  const relative = /^now\(\)\s*(?:([-+])\s*(\S+))?$/.exec(text);
  if (relative) {
    const offset = relative[2] ? parseDuration(relative[2]) : 0;
    return new Date(now.getTime() + (relative[1] === '+' ? offset : -offset));
  }
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(text);
  const time = Date.parse(hasZone ? text : `${text}Z`);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(time)) throw fail(`invalid timestamp "@${text}"`);
  return new Date(time);
}

function parseLiteral(text: string, now: Date): OxqlCondition['value'] {
  if (text.startsWith('"')) {
    if (!text.endsWith('"') || text.length < 2) throw fail(`invalid string literal ${text}`);
    return text.slice(1, -1);
  }
  if (text.startsWith('@')) return parseTimestamp(text.slice(1).trim(), now);
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)) return text.toLowerCase();
  throw fail(`invalid literal "${text}"`);
}

function parseFilter(expression: string, now: Date): OxqlCondition[] {
  if (expression.length === 0) throw fail('filter needs an expression');
  if (splitOutsideQuotes(expression, '||').length > 1) {
    throw fail('only conjunctions (&&) of comparisons are supported in filters');
  }
  return splitOutsideQuotes(expression, '&&').map((part) => {
    const condition = part.replace(/^\((.*)\)$/s, '$1').trim();
    const match = /^([A-Za-z_][A-Za-z0-9_]*)\s*(==|!=|>=|<=|>|<)\s*(.+)$/s.exec(condition);
    if (!match) throw fail(`invalid filter condition "${part}"`);
    return {
      field: match[1] as string,
      op: match[2] as OxqlCondition['op'],
      value: parseLiteral((match[3] as string).trim(), now),
    };
  });
}

function parseGroupBy(rest: string): OxqlQuery['groupBy'] {
  const match = /^\[([^\]]*)\]\s*(?:,\s*(\w+))?$/.exec(rest);
  if (!match) throw fail(`invalid group_by "${rest}"; expected group_by [field, …], sum|mean`);
  const fields = (match[1] as string)
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of fields) if (!FIELD.test(name)) throw fail(`invalid field name "${name}"`);
  const reducer = match[2] ?? 'mean';
  if (reducer !== 'sum' && reducer !== 'mean') throw fail(`unknown group_by reducer "${reducer}"`);
  return { fields, reducer };
}

/** Parses an OxQL query string, or answers 400 with what is wrong with it. */
export function parseOxql(text: string, now: Date): OxqlQuery {
  const [first = '', ...stages] = splitOutsideQuotes(text.trim(), '|');
  const get = /^get\s+(\S+)$/.exec(first);
  if (!get) throw fail('a query must start with "get <target>:<metric>"');
  const timeseries = get[1] as string;
  if (!NAME.test(timeseries)) throw fail(`invalid timeseries name "${timeseries}"`);
  const query: OxqlQuery = { timeseries, conditions: [] };
  for (const stage of stages) {
    const [, operation = '', rest = ''] = /^(\w+)\s*(.*)$/s.exec(stage) ?? [];
    if (operation === 'filter') query.conditions.push(...parseFilter(rest.trim(), now));
    else if (operation === 'align') {
      const align = /^(mean_within|interpolate)\s*\(\s*([^)]*)\)$/.exec(rest.trim());
      if (!align) throw fail(`invalid alignment "${rest.trim()}"; expected mean_within(<duration>)`);
      query.alignMs = parseDuration(align[2] as string);
    } else if (operation === 'group_by') query.groupBy = parseGroupBy(rest.trim());
    else throw fail(`unsupported table operation "${operation || stage}"`);
  }
  return query;
}
