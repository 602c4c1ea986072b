import type { VpcFirewallRuleProtocol, VpcFirewallRuleTarget } from '@rackconsole/sdk';
import {
  formatPortRange,
  optionalLabel,
  parsePortRange,
  validateIp,
  validateIpNet,
  validateName,
} from '@rackconsole/validators';
import { Button, Flex, TextField as RadixTextField, Select, Text } from '@radix-ui/themes';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { hostKindLabel } from '~/forms/firewallRules';
import type { ListEditorProps } from '~/forms/ListField';

type HostKind = VpcFirewallRuleTarget['type'];
type Host = VpcFirewallRuleTarget;

const HOST_KINDS: HostKind[] = ['vpc', 'subnet', 'instance', 'ip', 'ip_net'];

/** What the value of each kind of host is called, and how it is checked. */
const HOST_VALUES: Record<HostKind, { noun: string; placeholder: string; validate: (v: string) => unknown }> =
  {
    vpc: { noun: 'name', placeholder: 'VPC name', validate: validateName },
    subnet: { noun: 'name', placeholder: 'Subnet name', validate: validateName },
    instance: { noun: 'name', placeholder: 'Instance name', validate: validateName },
    ip: { noun: 'IP address', placeholder: '192.168.1.10', validate: validateIp },
    ip_net: { noun: 'IP network', placeholder: '10.0.0.0/24', validate: validateIpNet },
  };

