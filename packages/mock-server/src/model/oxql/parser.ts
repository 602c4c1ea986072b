import { invalidRequest } from '../errors';
import { parseLiteralAt } from './literals';
import type { AlignMethod, Comparison, Filter, Query, Reducer, TableOp } from './syntax';

/** The longest query the platform parses. */
export const MAX_QUERY_LENGTH = 4096;

/** Where a parse stopped and what would have let it go on, as the platform's PEG parser reports it. */
export class ParseFailure extends Error {}

/**
 * A parsing-expression-grammar reader: ordered choice with backtracking, and the furthest position any rule
 * failed at with the set of things expected there, which is what the error message reports. Failures inside
 * `quiet` parts (whitespace, delimiters) are not reported, as in the platform's grammar.
 */
export class Reader {
  pos = 0;
  private furthest = -1;
  private expected = new Set<string>();
  private quietDepth = 0;

  /** @param now what `@now()` means, in ms since the epoch */
  constructor(
    readonly text: string,
    readonly now: number,
  ) {}

  /** Records that `label` was expected at `at` (the current position unless given). */
  fail(label: string, at = this.pos): null {
    if (this.quietDepth > 0) return null;
    if (at > this.furthest) {
      this.furthest = at;
      this.expected = new Set();
    }
    if (at === this.furthest) this.expected.add(label);
    return null;
  }

  /** Matches a literal token, e.g. `"get"`. */
  token(literal: string): boolean {
    if (this.text.startsWith(literal, this.pos)) {
      this.pos += literal.length;
      return true;
    }
    this.fail(`"${literal}"`);
    return false;
  }

  /** Matches a pattern anchored at the current position (its failures reported as `label`). */
  pattern(regex: RegExp, label: string): string | null {
    regex.lastIndex = this.pos;
    const match = regex.exec(this.text);
    if (!match || match.index !== this.pos) return this.fail(label);
    this.pos += match[0].length;
    return match[0];
  }

  /** Runs `rule`; on failure rewinds to where it started. */
  attempt<T>(rule: () => T | null): T | null {
    const start = this.pos;
    const result = rule();
    if (result === null) this.pos = start;
    return result;
  }

  quiet<T>(rule: () => T | null): T | null {
    this.quietDepth++;
    try {
      return this.attempt(rule);
    } finally {
      this.quietDepth--;
    }
  }

  /** `_`: one or more spaces, tabs or newlines. */
  whitespace(): boolean {
    if (this.quiet(() => this.pattern(/[ \n\t]+/y, '')) !== null) return true;
    this.fail('whitespace');
    return false;
  }

  /** `_?` */
  optionalWhitespace(): void {
    this.quiet(() => this.pattern(/[ \n\t]+/y, ''));
  }

  /** The platform's message for a failed parse: the line and column, the text around it, what was expected. */
  error(): ParseFailure {
    const offset = Math.max(this.furthest, 0);
    const before = this.text.slice(0, offset).split('\n');
    const where = `${before.length}:${(before.at(-1) ?? '').length + 1}`;
    let out = `Error at ${where}`;
    const start = Math.max(0, offset - 24);
    const end = Math.min(this.text.length, offset + 24);
    const prefixLength = out.length + 2;
    out += `: .. ${this.text.slice(start, end)} ..\n`;
    const leftPad = offset - start + 3 + prefixLength;
    const rightPad = end - offset + 3 + prefixLength;
    out += `${' '.repeat(leftPad)}^${' '.repeat(rightPad)}\n`;
    const tokens = [...this.expected].sort();
    const wanted = tokens.length === 1 ? tokens[0] : `one of ${tokens.join(', ')}`;
    out += `Expected: error at ${where}: expected ${wanted}\n`;
    return new ParseFailure(out);
  }
}

