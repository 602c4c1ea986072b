import { invalidRequest } from '../../core/errors';
import { parseLiteralAt } from './literals';
import { Reader } from './reader';
import type { AlignMethod, Comparison, Filter, Query, Reducer, TableOp } from './syntax';

/** The longest query the platform parses. */
const MAX_QUERY_LENGTH = 4096;

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
      const inner = reader.nested(() => logicalOr(reader));
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
    const inner = reader.nested(() => factor(reader));
    return inner && { ...inner, negated: !inner.negated };
  });
  return negated ?? primary(reader);
}

/**
 * One precedence level: `left op right` (right-recursive, as the platform's grammar) or the next level alone.
 * The grammar's ordered choice would read `left` twice when no operator follows; reading it once and then
 * looking for the operator accepts the same texts and fails at the same places, without the re-reading that
 * makes nested parentheses cost exponential time.
 */
function binary(
  reader: Reader,
  op: '||' | '&&' | '^',
  next: (reader: Reader) => Filter | null,
  self: (reader: Reader) => Filter | null,
): Filter | null {
  const left = next(reader);
  if (left === null) return null;
  const right = reader.attempt(() => {
    reader.optionalWhitespace();
    if (!reader.token(op)) return null;
    reader.optionalWhitespace();
    return self(reader);
  });
  return right ? { negated: false, expr: { type: 'compound', left, op, right } } : left;
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
      const next = reader.nested(() => query(reader));
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
  throw invalidRequest(reader.errorMessage());
}
