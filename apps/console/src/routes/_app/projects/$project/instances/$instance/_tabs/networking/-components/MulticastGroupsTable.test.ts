import { describe, expect, it } from 'vitest';
import { multicastGroupJoinCommand, multicastGroupJoinRequest } from './MulticastGroupsTable';

describe('multicast group join request and its rackctl command', () => {
  it('joins a multicast group by the name or address typed', () => {
    const request = multicastGroupJoinRequest('mock-project', 'scratch', ' 239.10.0.1 ');
    expect(request).toEqual({
      path: { instance: 'scratch', multicastGroup: '239.10.0.1' },
      query: { project: 'mock-project' },
      body: { ipVersion: null, sourceIps: null },
    });
    expect(multicastGroupJoinCommand(request)).toBe(
      'rackctl multicast-group join 239.10.0.1 --project mock-project --instance scratch',
    );
  });
});
