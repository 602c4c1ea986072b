import { type HclBodyItem, HclExpression, type HclValue, ref, writeHcl } from './hcl.js';

/** The provider this module writes for, as `required_providers` declares it. */
export const OXIDE_PROVIDER = { source: 'oxidecomputer/oxide', version: '0.21.0' } as const;

/** Terraform 1.11 is the first with write-only arguments (a silo's certificates) and `import` blocks with ids. */
const REQUIRED_TERRAFORM = '>= 1.11';

/** A resource's arguments, in the order they are written; `undefined` values are left out. */
export type Arguments = ReadonlyArray<readonly [string, HclValue | undefined]>;

interface ResourceEntry {
  type: string;
  name: string;
  arguments: Arguments;
  comments: string[];
  /** The provider's import id of the resource that exists; none for a resource still to create. */
  importId?: string;
  /** Arguments Terraform must not compare with the platform (they cannot be read back). */
  ignoreChanges?: readonly string[];
}

interface VariableEntry {
  name: string;
  type: string;
  description: string;
  sensitive: boolean;
  default?: HclValue;
}

/** The header every export starts with: what it is and how to use it. */
export const exportHeader = (what: string) => [
  `${what}, written by Rack Console for the oxidecomputer/oxide provider.`,
  'Every resource that exists has an import block: `terraform init`, then `terraform plan` imports them',
  'and should propose no change.',
];

/** A local name for Terraform: the platform's names joined by `_`, dashes kept as underscores. */
export function localName(...parts: readonly string[]): string {
  const joined = parts
    .join('_')
    .replace(/[^A-Za-z0-9_]/g, '_')
    .toLowerCase();
  return /^[a-z_]/.test(joined) ? joined : `_${joined}`;
}

/**
 * A Terraform module being written: resources, the data sources they look things up with, the variables
 * for what the platform never gives back, and one `import` block per resource that exists already.
 */
export class TerraformDocument {
  private readonly resources: ResourceEntry[] = [];
  private readonly data = new Map<string, { type: string; name: string; arguments: Arguments }>();
  private readonly variables = new Map<string, VariableEntry>();
  private readonly taken = new Set<string>();
  private readonly references = new Map<string, HclExpression>();

  constructor(private readonly header: readonly string[]) {}

  /** A free local name for `type`, made unique with `_2`, `_3`… in the order of the calls. */
  private claim(type: string, wanted: string): string {
    let name = wanted;
    for (let n = 2; this.taken.has(`${type}.${name}`); n++) name = `${wanted}_${n}`;
    this.taken.add(`${type}.${name}`);
    return name;
  }

  /**
   * Claims a resource's local name before it is written, so that resources written earlier can refer to it:
   * with the platform `id`, `reference(id)` answers `TYPE.NAME.id`.
   */
  declare(type: string, wantedName: string, id?: string): string {
    const name = this.claim(type, wantedName);
    if (id) this.references.set(id, ref(`${type}.${name}.id`));
    return name;
  }

  /** Writes a declared resource; `importId` for one that exists (an `import` block follows it). */
  resource(
    type: string,
    name: string,
    args: Arguments,
    options: { importId?: string; comments?: string[]; ignoreChanges?: readonly string[] } = {},
  ): void {
    this.resources.push({
      type,
      name,
      arguments: args,
      comments: options.comments ?? [],
      importId: options.importId,
      ignoreChanges: options.ignoreChanges,
    });
  }

  /** The reference to a resource of this document by its platform id, if it is in it. */
  reference(id: string): HclExpression | undefined {
    return this.references.get(id);
  }

  /** A data source looked up by name (`data.oxide_image.debian.id`), declared once however often it is used. */
  lookup(type: string, args: Arguments, nameParts: readonly string[]): HclExpression {
    const key = `${type} ${JSON.stringify(args)}`;
    let entry = this.data.get(key);
    if (!entry) {
      entry = { type, name: this.claim(`data.${type}`, localName(...nameParts)), arguments: args };
      this.data.set(key, entry);
    }
    return ref(`data.${type}.${entry.name}.id`);
  }

  /** A variable for a value the platform never returns (a certificate's key); `var.NAME` to use it. */
  variable(wantedName: string, entry: Omit<VariableEntry, 'name'>): HclExpression {
    const name = this.claim('var', wantedName);
    this.variables.set(name, { name, ...entry });
    return ref(`var.${name}`);
  }

  /** The module as text, laid out as `terraform fmt` would. */
  toString(): string {
    const items: HclBodyItem[] = [];
    const section = (next: HclBodyItem[]) => {
      if (next.length === 0) return;
      if (items.length > 0) items.push({ blank: true });
      items.push(...next);
    };
    section(this.header.map((comment) => ({ comment })));
    section([
      {
        block: {
          type: 'terraform',
          labels: [],
          body: [
            { attribute: 'required_version', value: REQUIRED_TERRAFORM },
            {
              block: {
                type: 'required_providers',
                labels: [],
                body: [{ attribute: 'oxide', value: { ...OXIDE_PROVIDER } }],
              },
            },
          ],
        },
      },
      { blank: true },
      { block: { type: 'provider', labels: ['oxide'], body: [] } },
    ]);
    for (const variable of this.variables.values()) section(variableItems(variable));
    for (const data of this.data.values()) {
      section([
        { block: { type: 'data', labels: [data.type, data.name], body: argumentItems(data.arguments) } },
      ]);
    }
    for (const resource of this.resources) section(resourceItems(resource));
    return writeHcl(items);
  }
}

function argumentItems(args: Arguments): HclBodyItem[] {
  const items: HclBodyItem[] = [];
  for (const [attribute, value] of args) if (value !== undefined) items.push({ attribute, value });
  return items;
}

function variableItems(variable: VariableEntry): HclBodyItem[] {
  const body: HclBodyItem[] = [
    { attribute: 'description', value: variable.description },
    { attribute: 'type', value: new HclExpression(variable.type) },
  ];
  if (variable.sensitive) body.push({ attribute: 'sensitive', value: true });
  if (variable.default !== undefined) body.push({ attribute: 'default', value: variable.default });
  return [{ block: { type: 'variable', labels: [variable.name], body } }];
}

function resourceItems(resource: ResourceEntry): HclBodyItem[] {
  const body = argumentItems(resource.arguments);
  if (resource.ignoreChanges?.length) {
    body.push(
      { blank: true },
      {
        block: {
          type: 'lifecycle',
          labels: [],
          body: [{ attribute: 'ignore_changes', value: resource.ignoreChanges.map((name) => ref(name)) }],
        },
      },
    );
  }
  const items: HclBodyItem[] = resource.comments.map((comment) => ({ comment }));
  items.push({ block: { type: 'resource', labels: [resource.type, resource.name], body } });
  if (resource.importId !== undefined) {
    items.push(
      { blank: true },
      {
        block: {
          type: 'import',
          labels: [],
          body: [
            { attribute: 'to', value: ref(`${resource.type}.${resource.name}`) },
            { attribute: 'id', value: resource.importId },
          ],
        },
      },
    );
  }
  return items;
}
