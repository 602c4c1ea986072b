import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { describeHost, type FirewallRuleValues, NEW_RULE_VALUES } from '~/forms/firewallRules';
import { ListField } from '~/forms/ListField';
import { renderInTheme } from '~/test/render';
import { HostEditor, PortEditor, validateIcmp } from './ListEditors';

function TargetsAndPorts() {
  const form = useForm<FirewallRuleValues>({ defaultValues: NEW_RULE_VALUES });
  return (
    <>
      <ListField
        name="targets"
        control={form.control}
        label="Targets"
        columns={[{ header: 'Target', cell: describeHost }]}
        itemKey={(host) => `${host.type}:${host.value}`}
        itemText={describeHost}
        editor={(props) => <HostEditor noun="Target" suggestions={{}} {...props} />}
      />
      <ListField
        name="ports"
        control={form.control}
        label="Ports"
        columns={[{ header: 'Port', cell: (port: string) => port }]}
        itemKey={(port: string) => port}
        itemText={(port: string) => `port ${port}`}
        editor={(props) => <PortEditor {...props} />}
      />
    </>
  );
}

// Typing through Radix fields in jsdom is slow on a loaded machine; the default 5 s is too tight.
describe('firewall list editors', () => {
  it("refuses a duplicate target with 'Items must be unique' and clears the message on removal", async () => {
    const user = userEvent.setup({ delay: null });
    renderInTheme(<TargetsAndPorts />);
    const value = screen.getByRole('textbox', { name: 'Target name' });
    await user.type(value, 'web');
    await user.click(screen.getByRole('button', { name: 'Add target' }));
    expect(value).toHaveValue('');
    await user.type(value, 'web{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Items must be unique');
    expect(screen.getAllByRole('button', { name: 'Remove VPC web' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remove VPC web' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Targets' })).not.toBeInTheDocument();
  });

  it('checks a target value for its kind and a port range before adding it', async () => {
    const user = userEvent.setup({ delay: null });
    renderInTheme(<TargetsAndPorts />);
    await user.click(screen.getByRole('button', { name: 'Add target' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Target name is required');
    await user.type(screen.getByRole('textbox', { name: 'Target name' }), 'Web{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Must start with a lower-case letter');

    const port = screen.getByRole('textbox', { name: 'Port filter' });
    await user.type(port, '80-22{Enter}');
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('End of range must not be below the start');
    await user.clear(port);
    await user.type(port, ' 0080 {Enter}');
    // Sent in the platform's form, not as typed.
    expect(screen.getByRole('table', { name: 'Ports' })).toHaveTextContent('80');
    expect(screen.getByRole('button', { name: 'Remove port 80' })).toBeInTheDocument();
  });
});

describe('validateIcmp', () => {
  it.each([
    ['', '', undefined],
    ['8', '', undefined],
    ['3', '0-15', undefined],
    ['256', '', 'ICMP type must be a number from 0 to 255'],
    ['', '1', 'An ICMP code needs an ICMP type'],
    ['3', '15-0', 'End of range must not be below the start'],
    ['3', '1-2-3', 'ICMP code must be a number or a range of numbers from 0 to 255'],
  ])('type %j code %j → %s', (type, code, message) => {
    expect(validateIcmp(type, code)).toBe(message);
  });
});
