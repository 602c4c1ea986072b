// A mock server in a process of its own, for tests that measure its memory without the client's allocations
// in the same heap. Started with `fork` (IPC): it reports its URL and a bearer token, then answers
// `reset` (collect garbage, start a new peak from the current RSS) and `peak` (the highest RSS sampled since).
import { randomBytes } from 'node:crypto';
import { users } from '../fixtures/identity';
import { startMockServer } from '../runtime/node';
import { newId } from '../store/ids';

const SAMPLE_MS = 5;

const server = await startMockServer({ port: 0 });
const token = `probe_${randomBytes(12).toString('hex')}`;
server.platform.db.table('accessTokens').set(token, {
  id: newId(),
  token,
  user_id: users.hannah.id,
  time_created: new Date().toISOString(),
  time_expires: null,
});

let peak = process.memoryUsage().rss;
setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, SAMPLE_MS);

process.on('message', (message: 'reset' | 'peak') => {
  if (message === 'reset') {
    globalThis.gc?.();
    peak = process.memoryUsage().rss;
  }
  process.send?.({ kind: message, rss: peak });
});
process.on('disconnect', () => void server.close().then(() => process.exit(0)));
process.send?.({ kind: 'ready', url: server.url, token });
