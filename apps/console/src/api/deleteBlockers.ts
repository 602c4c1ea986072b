import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from './queries';

// What the platform refuses to delete until something else has gone, checked with one small read each when the
// user asks to delete, so the confirm dialog can say what must go first instead of failing after Confirm.

/** How many names a blocker lists before 'and more'. */
const LISTED = 5;

/** A page of a list, as far as a blocker reads it. */
interface NamedPage {
  items: readonly { name: string }[];
  nextPage?: string | null;
}

const listNames = (items: readonly { name: string }[], more: boolean) =>
  `${items.map((item) => item.name).join(', ')}${more ? ', and more' : ''}`;

/** Runs a check; one that fails says nothing, and the platform remains the judge. */
async function quietly(check: () => Promise<string | undefined>): Promise<string | undefined> {
  try {
    return await check();
  } catch {
    return undefined;
  }
}

/** A VPC with subnets: the platform's refusal, and the subnets to delete first. */
export const vpcDeleteBlocker = (queryClient: QueryClient, project: string, vpc: string) =>
  quietly(async () => {
    const subnets = await queryClient.fetchQuery(
      apiQuery('vpcSubnetList', { query: { project, vpc, limit: LISTED } }),
    );
    if (subnets.items.length === 0) return undefined;
    return `VPC cannot be deleted while VPC Subnets exist. Delete its subnets first: ${listNames(subnets.items, Boolean(subnets.nextPage))}.`;
  });

/** A project with resources: the platform refuses while it holds instances, disks, snapshots, images or VPCs. */
export const projectDeleteBlocker = (queryClient: QueryClient, project: string) =>
  quietly(async () => {
    const query = { project, limit: LISTED };
    const kinds: [string, Promise<NamedPage>][] = [
      ['instances', queryClient.fetchQuery(apiQuery('instanceList', { query }))],
      ['disks', queryClient.fetchQuery(apiQuery('diskList', { query }))],
      ['snapshots', queryClient.fetchQuery(apiQuery('snapshotList', { query }))],
      ['images', queryClient.fetchQuery(apiQuery('imageList', { query }))],
      ['VPCs', queryClient.fetchQuery(apiQuery('vpcList', { query }))],
    ];
    const pages = await Promise.all(kinds.map(([, page]) => page));
    const held = kinds.flatMap(([kind], index) => {
      const page = pages[index];
      return page && page.items.length > 0
        ? [`${kind} (${listNames(page.items, Boolean(page.nextPage))})`]
        : [];
    });
    if (held.length === 0) return undefined;
    return `A project cannot be deleted while it holds resources. Delete these first: ${held.join('; ')}.`;
  });

/** An IP pool with address ranges: they must be removed first. */
export const ipPoolDeleteBlocker = (queryClient: QueryClient, pool: string) =>
  quietly(async () => {
    const ranges = await queryClient.fetchQuery(
      apiQuery('systemIpPoolRangeList', { path: { pool }, query: { limit: 1 } }),
    );
    if (ranges.items.length === 0) return undefined;
    return 'An IP pool cannot be deleted while it has address ranges. Remove its ranges first.';
  });
