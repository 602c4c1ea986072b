// The page's end of the preview's channel to its platform worker (preview-protocol.ts): numbered calls, and the
// forwarding of one of the page's requests, which never answers anything but the platform's answer or its 500.
import { errorAnswer, PlatformError } from '../model/core/errors';
import type {
  PreviewAnswer,
  PreviewCallMessage,
  PreviewCallName,
  PreviewCalls,
  PreviewPort,
  PreviewReplyMessage,
} from './preview-protocol';
import { SECURITY_HEADERS } from './security-headers';

/** An error the worker threw, rebuilt on the page with the same class name and message. */
export class PreviewWorkerError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

/**
 * The page's end of the channel: `call` posts a call and resolves with the worker's answer (rejects with its
 * error); `fail` rejects every call still waiting, and every later one, with `error` (the worker is gone).
 */
export function previewChannel(port: PreviewPort) {
  let nextId = 1;
  let failure: Error | undefined;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  port.addEventListener('message', (event: MessageEvent<PreviewReplyMessage>) => {
    const reply = event.data;
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(new PreviewWorkerError(reply.error.name, reply.error.message));
  });
  return {
    call<Name extends PreviewCallName>(
      call: Name,
      input: PreviewCalls[Name][0],
      transfer: Transferable[] = [],
    ): Promise<PreviewCalls[Name][1]> {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
        port.postMessage({ id, call, input } satisfies PreviewCallMessage<Name>, transfer);
      });
    },
    fail(error: Error) {
      failure = error;
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
    },
  };
}

export type PreviewChannel = ReturnType<typeof previewChannel>;

/** The platform's 500, for a request the worker could not answer (it failed or is gone). */
function workerFailure(error: unknown): PreviewAnswer {
  console.error('[mock] the preview platform did not answer:', error);
  const answer = errorAnswer(
    new PlatformError(500, 'Internal', 'Internal Server Error'),
    crypto.randomUUID(),
  );
  return { ...answer, headers: [...SECURITY_HEADERS, ...answer.headers] as [string, string][] };
}

/**
 * One of the page's requests, answered by the platform's worker: its body's bytes move there (transferred, not
 * copied), and `onSignedIn` hears who is signed in when the answer changed it.
 */
export async function forwardRequest(
  channel: PreviewChannel,
  request: Request,
  onSignedIn: (userId: string) => void,
): Promise<Response> {
  const body = request.body === null ? undefined : await request.arrayBuffer();
  const answer = await channel
    .call(
      'request',
      { method: request.method, url: request.url, headers: [...request.headers], body },
      body ? [body] : [],
    )
    .catch(workerFailure);
  if (answer.signedInUser !== undefined) onSignedIn(answer.signedInUser);
  return new Response((answer.body ?? null) as BodyInit | null, {
    status: answer.status,
    headers: answer.headers,
  });
}
