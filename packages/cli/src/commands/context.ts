import {
  API_VERSION,
  type Api,
  type ApiResult,
  apiVersionLabel,
  createApi,
  createServerVersionWatch,
  DEFAULT_PAGE_SIZE,
  listAll,
  type OperationName,
  type Response as OperationResponse,
  olderVersionShapes,
  olderVersions,
  type Params,
  toPlatformError,
} from '@rackconsole/sdk';
import { resolveSession, type Session } from '../auth/session';
import { readCredentials } from '../config/credentials';
import { credentialsPath } from '../config/paths';
import { noticeDue } from '../config/version-notice';
import { ApiCallError, CliError, EXIT, UsageError } from '../errors';
import type { Io } from '../io';
import { createHttp, DEFAULT_TIMEOUT_SECONDS, type Http, unreachable } from '../net/http';
import { tracedSend, tracing } from '../net/trace';
import { type Format, Output } from '../output/printer';
import { refusingMissingOperations } from './spoken-version';

/** The options every command understands (defined on the program). */
export interface GlobalOptions {
  json?: boolean;
  format?: Format;
  /** `--jq EXPR`: a jq filter over the JSON output. */
  jq?: string;
  /** `--template TEMPLATE`: a Handlebars template the JSON output is rendered with. */
  template?: string;
  /** `--fields name,run_state`, split. */
  fields?: string[];
  profile?: string;
  debug?: boolean;
  /** False with `--no-color`. */
  color?: boolean;
  /** Seconds each request may take (0: no limit); unset means DEFAULT_TIMEOUT_SECONDS. */
  timeout?: number;
  cacert?: string;
  insecure?: boolean;
  /** `--api-version`: speak an older platform API version than rackctl's own. */
  apiVersion?: string;
}

/** `--all` and `--limit` of list commands. */
export interface ListOptions {
  all?: boolean;
  limit?: number;
}

/** Operations that answer with a page of items. */
export type ListOperation = {
  [Name in OperationName]: OperationResponse<Name> extends { items: unknown[] } ? Name : never;
}[OperationName];

/** The item type of a list operation. */
type ItemOf<Name extends ListOperation> =
  OperationResponse<Name> extends { items: (infer Item)[] } ? Item : never;

/** The parameters of a list operation without its paging keys, which `list` fills in. */
type ListParams<Name extends ListOperation> = Omit<Params<Name>, 'query' | 'init'> &
  (Params<Name> extends { query?: infer Query }
    ? { query?: Omit<NonNullable<Query>, 'limit' | 'pageToken'> }
    : unknown);

/** An answer the platform sent that breaks the API description: an error, never data to print. */
export const brokenAnswer = (what: string, problem: string) =>
  new CliError(
    `The platform's answer to ${what} does not match the API description: ${problem}`,
    EXIT.apiError,
    'Add --debug to see the details, and report it to the rack operator.',
  );

/**
 * An answer that is not JSON at all, usually a proxy's HTML error page: said with its status and type, the
 * body left to --debug.
 */
export const notJsonAnswer = (what: string, response: Response) =>
  new CliError(
    `The platform answered ${what} with HTTP ${response.status} ${response.statusText} and ${
      response.headers.get('content-type')?.split(';')[0] ?? 'no content type'
    }, not JSON`.replace(/ {2,}/g, ' '),
    response.status === 401 ? EXIT.authNeeded : EXIT.apiError,
    'A proxy or load balancer in front of the rack may be failing; add --debug to see the body.',
  );

/** A page of a list operation must carry its items as a list of objects and a string or null page token. */
function checkPage(name: string, page: unknown): void {
  const { items, nextPage } = (page ?? {}) as { items?: unknown; nextPage?: unknown };
  if (!Array.isArray(items))
    throw brokenAnswer(name, `"items" is ${JSON.stringify(items) ?? 'missing'}, not a list`);
  if (items.some((item) => typeof item !== 'object' || item === null || Array.isArray(item))) {
    throw brokenAnswer(name, '"items" holds something other than objects');
  }
  if (nextPage !== undefined && nextPage !== null && typeof nextPage !== 'string') {
    throw brokenAnswer(name, '"next_page" is neither a string nor null');
  }
}

