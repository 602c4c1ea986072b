/** The parsed form of an OxQL query: the table operations of the platform's grammar. */

export type Comparison = '==' | '!=' | '>=' | '>' | '<=' | '<' | '~=';
export type LogicalOp = '||' | '&&' | '^';

export type Literal =
  | { kind: 'boolean'; value: boolean }
  | { kind: 'integer'; value: number }
  | { kind: 'double'; value: number }
  | { kind: 'string'; value: string }
  | { kind: 'uuid'; value: string }
  | { kind: 'ip'; value: string }
  /** A duration in milliseconds (fractions for µs and ns). */
  | { kind: 'duration'; value: number }
  /** A moment in milliseconds since the epoch. */
  | { kind: 'timestamp'; value: number };

export interface Atom {
  type: 'atom';
  ident: string;
  cmp: Comparison;
  value: Literal;
}

export interface Compound {
  type: 'compound';
  left: Filter;
  op: LogicalOp;
  right: Filter;
}

export interface Filter {
  negated: boolean;
  expr: Atom | Compound;
}

export type Reducer = 'mean' | 'sum';
export type AlignMethod = 'mean_within' | 'interpolate';

export type TableOp =
  | { op: 'get'; name: string }
  | { op: 'filter'; filter: Filter }
  | { op: 'group_by'; fields: string[]; reducer: Reducer }
  | { op: 'join' }
  | { op: 'align'; method: AlignMethod; periodMs: number }
  | { op: 'limit'; kind: 'first' | 'last'; count: number }
  | { op: 'subquery'; queries: Query[] };

export interface Query {
  ops: TableOp[];
}

/** The names a filter compares, each once. */
export function identsOf(filter: Filter, into = new Set<string>()): Set<string> {
  if (filter.expr.type === 'atom') into.add(filter.expr.ident);
  else {
    identsOf(filter.expr.left, into);
    identsOf(filter.expr.right, into);
  }
  return into;
}
