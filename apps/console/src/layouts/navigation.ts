/** A destination in the side navigation and the command palette. */
export interface NavItem {
  label: string;
  to: string;
  /**
   * Highlighted on its own page only, not on the pages under it: the silo's Projects, whose sub-pages are a
   * project's, which the project's own navigation highlights.
   */
  exact?: boolean;
}

/** A page's main action, offered by the command palette (e.g. 'New instance'). */
export interface NavAction {
  label: string;
  to: string;
}

export const siloNav: NavItem[] = [
  { label: 'Projects', to: '/projects', exact: true },
  { label: 'Images', to: '/images' },
  { label: 'Utilization', to: '/utilization' },
  { label: 'Access', to: '/access' },
];

export const systemNav: NavItem[] = [
  { label: 'Silos', to: '/system/silos' },
  { label: 'Issues', to: '/system/issues' },
  { label: 'Utilization', to: '/system/utilization' },
  { label: 'Metrics', to: '/system/metrics' },
  { label: 'Inventory', to: '/system/inventory' },
  { label: 'Networking', to: '/system/networking' },
  { label: 'Update', to: '/system/update' },
  // Operator extras, after the spec's system pages.
  { label: 'Fleet Access', to: '/system/access' },
  { label: 'Audit Log', to: '/system/audit-log' },
  { label: 'Certificates', to: '/system/certificates' },
  { label: 'Alerts', to: '/system/alerts' },
  { label: 'Alert Log', to: '/system/alert-log' },
  { label: 'Support Bundles', to: '/system/support-bundles' },
];

export const settingsNav: NavItem[] = [
  { label: 'Profile', to: '/settings/profile' },
  { label: 'SSH Keys', to: '/settings/ssh-keys' },
  { label: 'Access Tokens', to: '/settings/access-tokens' },
];

export const projectNav = (project: string): NavItem[] =>
  [
    ['Instances', 'instances'],
    ['Disks', 'disks'],
    ['Snapshots', 'snapshots'],
    ['Images', 'images'],
    ['VPCs', 'vpcs'],
    ['Floating IPs', 'floating-ips'],
    ['External Subnets', 'external-subnets'],
    ['Affinity Groups', 'affinity'],
    ['Metrics', 'metrics'],
    ['Access', 'access'],
    ['Events', 'events'],
  ].map(([label, path]) => ({ label: label as string, to: `/projects/${project}/${path}` }));

/** The main actions of each context, for the command palette. */
export const projectActions = (project: string): NavAction[] =>
  [
    ['New instance', 'instances-new'],
    ['New disk', 'disks-new'],
    ['New snapshot', 'snapshots-new'],
    ['New image', 'images-new'],
    ['New VPC', 'vpcs-new'],
    ['New floating IP', 'floating-ips-new'],
    ['New external subnet', 'external-subnets-new'],
    ['New affinity group', 'affinity-new'],
  ].map(([label, path]) => ({ label: label as string, to: `/projects/${project}/${path}` }));

export const siloActions: NavAction[] = [
  { label: 'New project', to: '/projects-new' },
  { label: 'New SSH key', to: '/settings/ssh-keys-new' },
];

export const systemActions: NavAction[] = [
  { label: 'New silo', to: '/system/silos-new' },
  { label: 'New IP pool', to: '/system/networking/ip-pools-new' },
  { label: 'New subnet pool', to: '/system/networking/subnet-pools-new' },
  { label: 'New certificate', to: '/system/certificates-new' },
  { label: 'New webhook receiver', to: '/system/alerts-new' },
  { label: 'New support bundle', to: '/system/support-bundles-new' },
];