/** An identifier: lower-case words of letters and digits joined by `_`. */
function ident(reader: Reader): string | null {
  const name = reader.quiet(() => reader.pattern(/[a-z]+[a-z0-9]*(_[a-z0-9]+)*/y, ''));
  return name ?? reader.fail('A valid identifier');
}

function timeseriesName(reader: Reader): string | null {
  return reader.attempt(() => {
    const target = ident(reader);
    if (target === null || !reader.token(':')) return null;
    const metric = ident(reader);
    return metric === null ? null : `${target}:${metric}`;
  });
}

const COMPARISONS: Comparison[] = ['==', '!=', '>=', '>', '<=', '<', '~='];

function atom(reader: Reader): Filter | null {
  return reader.attempt(() => {
    const name = ident(reader);
    if (name === null) return null;
    reader.optionalWhitespace();
    const cmp = COMPARISONS.find((candidate) => reader.token(candidate));
    if (!cmp) return null;
    reader.optionalWhitespace();
    const value = parseLiteralAt(reader);
    if (value === null) return null;
    if (cmp === '~=' && value.kind !== 'string') {
      return reader.fail('~= comparison is only supported for string literals');
    }
    return { negated: false, expr: { type: 'atom', ident: name, cmp, value } };
  });
}

function primary(reader: Reader): Filter | null {
  return (
    atom(reader) ??
    reader.attempt(() => {
      if (!reader.token('(')) return null;
      reader.optionalWhitespace();
      const inner = logicalOr(reader);
      if (inner === null) return null;
      reader.optionalWhitespace();
      return reader.token(')') ? inner : null;
    })
  );
}

function factor(reader: Reader): Filter | null {
  const negated = reader.attempt(() => {
    if (!reader.token('!')) return null;
    reader.optionalWhitespace();
    const inner = factor(reader);
    return inner && { ...inner, negated: !inner.negated };
  });
  return negated ?? primary(reader);
}

/** One precedence level: `left op right` (right-recursive, as the platform's grammar) or the next level alone. */
function binary(
  reader: Reader,
  op: '||' | '&&' | '^',
  next: (reader: Reader) => Filter | null,
  self: (reader: Reader) => Filter | null,
): Filter | null {
  const compound = reader.attempt(() => {
    const left = next(reader);
    if (left === null) return null;
    reader.optionalWhitespace();
    if (!reader.token(op)) return null;
    reader.optionalWhitespace();
    const right = self(reader);
    return right && ({ negated: false, expr: { type: 'compound', left, op, right } } as Filter);
  });
  return compound ?? next(reader);
}

const logicalXor = (reader: Reader): Filter | null => binary(reader, '^', factor, logicalXor);
const logicalAnd = (reader: Reader): Filter | null => binary(reader, '&&', logicalXor, logicalAnd);
const logicalOr = (reader: Reader): Filter | null => binary(reader, '||', logicalAnd, logicalOr);

function keyword(reader: Reader, word: string, body: () => TableOp | null): TableOp | null {
  return reader.attempt(() => (reader.token(word) ? body() : null));
}

function groupBy(reader: Reader): TableOp | null {
  return keyword(reader, 'group_by', () => {
    if (!reader.whitespace() || !reader.token('[')) return null;
    reader.optionalWhitespace();
    const fields: string[] = [];
    const first = ident(reader);
    if (first !== null) {
      fields.push(first);
      for (;;) {
        const more = reader.attempt(() => {
          reader.optionalWhitespace();
          if (!reader.token(',')) return null;
          reader.optionalWhitespace();
          return ident(reader);
        });
        if (more === null) break;
        fields.push(more);
      }
    }
    reader.attempt(() => (reader.token(',') ? true : null));
    reader.optionalWhitespace();
    if (!reader.token(']')) return null;
    const reducer = reader.attempt((): Reducer | null => {
      if (!reader.token(',')) return null;
      reader.optionalWhitespace();
      if (reader.token('mean')) return 'mean';
      if (reader.token('sum')) return 'sum';
      return reader.fail('a reducer name');
    });
    return { op: 'group_by', fields, reducer: reducer ?? 'mean' };
  });
}

