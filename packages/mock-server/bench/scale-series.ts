// The scale series of `pnpm bench:mock`: one mock server grown to 100, 2,000 and 20,000 projects (each create
// also makes a default VPC, subnet, router, routes and firewall rules), and at each size the latency of the
// first list page, a sorted page, a later page, a view and a create, and the server's resident memory.
// Calls are sequential (one connection), so each figure is what one call costs, not what the machine queues.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

const SIZES = [100, 2_000, 20_000];
/** Calls per measured operation and size: enough for a steady median and p99, bounded in time. */
const CALLS = Number(process.env.BENCH_SCALE_CALLS ?? 200);
/** Concurrent creates while growing the store. */
const GROWERS = 10;
/** The first list page at the largest size may take at most this many times the page at the smallest. */
const FLAT_FACTOR = 3;
const RSS_LIMIT_MB = 300;

const agent = new Agent({ keepAlive: true, maxSockets: GROWERS });

function call(
  url: string,
  method: string,
  cookie: string,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method,
        agent,
        headers: {
          cookie,
          'content-type': 'application/json',
          ...(body ? { 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Resident memory of a process in MB, from Linux's /proc (undefined elsewhere). */
function rssMb(pid: number | undefined): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

interface Timing {
  median: number;
  p99: number;
}

async function time(calls: number, once: (index: number) => Promise<void>): Promise<Timing> {
  const took: number[] = [];
  for (let index = 0; index < calls; index++) {
    const started = performance.now();
    await once(index);
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  const at = (share: number) => took[Math.min(took.length - 1, Math.floor(share * took.length))] ?? 0;
  return { median: at(0.5), p99: at(0.99) };
}

async function expectOk(url: string, method: string, cookie: string, body?: string) {
  const answer = await call(url, method, cookie, body);
  if (answer.status >= 400) throw new Error(`${method} ${url} answered ${answer.status}: ${answer.text}`);
  return answer.text;
}

/** Grows the store to `projects` projects named `scale-<n>`, GROWERS creates at a time. */
async function grow(url: string, cookie: string, from: number, to: number) {
  let next = from;
  const grower = async () => {
    while (next < to) {
      const index = next++;
      const body = JSON.stringify({ name: `scale-${index}`, description: 'scale series' });
      await expectOk(`${url}/v1/projects`, 'POST', cookie, body);
    }
  };
  await Promise.all(Array.from({ length: GROWERS }, grower));
}

/** Runs the series against a fresh mock server and prints one row per size; answers the targets missed. */
export async function scaleSeries(url: string, pid: number | undefined, cookie: string): Promise<string[]> {
  const rows: { size: number; figures: Record<string, Timing>; rss?: number; growSeconds: number }[] = [];
  let projects = 0;
  for (const size of SIZES) {
    const grown = performance.now();
    await grow(url, cookie, projects, size);
    const growSeconds = (performance.now() - grown) / 1000;
    projects = size;
    const firstPage = `${url}/v1/projects?limit=50`;
    const secondToken = (JSON.parse(await expectOk(firstPage, 'GET', cookie)) as { next_page: string })
      .next_page;
    const figures: Record<string, Timing> = {
      'first page': await time(CALLS, () => expectOk(firstPage, 'GET', cookie).then(() => undefined)),
      'name desc page': await time(CALLS, () =>
        expectOk(`${firstPage}&sort_by=name_descending`, 'GET', cookie).then(() => undefined),
      ),
      'second page': await time(CALLS, () =>
        expectOk(`${firstPage}&page_token=${secondToken}`, 'GET', cookie).then(() => undefined),
      ),
      view: await time(CALLS, (index) =>
        expectOk(`${url}/v1/projects/scale-${index % size}`, 'GET', cookie).then(() => undefined),
      ),
      create: await time(CALLS, async (index) => {
        const body = JSON.stringify({ name: `scale-extra-${size}-${index}`, description: 'scale series' });
        await expectOk(`${url}/v1/projects`, 'POST', cookie, body);
      }),
    };
    // The measured creates stay: the store keeps growing exactly as it was measured.
    rows.push({ size, figures, rss: rssMb(pid), growSeconds });
  }

  const columns = Object.keys(rows[0]?.figures ?? {});
  console.log(
    `\nScale series: one server grown to ${SIZES.join(', ')} projects; ${CALLS} sequential calls per figure, median / p99 ms\n`,
  );
  console.log(
    'projects'.padEnd(9),
    ...columns.map((column) => column.padStart(17)),
    'RSS MB'.padStart(8),
    'grown in'.padStart(9),
  );
  for (const { size, figures, rss, growSeconds } of rows) {
    console.log(
      String(size).padEnd(9),
      ...columns.map((column) => {
        const { median, p99 } = figures[column] as Timing;
        return `${median.toFixed(2)} / ${p99.toFixed(2)}`.padStart(17);
      }),
      (rss === undefined ? '-' : rss.toFixed(0)).padStart(8),
      `${growSeconds.toFixed(1)} s`.padStart(9),
    );
  }
  agent.destroy();

  const misses: string[] = [];
  const smallest = rows[0];
  const largest = rows[rows.length - 1];
  if (smallest && largest) {
    const ratio =
      (largest.figures['first page'] as Timing).median / (smallest.figures['first page'] as Timing).median;
    console.log(
      `First page at ${largest.size} projects: ${ratio.toFixed(2)}× the page at ${smallest.size} (target ≤ ${FLAT_FACTOR}×); RSS target < ${RSS_LIMIT_MB} MB.`,
    );
    if (ratio > FLAT_FACTOR)
      misses.push(
        `first page at ${largest.size} projects is ${ratio.toFixed(2)}× the page at ${smallest.size}`,
      );
    if (largest.rss !== undefined && largest.rss >= RSS_LIMIT_MB) {
      misses.push(`RSS at ${largest.size} projects is ${largest.rss.toFixed(0)} MB`);
    }
  }
  return misses;
}
