import {
  type Api,
  type ApiResult,
  camelToSnake,
  type OperationName,
  operationRoute,
  snakeToCamel,
} from '@rackconsole/sdk';

// JSON output (`--json`, `--format yaml`, `--jq`, `--template`, `--fields`) prints what the platform sent. The
// SDK hands commands its camelCase with `Date`s, which cannot be turned back exactly: keys inside free-form
// data (an alert's payload) are the data's own, in any spelling, and the platform's timestamps carry
// microseconds that a `Date` drops. So each answer's JSON is kept beside the data read from it, and printing
// looks the data up instead of converting it back.

/** Where an answer holds data whose keys the SDK left as they were (the operation table's plan). */
type KeyPlan = NonNullable<ReturnType<typeof operationRoute>['responseKeys']>;

const isContainer = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !(value instanceof Date);

/** The platform's answers as sent, found by the SDK data read from them. */
export class SentAnswers {
  /** Each object or array of the SDK's data, with the JSON value it was read from. */
  private readonly sent = new WeakMap<object, unknown>();

  /** Wraps an SDK client so that every success's data is paired, part by part, with the JSON it came from. */
  pairing(api: Api): Api {
    const paired: Record<string, unknown> = {};
    const calls = Object.entries(api) as [
      OperationName,
      (...args: unknown[]) => Promise<ApiResult<unknown>>,
    ][];
    for (const [name, call] of calls) {
      paired[name] = async (...args: unknown[]) => {
        const result = await call(...args);
        if (result.type === 'success') {
          const text = result.text;
          if (text) this.pair(result.data, JSON.parse(text), operationRoute(name).responseKeys);
        }
        return result;
      };
    }
    return paired as Api;
  }

  /** Walks the data and its JSON together the way the SDK read one from the other (see `fromWire`). */
  private pair(data: unknown, wire: unknown, plan: KeyPlan | undefined): void {
    if (!isContainer(data) || !isContainer(wire)) return;
    this.sent.set(data, wire);
    const from = wire as Record<string, unknown>;
    if (Array.isArray(data)) {
      for (const [index, item] of data.entries()) this.pair(item, from[index], plan);
    } else if (plan === 'data') {
      // Free-form data is the SDK's as it was read: its parts, too, under the same keys.
      for (const [key, child] of Object.entries(data)) this.pair(child, from[key], 'data');
    } else if (plan !== undefined && 'keys' in plan) {
      for (const [key, child] of Object.entries(data)) this.pair(child, from[key], plan.values);
    } else {
      for (const [key, child] of Object.entries(from)) {
        this.pair((data as Record<string, unknown>)[snakeToCamel(key)], child, plan?.properties[key]);
      }
    }
  }

  /**
   * A value in the platform's JSON: an answer (or a part of one) as it was sent; an object rackctl made itself
   * (`auth status`, `version`) with its keys in snake_case, its parts looked up in turn.
   */
  wireOf(value: unknown): unknown {
    if (!isContainer(value)) return value;
    if (this.sent.has(value)) return this.sent.get(value);
    if (Array.isArray(value)) return value.map((item) => this.wireOf(item));
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [camelToSnake(key), this.wireOf(child)]),
    );
  }
}
