import { describe, expect, it } from 'vitest';
import {
  subnetPoolCreateCommand,
  subnetPoolLinkCommand,
  subnetPoolMemberAddCommand,
} from './subnetPoolCommands';

describe('subnet pool commands', () => {
  it('creates with every field, quoting what a shell would read otherwise', () => {
    expect(
      subnetPoolCreateCommand({ name: 'edge-v4', description: "Hannah's blocks", ipVersion: 'v4' }),
    ).toBe("rackctl subnet-pool create --name edge-v4 --description 'Hannah'\\''s blocks' --ip-version v4");
    expect(subnetPoolCreateCommand({ name: 'edge-v6', description: '', ipVersion: 'v6' })).toBe(
      'rackctl subnet-pool create --name edge-v6 --ip-version v6',
    );
  });

  it('adds a member, with its prefix length bounds when given', () => {
    expect(subnetPoolMemberAddCommand('edge-v4', { subnet: '100.72.64.0/20' })).toBe(
      'rackctl subnet-pool member add edge-v4 --subnet 100.72.64.0/20',
    );
    expect(
      subnetPoolMemberAddCommand('edge-v4', {
        subnet: '100.72.64.0/20',
        minPrefixLength: 24,
        maxPrefixLength: 28,
      }),
    ).toBe(
      'rackctl subnet-pool member add edge-v4 --subnet 100.72.64.0/20 --min-prefix-len 24 --max-prefix-len 28',
    );
  });

  it('links to a silo, as its default only when asked', () => {
    expect(subnetPoolLinkCommand('edge-v4', 'maze-war', false)).toBe(
      'rackctl subnet-pool link edge-v4 --silo maze-war',
    );
    expect(subnetPoolLinkCommand('edge-v4', 'maze-war', true)).toBe(
      'rackctl subnet-pool link edge-v4 --silo maze-war --default',
    );
  });
});
