import { readFileSync } from 'node:fs';

/**
 * The guides, in the order the sidebar and the guides page list them. The console's documentation links point
 * at `guides/<path>`, so each of its areas has one (a test checks them against the console's list).
 */
export const GUIDES = [
  'projects',
  'instances',
  'disks',
  'snapshots',
  'images',
  'vpcs',
  'subnets',
  'firewall-rules',
  'routers',
  'internet-gateways',
  'floating-ips',
  'affinity',
  'access',
  'ssh-keys',
  'access-tokens',
  'device-login',
  'utilization',
  'metrics',
  'silos',
  'identity-providers',
  'quotas',
  'ip-pools',
  'inventory',
  'system-update',
  'terraform',
];

/** A guide's title: the first `# ` heading of its Markdown. */
export const guideTitle = (guide: string) =>
  /^# (.+)$/m.exec(readFileSync(new URL(`../content/guides/${guide}.md`, import.meta.url), 'utf8'))?.[1] ??
  guide;

/** The list of guides on the guides page, as Markdown links relative to it. */
export const guidesListMarkdown = () =>
  `${GUIDES.map((guide) => `- [${guideTitle(guide)}](./${guide}.md)`).join('\n')}\n`;