/** `--format`, or `--json` for short; asking for two different formats is a usage error. */
function outputFormat({ json, format, jq, template }: GlobalOptions): Format {
  if (jq !== undefined && template !== undefined) throw new UsageError('Give --jq or --template, not both');
  const filter = jq !== undefined ? '--jq' : template !== undefined ? '--template' : undefined;
  if (filter && format && format !== 'json') {
    throw new UsageError(`${filter} works on JSON; it cannot go with --format ${format}`);
  }
  if (json && format && format !== 'json') {
    throw new UsageError(`--json and --format ${format} ask for two formats; give one`);
  }
  return format ?? (json || filter ? 'json' : 'table');
}

/** How long `--all` pages are: bigger than the default page so long lists take fewer calls. */
const ALL_PAGE_SIZE = 200;

/** Everything a command's action needs: output, credentials and platform calls that throw CLI errors. */
export class Context {
  readonly out: Output;
  private sessionPromise: Promise<Session> | undefined;
  private apiPromise: Promise<Api> | undefined;
  private httpPromise: Promise<Http> | undefined;

  constructor(
    readonly io: Io,
    readonly globals: GlobalOptions,
  ) {
    this.out = new Output(io, {
      format: outputFormat(globals),
      fields: globals.fields ?? [],
      ...(globals.jq !== undefined ? { jq: globals.jq } : {}),
      ...(globals.template !== undefined ? { template: globals.template } : {}),
      noColor: globals.color === false,
    });
  }

  /** The credentials file's path for this environment. */
  get credentialsPath(): string {
    return credentialsPath(this.io.env);
  }

  /** The host and token to use; throws AuthNeededError (exit 3) when there are none. */
  session(): Promise<Session> {
    this.sessionPromise ??= readCredentials(this.credentialsPath).then((file) =>
      resolveSession(this.io.env, file, this.globals.profile),
    );
    return this.sessionPromise;
  }

  /** The transport of every call: `--timeout`, `--cacert` and `--insecure` applied (warned about once). */
  http(): Promise<Http> {
    const traced = tracing(this.globals.debug, this.io.env);
    this.httpPromise ??= createHttp(
      {
        timeoutSeconds: this.globals.timeout ?? DEFAULT_TIMEOUT_SECONDS,
        caFile: this.globals.cacert,
        insecure: this.globals.insecure === true,
      },
      (send) => (traced ? tracedSend(send, this.io.stderr) : send),
    ).then((http) => {
      if (this.globals.insecure) {
        this.out.note(
          this.out.errStyle.red(
            'warning: --insecure: certificates are not checked; anyone on the path can read and change this session, token included',
          ),
        );
      }
      return http;
    });
    return this.httpPromise;
  }

  /** The API version the platform names on its answers (`rackctl version` shows it). */
  readonly serverVersion = createServerVersionWatch();

  /** An SDK client for a host through the CLI's transport; without a token for the login flow. */
  async client(host: string, token?: string): Promise<Api> {
    const { send } = await this.http();
    this.serverVersion.subscribe(() => this.noticeNewerServer(host));
    // JSON output prints the answers as sent, so their text (a success's `text`) is kept beside the SDK's data.
    const answers = this.out.keepsAnswers ? this.out.answers : undefined;
    const api = createApi({
      host,
      ...(token ? { token } : {}),
      send,
      apiVersion: this.globals.apiVersion,
      versions: olderVersions,
      serverVersion: this.serverVersion,
      // With --api-version: send and read that version's shapes as the newest ones the commands are written for.
      shapes: olderVersionShapes,
    });
    return refusingMissingOperations(answers ? answers.pairing(api) : api, this.globals.apiVersion);
  }

