// What the preview's page and its platform worker say to each other (the page's end: preview-channel.ts; the
// worker's: preview-host.ts). Every call is a numbered message the other side answers once, in order of sending; a request
// body travels as bytes transferred to the worker, never copied or encoded on the page.
import type { Latency } from './behaviour';
import type { PlatformResponse } from './dispatch';

/** What the page hands the worker to start the platform. */
export interface PreviewStartOptions {
  latency?: Latency;
  chaos: number;
  /** A state file's text to start from instead of the seed. */
  state?: string;
  /** The page's origin: where users reach the platform (a worker's own location is its script's). */
  publicOrigin: string;
  /** Who the tab remembers as signed in: a user id, '' once signed out, null in a fresh tab. */
  signedInUser: string | null;
}

/** One request of the page, as plain data. */
export interface PreviewRequest {
  method: string;
  url: string;
  headers: [name: string, value: string][];
  /** The body's bytes, transferred; absent when the request has no body. */
  body?: ArrayBuffer;
}

/** The platform's answer, with who is signed in when the answer changed it (for the tab to remember). */
export interface PreviewAnswer extends PlatformResponse {
  signedInUser?: string;
}

/** The calls the page makes, by name: what each takes and what it answers. */
export interface PreviewCalls {
  start: [PreviewStartOptions, undefined];
  request: [PreviewRequest, PreviewAnswer];
  setChaos: [number, undefined];
  exportState: [undefined, string];
  importState: [string, undefined];
  /** Opens a serial console session on a stream URL: its history, and the id later calls name it by. */
  consoleOpen: [string, { session: number; history: Uint8Array }];
  consoleSend: [{ session: number; data: string | Uint8Array }, Uint8Array];
  consoleClose: [number, undefined];
}

export type PreviewCallName = keyof PreviewCalls;

export interface PreviewCallMessage<Name extends PreviewCallName = PreviewCallName> {
  id: number;
  call: Name;
  input: PreviewCalls[Name][0];
}

/** An answer to call `id`: its value, or the error it failed with (its class name and message). */
export type PreviewReplyMessage =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { name: string; message: string } };

/** The side of a `MessagePort`, `Worker` or worker scope both ends use. */
export interface PreviewPort {
  postMessage(message: unknown, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
