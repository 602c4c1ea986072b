import type { VpcFirewallRuleUpdate } from '@rackconsole/sdk';
import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '~/api/queries';
import { Toaster } from '~/components/Toaster';
import type { RuleListChange } from '~/forms/firewallRules';
import { removeToast, useToasts } from '~/stores/toasts';
import { renderWithRouter } from '~/test/render';
import { RuleChangeReview } from './RuleChangeReview';
import { useFirewallRuleReview } from './useFirewallRuleReview';

vi.mock('~/api/queries', async (original) => ({
  ...(await original<typeof import('~/api/queries')>()),
  call: vi.fn(),
}));

const rule = (name: string, overrides: Partial<VpcFirewallRuleUpdate> = {}): VpcFirewallRuleUpdate => ({
  name,
  description: '',
  action: 'allow',
  direction: 'inbound',
  priority: 100,
  status: 'enabled',
  targets: [{ type: 'vpc', value: 'default' }],
  filters: { hosts: null, ports: ['22'], protocols: [{ type: 'tcp' }] },
  ...overrides,
});

/** The rules the fake platform holds, and every whole list it was sent. */
let stored: VpcFirewallRuleUpdate[] = [];
const updates: VpcFirewallRuleUpdate[][] = [];

beforeEach(() => {
  stored = [rule('ssh'), rule('web', { priority: 10, filters: { ports: ['443'] } }), rule('dns')];
  updates.length = 0;
  vi.mocked(call).mockImplementation((async (name: string, params?: { body?: { rules: [] } }) => {
    if (name === 'vpcFirewallRulesUpdate' && params?.body) {
      stored = params.body.rules;
      updates.push(stored);
    }
    return { rules: stored.map((r) => ({ ...r, id: `id-${r.name}` })) };
  }) as unknown as typeof call);
});

afterEach(() => {
  const { result } = renderHook(() => useToasts());
  act(() => {
    for (const toast of result.current) removeToast(toast.id);
  });
});

function Harness({ change }: { change: RuleListChange }) {
  const { review, propose, save, saving, dismiss } = useFirewallRuleReview('web-project', 'web-vpc');
  return (
    <>
      <button type="button" onClick={() => propose(change)}>
        Propose
      </button>
      <RuleChangeReview
        review={review}
        vpc="web-vpc"
        saving={saving.isPending}
        error={saving.error}
        onSave={save}
        onDismiss={dismiss}
        dismissLabel="Cancel"
      />
      <Toaster />
    </>
  );
}

const openReview = async (change: RuleListChange) => {
  const user = userEvent.setup();
  await renderWithRouter(<Harness change={change} />);
  await user.click(screen.getByRole('button', { name: 'Propose' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Review firewall rule changes' }) };
};

describe('firewall rule review', () => {
  it('lists the changed fields old → new, saves the whole list once, and undoes it from the toast', async () => {
    const { user, dialog } = await openReview({ type: 'status', names: ['ssh', 'dns'], status: 'disabled' });
    expect(within(dialog).getByRole('heading', { name: 'Changed' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Added' })).not.toBeInTheDocument();
    const ssh = within(dialog).getByRole('table', { name: 'Changes to ssh' });
    expect(within(ssh).getByRole('row', { name: 'Status Enabled Disabled' })).toBeInTheDocument();
    expect(within(dialog).getByText('1 other rule is saved unchanged.')).toBeInTheDocument();
    expect(updates).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('2 firewall rules disabled')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(updates).toHaveLength(1);
    expect(updates[0]?.map((r) => `${r.name}:${r.status}`)).toEqual([
      'ssh:disabled',
      'web:enabled',
      'dns:disabled',
    ]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Change undone')).toBeInTheDocument();
    expect(
      screen.getByText('Restored the 3 firewall rules of VPC web-vpc as they were before your change'),
    ).toBeInTheDocument();
    expect(updates).toHaveLength(2);
    expect(updates[1]?.map((r) => r.status)).toEqual(['enabled', 'enabled', 'enabled']);
  });

  it('shows an added rule whole, with the size of the list that replaces the old one', async () => {
    const { dialog } = await openReview({ type: 'create', rule: rule('icmp', { priority: 5 }) });
    const added = within(dialog).getByRole('region', { name: 'Added' });
    expect(added).toHaveTextContent('icmp');
    expect(added).toHaveTextContent('Priority 5 · Inbound · Allow · Enabled · To VPC default · Port 22, TCP');
    expect(within(dialog).getByText(/with these 4 rules/)).toBeInTheDocument();
  });

  it('redoes the review instead of saving when the rules changed meanwhile', async () => {
    const { user, dialog } = await openReview({ type: 'delete', names: ['web'] });
    expect(within(dialog).getByRole('region', { name: 'Removed' })).toHaveTextContent('web');
    stored = [...stored, rule('added-elsewhere')];
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/The firewall rules changed while you were reviewing/),
    ).toBeVisible();
    expect(updates).toHaveLength(0);
    expect(within(dialog).getByText('3 other rules are saved unchanged.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Firewall rule web deleted');
    expect(updates[0]?.map((r) => r.name)).toEqual(['ssh', 'dns', 'added-elsewhere']);
  });

  it('has nothing to save when the change changes nothing, and Cancel leaves the rules alone', async () => {
    const { user, dialog } = await openReview({ type: 'status', names: ['ssh'], status: 'enabled' });
    expect(within(dialog).getByText(/Nothing changes/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(updates).toHaveLength(0);
  });
});