function align(reader: Reader): TableOp | null {
  return keyword(reader, 'align', () => {
    if (!reader.whitespace()) return null;
    const method: AlignMethod | null = reader.token('interpolate')
      ? 'interpolate'
      : reader.token('mean_within')
        ? 'mean_within'
        : null;
    if (!method || !reader.token('(')) return null;
    const period = parseLiteralAt(reader, 'duration');
    if (period?.kind !== 'duration' || !reader.token(')')) return null;
    return { op: 'align', method, periodMs: period.value };
  });
}

function limit(reader: Reader, kind: 'first' | 'last'): TableOp | null {
  return keyword(reader, kind, () => {
    if (!reader.whitespace()) return null;
    const digits = reader.pattern(/[0-9]+/y, "['0' ..= '9']");
    if (digits === null) return null;
    const count = Number(digits);
    if (count < 1) return reader.fail('a non-zero limit');
    return { op: 'limit', kind, count };
  });
}

function basicOp(reader: Reader): TableOp | null {
  return (
    keyword(reader, 'get', () => {
      if (!reader.whitespace()) return null;
      const name = timeseriesName(reader);
      return name === null ? null : { op: 'get', name };
    }) ??
    keyword(reader, 'filter', () => {
      if (!reader.whitespace()) return null;
      const filter = logicalOr(reader);
      if (filter === null) return null;
      reader.optionalWhitespace();
      return { op: 'filter', filter };
    }) ??
    groupBy(reader) ??
    keyword(reader, 'join', () => ({ op: 'join' })) ??
    align(reader) ??
    limit(reader, 'first') ??
    limit(reader, 'last')
  );
}

function groupedOp(reader: Reader): TableOp | null {
  return keyword(reader, '{', () => {
    reader.optionalWhitespace();
    const queries: Query[] = [];
    for (;;) {
      const next = query(reader);
      if (next === null) return null;
      queries.push(next);
      const more = reader.quiet(() => {
        reader.optionalWhitespace();
        if (!reader.token(';')) return null;
        reader.optionalWhitespace();
        return true;
      });
      if (!more) break;
    }
    reader.optionalWhitespace();
    return reader.token('}') ? { op: 'subquery', queries } : null;
  });
}

function query(reader: Reader): Query | null {
  return reader.attempt(() => {
    const ops: TableOp[] = [];
    const first = basicOp(reader) ?? groupedOp(reader);
    if (first === null) return null;
    ops.push(first);
    for (;;) {
      const next = reader.attempt(() => {
        const delimited = reader.quiet(() => {
          reader.optionalWhitespace();
          if (!reader.token('|')) return null;
          reader.optionalWhitespace();
          return true;
        });
        return delimited ? (basicOp(reader) ?? groupedOp(reader)) : null;
      });
      if (next === null) break;
      ops.push(next);
    }
    const [head, ...rest] = ops;
    const getsAtStart =
      (head?.op === 'get' || head?.op === 'subquery') &&
      rest.every((op) => op.op !== 'get' && op.op !== 'subquery');
    if (!getsAtStart) return reader.fail('every subquery must start with a `get` operation');
    return { ops };
  });
}

/** Parses an OxQL query as the platform does, or answers 400 with its message (line, column, expected). */
export function parseOxql(text: string, now: Date): Query {
  const raw = text.trim();
  if (raw.length > MAX_QUERY_LENGTH) {
    throw invalidRequest(`Queries must be <= ${MAX_QUERY_LENGTH} characters`);
  }
  const reader = new Reader(raw, now.getTime());
  const parsed = query(reader);
  if (parsed !== null && reader.pos === raw.length) return parsed;
  if (parsed !== null) reader.fail('EOF');
  throw invalidRequest(reader.error().message);
}
