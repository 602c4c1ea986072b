// The parts of zod 4's internal schema representation (`schema._zod`) the answer encoder reads, and zod's
// own way of running one check. Kept apart so a change of zod's internals touches this file only.

/** A schema's definition: its kind and what it is built from. */
export interface Def {
  type: string;
  checks?: ZodCheck[];
  coerce?: boolean;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  element?: Schema;
  innerType?: Schema;
  options?: Schema[];
  discriminator?: string;
  unionFallback?: boolean;
  inclusive?: boolean;
  defaultValue?: unknown;
}
/** A zod schema as its internals show it. */
export interface Schema {
  _zod: {
    def: Def;
    traits: Set<string>;
    values?: Set<unknown>;
    optin?: 'optional' | 'defaulted';
    optout?: 'optional';
    propValues?: Record<string, Set<unknown>>;
  };
  safeParse(value: unknown): { success: true; data: unknown } | { success: false };
}
/** What zod hands a check: the value, and the issues found so far. */
export interface CheckPayload {
  value: unknown;
  issues: unknown[];
}
/** One check of a schema (a format, a bound, a length). */
export interface ZodCheck {
  _zod: {
    def: {
      check?: string;
      format?: string;
      pattern?: RegExp;
      value?: unknown;
      inclusive?: boolean;
      when?: (payload: CheckPayload) => boolean;
    };
    check(payload: CheckPayload): unknown;
  };
}

/** One zod check run as zod runs it (its `when` guard, then the check): the value it leaves, or `outside`. */
export function runCheck(check: ZodCheck, outside: symbol): (value: unknown) => unknown {
  // Checks are synchronous and never re-entered mid-call, so one payload serves every call.
  const payload: CheckPayload = { value: undefined, issues: [] };
  const { when } = check._zod.def;
  return (value) => {
    payload.value = value;
    // A fresh list only after a failure: truncating an array in place is a slow runtime call.
    if (payload.issues.length > 0) payload.issues = [];
    if (when && !when(payload)) return value;
    check._zod.check(payload);
    return payload.issues.length === 0 ? payload.value : outside;
  };
}

/** The checks zod runs on a schema after its type test: the schema itself when it is a check, then its own. */
export const checksOf = (schema: Schema): ZodCheck[] => [
  ...(schema._zod.traits.has('$ZodCheck') ? [schema as unknown as ZodCheck] : []),
  ...(schema._zod.def.checks ?? []),
];
