import {
  bindOperations,
  type Call,
  camelToSnake,
  type OperationName,
  type Params,
  toQueryString,
  toWire,
} from '@rackconsole/sdk';

// Builds the `rackctl` command lines the forms show: plain text a user pastes into a POSIX shell (sh, bash,
// zsh), so every word that is not plainly safe is single-quoted.

/** Characters that mean nothing special to a shell anywhere in a word (no globs, tildes, braces, comments). */
const PLAIN_WORD = /^[A-Za-z0-9_@%+=:,./-]+$/;

/**
 * A word as a POSIX shell reads it back unchanged: plain words as they are, anything else in single quotes,
 * where nothing is special but the quote itself, which becomes `'\''` (close, escaped quote, reopen).
 */
export function shellQuote(word: string): string {
  if (PLAIN_WORD.test(word)) return word;
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/** A flag value given even though it is empty, e.g. `--description ''` to clear a description. */
export const EXPLICITLY_EMPTY = Symbol('explicitly empty');

/**
 * A flag's value: text or a number follows the flag, `true` gives the bare flag, a list repeats the flag.
 * Empty optional values (`undefined`, `null`, `false`, `''`, `[]`, and `''` in a list) leave the flag out.
 */
export type FlagValue =
  | string
  | number
  | boolean
  | readonly (string | number)[]
  | typeof EXPLICITLY_EMPTY
  | null
  | undefined;

function flagWords(flag: string, value: FlagValue): string[] {
  if (value === EXPLICITLY_EMPTY) return [`--${flag}`, "''"];
  if (value === true) return [`--${flag}`];
  if (value === undefined || value === null || value === false || value === '') return [];
  const values = Array.isArray(value) ? value : [value];
  return values.filter((item) => item !== '').flatMap((item) => [`--${flag}`, shellQuote(String(item))]);
}

/**
 * A `rackctl` command: the noun, verb and positional arguments in order, then the flags (long names without
 * the dashes, e.g. `{ project: 'web', 'no-start': true }`) in the order given.
 */
export function rackctl(words: readonly string[], flags: Record<string, FlagValue> = {}): string {
  return [
    'rackctl',
    ...words.map(shellQuote),
    ...Object.entries(flags).flatMap(([flag, value]) => flagWords(flag, value)),
  ].join(' ');
}

/** An update command's flag: the new value when it differs from the current one, else nothing. */
export function changedFlag(current: string, next: string): FlagValue {
  if (next === current) return undefined;
  return next === '' ? EXPLICITLY_EMPTY : next;
}

/** Sizes as the CLI takes them, in the binary units the forms use (`10GiB`). */
export const gibibytes = (gib: number) => `${gib}GiB`;

interface RecordedCall {
  method: string;
  path: string;
  params: { path?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
}

/**
 * The SDK's own operation table, bound to a transport that only records what it was asked to send: the method
 * and path of an operation come from the contract, so an api command cannot drift from the calls the forms make.
 */
function recordCall<Name extends OperationName>(name: Name, params: Params<Name>): RecordedCall {
  let recorded: RecordedCall | undefined;
  const record: Call = (method, path, callParams = {}) => {
    recorded = { method, path, params: callParams };
    return Promise.resolve({ type: 'success', data: {}, statusCode: 200 }) as never;
  };
  const operation = bindOperations(record)[name] as (params: Params<Name>) => unknown;
  operation(params);
  if (!recorded) throw new Error(`The SDK has no operation ${name}`);
  return recorded;
}

/**
 * The raw `rackctl api` call of an SDK operation, for what the CLI has no command (or flag) for: the path with
 * its parameters and query, the method, and the body as the SDK sends it (snake_case JSON), piped in on
 * stdin. `printf '%s\n'` rather than `echo`, which turns the `\n` of JSON strings into newlines in some shells.
 */
export function apiCommand<Name extends OperationName>(name: Name, params: Params<Name>): string {
  const { method, path, params: call } = recordCall(name, params);
  const filledPath = path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const entry = Object.entries(call.path ?? {}).find(([camel]) => camelToSnake(camel) === key);
    return encodeURIComponent(String(entry?.[1] ?? ''));
  });
  const query = toQueryString(call.query);
  const command = rackctl(['api', query ? `${filledPath}?${query}` : filledPath], {
    method: method.toUpperCase(),
    body: call.body === undefined ? undefined : '-',
  });
  if (call.body === undefined) return command;
  return `printf '%s\\n' ${shellQuote(JSON.stringify(toWire(call.body)))} | ${command}`;
}

/** Commands that run one after the other, each only if the one before succeeded. */
export const commandSequence = (commands: readonly string[]) => commands.join(' &&\n');
