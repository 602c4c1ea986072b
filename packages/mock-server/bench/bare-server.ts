// The ceiling for `pnpm bench:mock`: a bare Node HTTP server answering a fixed JSON body. `/` answers a
// one-item page; `/sized/<bytes>` answers a fixed JSON body of that many bytes, to show what a larger answer
// costs the machine with no work behind it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const body = JSON.stringify({
  items: [{ id: '5f0e2a8b-1c3d-4e5f-8a9b-000000000001', name: 'mock-project' }],
  next_page: null,
});
const MAX_SIZED_BYTES = 1024 * 1024;
const sized = new Map<number, string>();

/** A JSON document of exactly `bytes` bytes (at least the few an empty padding takes), built once per size. */
function bodyOf(bytes: number): string {
  let fixed = sized.get(bytes);
  if (!fixed) {
    const shell = JSON.stringify({ items: [], padding: '' });
    fixed = JSON.stringify({ items: [], padding: 'x'.repeat(Math.max(0, bytes - shell.length)) });
    sized.set(bytes, fixed);
  }
  return fixed;
}

const server = createServer((request, response) => {
  const bytes = Number(/^\/sized\/(\d+)$/.exec(request.url ?? '')?.[1] ?? Number.NaN);
  const answer = Number.isInteger(bytes) && bytes <= MAX_SIZED_BYTES ? bodyOf(bytes) : body;
  response.writeHead(200, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(answer),
  });
  response.end(answer);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
