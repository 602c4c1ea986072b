/** One flag of a generated command: a path or query parameter, or a field of the request body. */
export interface OperationFlag {
  /** The flag without its dashes (`auto-restart-policy`). */
  name: string;
  /** The parameter or field as the API names it (`auto_restart_policy`). */
  wire: string;
  in: 'path' | 'query' | 'body';
  required: boolean;
  description: string;
  /** `json`: an object or list, given as JSON text. */
  type: 'string' | 'integer' | 'number' | 'boolean' | 'json';
  choices?: readonly string[];
}

/** A command generated from one operation of the API description. */
export interface GeneratedOperation {
  /** The operationId (`instance_start`). */
  id: string;
  /** `rackctl <noun> <verb>`; an operation of one word (`ping`) has no verb. */
  noun: string;
  verb: string;
  summary: string;
  method: 'get' | 'put' | 'post' | 'delete' | 'head';
  /** The path template (`/v1/instances/{instance}/start`). */
  path: string;
  flags: readonly OperationFlag[];
  body?: {
    encoding: 'json' | 'form' | 'binary';
    required: boolean;
    /** What `--json-body-template` prints: every field with an example value of its type. */
    template?: unknown;
  };
  /** The answer is a page (`items`, `next_page`): the command takes --limit and --all. */
  paged?: boolean;
  /** The answer is bytes, not JSON. */
  binaryAnswer?: boolean;
}
