// The ceiling for `pnpm bench:mock`: a bare Node HTTP server answering a fixed JSON body.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const body = JSON.stringify({
  items: [{ id: '5f0e2a8b-1c3d-4e5f-8a9b-000000000001', name: 'mock-project' }],
  next_page: null,
});
const server = createServer((_, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