  /** One line on stderr, once a day per host, when the platform speaks a newer API version than rackctl. */
  private noticeNewerServer(host: string) {
    const server = this.serverVersion.current;
    if (!server || !this.serverVersion.isNewerThanClient() || !noticeDue(this.io.env, host)) return;
    this.out.note(
      this.out.errStyle.yellow(
        `notice: ${host} speaks platform API ${apiVersionLabel(server)}, newer than this rackctl's ${apiVersionLabel(API_VERSION)}; update rackctl to use what is new`,
      ),
    );
  }

  /** The SDK client for the session's host and token. */
  api(): Promise<Api> {
    this.apiPromise ??= this.session().then(({ host, token }) => this.client(host, token));
    return this.apiPromise;
  }

  /** The CLI error for a call that got no answer, naming the timeout in force. */
  unreachable(host: string, error: unknown): CliError {
    return unreachable(host, error, this.globals.timeout ?? DEFAULT_TIMEOUT_SECONDS);
  }

  /** Where the SDK logs a failure's raw details: stderr with `--debug`, nowhere otherwise. */
  readonly logFailure = (...data: unknown[]): void => {
    if (!this.globals.debug) return;
    this.io.stderr.write(
      `${data.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(' ')}\n`,
    );
  };

  /** Calls a named operation and returns its data; a failure becomes the error catalogue's message. */
  async request<Name extends OperationName>(
    name: Name,
    ...params: Parameters<Api[Name]>
  ): Promise<OperationResponse<Name>> {
    const api = await this.api();
    const operation = api[name] as unknown as (
      ...args: unknown[]
    ) => Promise<ApiResult<OperationResponse<Name>>>;
    const data = await this.dataOrThrow(name, () => operation(...params));
    // Every answer of the API is an object (an empty body reads as `{}`).
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw brokenAnswer(name, 'it is not a JSON object');
    }
    return data;
  }

  /** Lists with a list operation: one page (`--limit`), or every page (`--all`). */
  async list<Name extends ListOperation>(
    name: Name,
    params: ListParams<Name>,
    { all = false, limit }: ListOptions,
  ): Promise<{ items: ItemOf<Name>[]; more: boolean }> {
    const api = await this.api();
    const operation = api[name] as unknown as (params: {
      path?: unknown;
      query: Record<string, unknown>;
    }) => Promise<ApiResult<{ items: ItemOf<Name>[]; nextPage?: string | null }>>;
    const { query, ...rest } = params as { query?: Record<string, unknown> };
    const fetchPage = async (pageToken: string | undefined, pageSize: number) => {
      const result = await operation({ ...rest, query: { ...query, limit: pageSize, pageToken } });
      if (result.type === 'success') checkPage(name, result.data);
      return result;
    };
    if (all) {
      const items = await this.dataOrThrow(name, () =>
        listAll(fetchPage, { pageSize: limit ?? ALL_PAGE_SIZE }),
      );
      return { items, more: false };
    }
    const page = await this.dataOrThrow(name, () => fetchPage(undefined, limit ?? DEFAULT_PAGE_SIZE));
    return { items: page.items, more: Boolean(page.nextPage) };
  }

  /** Runs a call and returns its data, turning a network failure or a failed result into a CliError. */
  private async dataOrThrow<Data>(name: OperationName, send: () => Promise<ApiResult<Data>>): Promise<Data> {
    const { host } = await this.session();
    let result: ApiResult<Data>;
    try {
      result = await send();
    } catch (error) {
      throw error instanceof CliError ? error : this.unreachable(host, error);
    }
    if (result.type === 'success') return result.data;
    if (result.type === 'client_error') {
      this.logFailure(`${name}: HTTP ${result.statusCode}:`, result.text);
      throw notJsonAnswer(name, result.response);
    }
    const failure = toPlatformError(result, name, this.logFailure);
    const hint =
      failure.statusCode === 401 ? `Run \`rackctl auth login --host ${host}\` to log in again.` : undefined;
    throw new ApiCallError(failure, hint);
  }
}
