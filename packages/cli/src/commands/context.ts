import {
  type Api,
  type ApiResult,
  createApi,
  DEFAULT_PAGE_SIZE,
  listAll,
  type OperationName,
  type Response as OperationResponse,
  type Params,
  toPlatformError,
} from '@rackconsole/sdk';
import { resolveSession, type Session } from '../auth/session';
import { readCredentials } from '../config/credentials';
import { credentialsPath } from '../config/paths';
import { ApiCallError, CliError, EXIT } from '../errors';
import type { Io } from '../io';
import { Output } from '../output/printer';

/** The options every command understands (defined on the program). */
export interface GlobalOptions {
  json?: boolean;
  profile?: string;
  debug?: boolean;
  /** False with `--no-color`. */
  color?: boolean;
}

/** `--all` and `--limit` of list commands. */
export interface ListOptions {
  all?: boolean;
  limit?: number;
}

/** Operations that answer with a page of items. */
type ListOperation = {
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

/** How long `--all` pages are: bigger than the default page so long lists take fewer calls. */
const ALL_PAGE_SIZE = 200;

/** Everything a command's action needs: output, credentials and platform calls that throw CLI errors. */
export class Context {
  readonly out: Output;
  private sessionPromise: Promise<Session> | undefined;
  private apiPromise: Promise<Api> | undefined;

  constructor(
    readonly io: Io,
    readonly globals: GlobalOptions,
  ) {
    this.out = new Output(io, globals.json === true, globals.color === false);
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

  /** The SDK client for the session's host and token. */
  api(): Promise<Api> {
    this.apiPromise ??= this.session().then(({ host, token }) => createApi({ host, token }));
    return this.apiPromise;
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
    return this.settle(name, () => operation(...params));
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
    const fetchPage = (pageToken: string | undefined, pageSize: number) =>
      operation({ ...rest, query: { ...query, limit: pageSize, pageToken } });
    if (all) {
      const items = await this.settle(name, () => listAll(fetchPage, { pageSize: limit ?? ALL_PAGE_SIZE }));
      return { items, more: false };
    }
    const page = await this.settle(name, () => fetchPage(undefined, limit ?? DEFAULT_PAGE_SIZE));
    return { items: page.items, more: Boolean(page.nextPage) };
  }

  /** Runs a call, turning a network failure or a failed result into a CliError. */
  private async settle<Data>(name: OperationName, send: () => Promise<ApiResult<Data>>): Promise<Data> {
    const { host } = await this.session();
    let result: ApiResult<Data>;
    try {
      result = await send();
    } catch (error) {
      throw unreachable(host, error);
    }
    if (result.type === 'success') return result.data;
    const failure = toPlatformError(result, name, this.logFailure);
    const hint =
      failure.statusCode === 401 ? `Run \`rackctl auth login --host ${host}\` to log in again.` : undefined;
    throw new ApiCallError(failure, hint);
  }
}

/**
 * The headers the SDK sends with every call (bearer token, JSON, the API version it speaks), for the calls
 * that go around its typed operations: raw `rackctl api` calls and the serial console websocket. Read off a
 * request the SDK builds, so there is one place that decides them.
 */
export async function sdkHeaders(host: string, token: string): Promise<Headers> {
  let headers = new Headers();
  const probe = createApi({
    host,
    token,
    fetch: async (request) => {
      headers = request.headers;
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  await probe.ping();
  return headers;
}

/** A call that never got an answer: the host is down, unknown, or refused the connection. */
export function unreachable(host: string, error: unknown): CliError {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const reason = cause?.code ?? cause?.message ?? (error as Error).message;
  return new CliError(`Could not reach ${host}: ${reason}`, EXIT.apiError);
}