function LabelledSelect({
  label,
  value,
  onChange,
  items,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  items: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <Flex direction="column" gap="1">
      <Text id={id} size="1" weight="medium">
        {label}
      </Text>
      <Select.Root value={value} onValueChange={onChange}>
        <Select.Trigger aria-labelledby={id} />
        <Select.Content>
          {items.map((item) => (
            <Select.Item key={item.value} value={item.value}>
              {item.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}

function LabelledInput({
  label,
  value,
  onChange,
  onEnter,
  placeholder,
  errorId,
  suggestions = [],
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
  placeholder?: string;
  errorId: string;
  suggestions?: string[];
}) {
  const id = useId();
  // Enter adds the draft item; without this it would submit the whole form.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onEnter();
  };
  return (
    <Flex direction="column" gap="1" flexGrow="1">
      <Text as="label" htmlFor={id} size="1" weight="medium">
        {label}
      </Text>
      <RadixTextField.Root
        id={id}
        value={value}
        placeholder={placeholder}
        aria-describedby={errorId}
        list={suggestions.length > 0 ? `${id}-suggestions` : undefined}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {suggestions.length > 0 ? (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
    </Flex>
  );
}

function EditorRow({
  children,
  addLabel,
  onAdd,
}: {
  children: ReactNode;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <Flex gap="2" align="end" wrap="wrap">
      {children}
      <Button type="button" variant="soft" onClick={onAdd}>
        {addLabel}
      </Button>
    </Flex>
  );
}

/**
 * Builds a target or host filter: its kind (VPC, subnet, instance, IP, IP subnet) and its value, checked
 * for that kind. Names offer the VPC's own subnets, the project's instances and the VPC itself.
 */
export function HostEditor({
  noun,
  suggestions,
  onAdd,
  onError,
  errorId,
}: ListEditorProps<Host> & {
  noun: 'Target' | 'Host';
  suggestions: Partial<Record<HostKind, string[]>>;
}) {
  const [type, setType] = useState<HostKind>('vpc');
  const [value, setValue] = useState('');
  const valueLabel = `${noun} ${HOST_VALUES[type].noun}`;
  const add = () => {
    const trimmed = value.trim();
    if (!trimmed) return onError(`${valueLabel} is required`);
    const invalid = HOST_VALUES[type].validate(trimmed);
    if (typeof invalid === 'string') return onError(invalid);
    if (onAdd({ type, value: trimmed } as Host)) setValue('');
  };
  return (
    <EditorRow addLabel={`Add ${noun === 'Target' ? 'target' : 'host filter'}`} onAdd={add}>
      <LabelledSelect
        label={`${noun} type`}
        value={type}
        onChange={(next) => {
          setType(next as HostKind);
          onError(undefined);
        }}
        items={HOST_KINDS.map((kind) => ({ value: kind, label: hostKindLabel(kind) }))}
      />
      <LabelledInput
        label={valueLabel}
        value={value}
        onChange={setValue}
        onEnter={add}
        placeholder={HOST_VALUES[type].placeholder}
        errorId={errorId}
        suggestions={suggestions[type]}
      />
    </EditorRow>
  );
}

/** Builds a port filter: one port or a range, checked and sent in the platform's form ('80', '8000-8080'). */
export function PortEditor({ onAdd, onError, errorId }: ListEditorProps<string>) {
  const [value, setValue] = useState('');
  const add = () => {
    if (!value.trim()) return onError('Port filter is required');
    const parsed = parsePortRange(value);
    if (!parsed.ok) return onError(parsed.message);
    if (onAdd(formatPortRange(parsed.value))) setValue('');
  };
  return (
    <EditorRow addLabel="Add port" onAdd={add}>
      <LabelledInput
        label="Port filter"
        value={value}
        onChange={setValue}
        onEnter={add}
        placeholder="80 or 8000-8080"
        errorId={errorId}
      />
    </EditorRow>
  );
}

type ProtocolType = VpcFirewallRuleProtocol['type'];
const PROTOCOLS: { value: ProtocolType; label: string }[] = [
  { value: 'tcp', label: 'TCP' },
  { value: 'udp', label: 'UDP' },
  { value: 'icmp', label: 'ICMP' },
  { value: 'icmp6', label: 'ICMPv6' },
];
const ICMP_MAX = 255;
const isIcmpValue = (text: string) => /^\d{1,3}$/.test(text) && Number(text) <= ICMP_MAX;

/** Why an ICMP type and code cannot make a filter, or undefined when they can (a code needs a type). */
export function validateIcmp(type: string, code: string): string | undefined {
  if (type && !isIcmpValue(type)) return `ICMP type must be a number from 0 to ${ICMP_MAX}`;
  if (!code) return undefined;
  if (!type) return 'An ICMP code needs an ICMP type';
  const [start = '', end = start, ...rest] = code.split('-');
  if (rest.length > 0 || !isIcmpValue(start) || !isIcmpValue(end)) {
    return `ICMP code must be a number or a range of numbers from 0 to ${ICMP_MAX}`;
  }
  if (Number(end) < Number(start)) return 'End of range must not be below the start';
  return undefined;
}

/** Builds a protocol filter: TCP, UDP, or ICMP (v4 or v6) optionally narrowed to a message type and code. */
export function ProtocolEditor({ onAdd, onError, errorId }: ListEditorProps<VpcFirewallRuleProtocol>) {
  const [type, setType] = useState<ProtocolType>('tcp');
  const [icmpType, setIcmpType] = useState('');
  const [code, setCode] = useState('');
  const isIcmp = type === 'icmp' || type === 'icmp6';
  const add = () => {
    let protocol: VpcFirewallRuleProtocol;
    if (type === 'icmp' || type === 'icmp6') {
      const invalid = validateIcmp(icmpType.trim(), code.trim());
      if (invalid) return onError(invalid);
      const value = icmpType.trim() ? { icmpType: Number(icmpType.trim()), code: code.trim() || null } : null;
      protocol = { type, value };
    } else {
      protocol = { type };
    }
    if (onAdd(protocol)) {
      setIcmpType('');
      setCode('');
    }
  };
  return (
    <EditorRow addLabel="Add protocol" onAdd={add}>
      <LabelledSelect
        label="Protocol"
        value={type}
        onChange={(next) => {
          setType(next as ProtocolType);
          onError(undefined);
        }}
        items={PROTOCOLS}
      />
      {isIcmp ? (
        <>
          <LabelledInput
            label={optionalLabel('ICMP type')}
            value={icmpType}
            onChange={setIcmpType}
            onEnter={add}
            placeholder="0-255"
            errorId={errorId}
          />
          <LabelledInput
            label={optionalLabel('ICMP code')}
            value={code}
            onChange={setCode}
            onEnter={add}
            placeholder="0 or 0-15"
            errorId={errorId}
          />
        </>
      ) : null}
    </EditorRow>
  );
}
