import type * as contract from '@rackconsole/sdk/contract';
import {
  type Actor,
  advanceInstances,
  findInstance,
  invalidRequest,
  type MockSettings,
  requireProject,
} from '../model/services';
import type { Db } from '../store/db';
import type { Wire } from '../store/tables';

type InstanceState = Wire<typeof contract.InstanceState>;

/** Spec §4: the serial console is available while the instance runs (or is passing through those states). */
const SERIAL_CONSOLE_STATES = new Set<InstanceState>(['running', 'rebooting', 'migrating', 'repairing']);
const CARRIAGE_RETURN = 13;
const LINE_FEED = 10;
/** The console buffer keeps this much recent output, like the platform's serial console history. */
const HISTORY_BYTES = 64 * 1024;
/**
 * The largest message a client may send: input is typed or pasted, and anything larger than the history could
 * never be shown whole anyway. Beyond it the socket closes with 1009 (message too big).
 */
export const SERIAL_CONSOLE_MAX_MESSAGE_BYTES = 64 * 1024;

/**
 * A serial console session on an instance, shared by both runtimes' websockets: what to replay on connect,
 * and what to send back for input. The mock echoes input and turns a carriage return into a newline (spec §1).
 * As on the platform, the stream types into the instance, so it needs the right to modify it (a viewer gets
 * 403 before any upgrade); the history alone (`instance_serial_console`) needs only the right to read it.
 */
export function openSerialConsole(
  db: Db,
  settings: MockSettings,
  actor: Actor | undefined,
  instance: string,
  project: string | null,
) {
  advanceInstances(db, new Date(), settings);
  const row = findInstance(db, actor, instance, project);
  requireProject(db, actor, row.project_id, 'limited_collaborator');
  if (!SERIAL_CONSOLE_STATES.has(row.run_state)) {
    throw invalidRequest(
      `instance must be running to connect to its serial console (it is ${row.run_state})`,
    );
  }
  const consoles = db.table('serialConsoles');
  const buffer = consoles.get(row.id) ?? { id: row.id, data: [] };
  consoles.set(row.id, buffer);
  return {
    history: Uint8Array.from(buffer.data),
    /** The bytes the instance "prints" in answer to `input`; they are kept in the console's history too. */
    receive(input: Uint8Array | string): Uint8Array {
      const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
      const echoed = bytes.map((byte) => (byte === CARRIAGE_RETURN ? LINE_FEED : byte));
      // Only the newest HISTORY_BYTES can stay, so older bytes are dropped before anything is copied; bytes go
      // in one by one (a spread of a large input would overflow the call stack).
      const kept = echoed.subarray(Math.max(0, echoed.length - HISTORY_BYTES));
      const overflow = buffer.data.length + kept.length - HISTORY_BYTES;
      if (overflow > 0) buffer.data.splice(0, overflow);
      for (const byte of kept) buffer.data.push(byte);
      consoles.set(row.id, buffer);
      return echoed;
    },
  };
}

/** The instance selector and project of a serial console stream URL. */
export function serialConsoleTarget(url: URL): { instance: string; project: string | null } | undefined {
  const match = /^\/v1\/instances\/([^/]+)\/serial-console\/stream$/.exec(url.pathname);
  if (!match?.[1]) return undefined;
  try {
    return { instance: decodeURIComponent(match[1]), project: url.searchParams.get('project') };
  } catch {
    // A malformed escape names no instance.
    return undefined;
  }
}
