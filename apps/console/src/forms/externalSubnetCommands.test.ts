import { describe, expect, it } from 'vitest';
import { runInShell } from '~/test/shell';
import {
  type ExternalSubnetCreateValues,
  externalSubnetAttachCommand,
  externalSubnetAttachRequest,
  externalSubnetCreateCommand,
  externalSubnetCreateRequest,
} from './externalSubnetCommands';

const values = (overrides: Partial<ExternalSubnetCreateValues>): ExternalSubnetCreateValues => ({
  name: 'edge',
  description: '',
  allocation: 'pool',
  pool: 'customer-v4',
  prefixLength: 28,
  subnet: '',
  ...overrides,
});

describe('external subnet requests and their rackctl commands', () => {
  it('allocates from the chosen pool: the request names the pool, the command gives --pool and --prefix-len', () => {
    const request = externalSubnetCreateRequest('mock-project', values({ subnet: '100.72.9.0/24' }));
    expect(request).toEqual({
      query: { project: 'mock-project' },
      body: {
        name: 'edge',
        description: '',
        allocator: {
          type: 'auto',
          prefixLength: 28,
          poolSelector: { type: 'explicit', pool: 'customer-v4' },
        },
      },
    });
    expect(externalSubnetCreateCommand(request)).toBe(
      'rackctl external-subnet create --project mock-project --name edge --pool customer-v4 --prefix-len 28',
    );
  });

  it('gives an explicit subnet alone, trimmed, and quotes a description for the shell', () => {
    const request = externalSubnetCreateRequest(
      'mock-project',
      values({ allocation: 'explicit', subnet: ' 100.72.9.0/24 ', description: "Ops' block; $HOME" }),
    );
    expect(request.body.allocator).toEqual({ type: 'explicit', subnet: '100.72.9.0/24' });
    const command = externalSubnetCreateCommand(request);
    expect(command).not.toMatch(/--pool|--prefix-len/);
    expect(runInShell('sh', command).args).toEqual([
      'external-subnet',
      'create',
      '--project',
      'mock-project',
      '--name',
      'edge',
      '--description',
      "Ops' block; $HOME",
      '--subnet',
      '100.72.9.0/24',
    ]);
  });

  it('attaches by names within the project', () => {
    const request = externalSubnetAttachRequest('mock-project', 'edge', 'scratch');
    expect(request).toEqual({
      path: { externalSubnet: 'edge' },
      query: { project: 'mock-project' },
      body: { instance: 'scratch' },
    });
    expect(externalSubnetAttachCommand(request)).toBe(
      'rackctl external-subnet attach edge --project mock-project --instance scratch',
    );
  });
});
