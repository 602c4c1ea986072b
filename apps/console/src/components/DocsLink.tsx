import { Link } from '@radix-ui/themes';
import ExternalLinkIcon from '~icons/radix-icons/external-link';

const DOCS_BASE = 'https://docs.rackconsole.dev/guides';

/** Spec §2: documentation links by area. */
export const DOCS = {
  access: { title: 'Access', path: 'access' },
  affinity: { title: 'Affinity groups', path: 'affinity' },
  disks: { title: 'Disks', path: 'disks' },
  firewallRules: { title: 'Firewall rules', path: 'firewall-rules' },
  floatingIps: { title: 'Floating IPs', path: 'floating-ips' },
  images: { title: 'Images', path: 'images' },
  instances: { title: 'Instances', path: 'instances' },
  ipPools: { title: 'IP pools', path: 'ip-pools' },
  projects: { title: 'Projects', path: 'projects' },
  snapshots: { title: 'Snapshots', path: 'snapshots' },
  sshKeys: { title: 'SSH keys', path: 'ssh-keys' },
  accessTokens: { title: 'Access tokens', path: 'access-tokens' },
  vpcs: { title: 'VPCs', path: 'vpcs' },
  subnets: { title: 'Subnets', path: 'subnets' },
  routers: { title: 'Routers', path: 'routers' },
  internetGateways: { title: 'Internet gateways', path: 'internet-gateways' },
  silos: { title: 'Silos', path: 'silos' },
  identityProviders: { title: 'Identity providers', path: 'identity-providers' },
  quotas: { title: 'Quotas', path: 'quotas' },
  utilization: { title: 'Utilization', path: 'utilization' },
  inventory: { title: 'Inventory', path: 'inventory' },
  systemUpdate: { title: 'System update', path: 'system-update' },
  deviceLogin: { title: 'Device login', path: 'device-login' },
} as const;

export type DocsArea = keyof typeof DOCS;

export const docsUrl = (area: DocsArea) => `${DOCS_BASE}/${DOCS[area].path}`;

/** A link to the guide for an area, opening in a new tab. */
export function DocsLink({ area }: { area: DocsArea }) {
  return (
    <Link href={docsUrl(area)} target="_blank" rel="noreferrer" size="2">
      {DOCS[area].title} guide <ExternalLinkIcon aria-hidden />
    </Link>
  );
}
