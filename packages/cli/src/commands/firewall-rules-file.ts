import { fromWire, type VpcFirewallRuleUpdate } from '@rackconsole/sdk';
import { formatPortRange, parsePortRange, validateName } from '@rackconsole/validators';
import { UsageError } from '../errors';
import { readTextInput } from '../input';
import type { InStream } from '../io';

// Reading a rule set from a JSON or YAML file: the same shape `firewall-rules view --json` prints, so a view
// can be saved, edited and sent back. Mistakes in the file are usage errors (exit 2), caught before any call.

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): value is T =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value);

/** Parses the file's text: JSON for `.json`, YAML (a superset of JSON) otherwise and for stdin. */
async function parseRulesText(source: string, text: string): Promise<unknown> {
  try {
    if (source.toLowerCase().endsWith('.json')) return JSON.parse(text);
    const { parse } = await import('yaml');
    return parse(text);
  } catch (error) {
    throw new UsageError(`Cannot parse ${source}: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** One rule of the file, checked, with only the fields an update keeps (spec §3). */
function toRuleUpdate(raw: unknown, index: number): VpcFirewallRuleUpdate {
  const where = (name?: unknown) => `Rule ${index + 1}${typeof name === 'string' ? ` ("${name}")` : ''}`;
  if (!isObject(raw)) throw new UsageError(`${where()} is not an object`);
  const rule = fromWire(raw) as Record<string, unknown>;
  const fail = (problem: string): never => {
    throw new UsageError(`${where(rule.name)}: ${problem}`);
  };
  if (typeof rule.name !== 'string') fail('name is missing');
  const nameProblem = validateName(rule.name as string);
  if (nameProblem) fail(`name: ${nameProblem}`);
  if (!oneOf(rule.action, ['allow', 'deny'])) fail('action must be allow or deny');
  if (!oneOf(rule.direction, ['inbound', 'outbound'])) fail('direction must be inbound or outbound');
  const status = rule.status ?? 'enabled';
  if (!oneOf(status, ['enabled', 'disabled'])) fail('status must be enabled or disabled');
  if (
    !Number.isInteger(rule.priority) ||
    (rule.priority as number) < 0 ||
    (rule.priority as number) > 65535
  ) {
    fail('priority must be a whole number from 0 to 65535');
  }
  const targets = rule.targets ?? [];
  if (!Array.isArray(targets)) fail('targets must be a list');
  const filters = rule.filters ?? {};
  if (!isObject(filters)) fail('filters must be an object');
  const ports = (filters as { ports?: unknown }).ports;
  if (ports != null && !Array.isArray(ports)) fail('filters.ports must be a list');
  const checkedPorts = (ports as unknown[] | null | undefined)?.map((port) => {
    const parsed = parsePortRange(String(port));
    if (!parsed.ok) return fail(`port "${String(port)}": ${parsed.message}`);
    return formatPortRange(parsed.value);
  });
  return {
    name: rule.name as string,
    description: typeof rule.description === 'string' ? rule.description : '',
    action: rule.action as VpcFirewallRuleUpdate['action'],
    direction: rule.direction as VpcFirewallRuleUpdate['direction'],
    priority: rule.priority as number,
    status: status as VpcFirewallRuleUpdate['status'],
    targets: targets as VpcFirewallRuleUpdate['targets'],
    filters: {
      ...(filters as VpcFirewallRuleUpdate['filters']),
      ...(checkedPorts ? { ports: checkedPorts } : {}),
    },
  };
}

/** Reads the new rule set from a file, or from stdin for `-`: `{ rules: [...] }` or a bare list of rules. */
export async function readRulesFile(file: string, stdin: InStream): Promise<VpcFirewallRuleUpdate[]> {
  const source = file === '-' ? 'standard input' : file;
  const text = await readTextInput(file, 'rules', stdin);
  const parsed = await parseRulesText(source, text);
  const rules = Array.isArray(parsed) ? parsed : isObject(parsed) ? parsed.rules : undefined;
  if (!Array.isArray(rules))
    throw new UsageError(`${source} must hold a list of rules, or an object with a "rules" list`);
  const updates = rules.map(toRuleUpdate);
  const names = new Set<string>();
  for (const update of updates) {
    if (names.has(update.name))
      throw new UsageError(`Two rules are named "${update.name}"; names must be unique`);
    names.add(update.name);
  }
  return updates;
}
