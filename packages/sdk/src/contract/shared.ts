import { z } from 'zod';
import { named, type SchemaHistory } from './registry.js';

// Scalars --------------------------------------------------------------------------------------------------

/** A UUID as the platform formats ids (any version). */
export const uuid = () => z.guid();
/** An RFC 3339 timestamp; the platform writes UTC (`Z`), clients may send an offset. */
export const dateTime = () => z.iso.datetime({ offset: true });
export const uint8 = () => z.int().min(0).max(255).meta({ format: 'uint8' });
export const uint16 = () => z.int().min(0).max(65535).meta({ format: 'uint16' });
export const uint32 = () => z.int().min(0).max(4294967295).meta({ format: 'uint32' });
/** 64-bit counts travel as JSON numbers; JavaScript can represent them exactly up to 2^53. */
export const uint64 = () => z.int().min(0).meta({ format: 'uint64' });
export const int64 = () => z.int().meta({ format: 'int64' });
export const double = () => z.number().meta({ format: 'double' });

/** The platform's resource name: a lower-case letter first, then letters, digits and '-', no trailing '-', not a UUID. */
export const Name = named(
  'Name',
  z
    .string()
    .min(1)
    .max(63)
    .regex(
      /^(?![0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)^[a-z]([a-zA-Z0-9-]*[a-zA-Z0-9]+)?$/,
      "a name must start with a lower-case letter, contain only letters, digits and '-', not end with '-', and not be a UUID",
    ),
);

/** Either a resource's id or its name; the platform accepts both wherever a resource is selected. */
export const NameOrId = named('NameOrId', z.union([uuid(), Name]));

export const ByteCount = named('ByteCount', uint64());

/** The platform's error body; every failure carries a `request_id`. */
export const ErrorBody = named(
  'Error',
  z.object({ error_code: z.string().optional(), message: z.string(), request_id: z.string() }),
);

// Identity ------------------------------------------------------------------------------------------------

/** The fields every named, user-managed resource carries. */
export const identityMetadata = {
  id: uuid(),
  name: Name,
  description: z.string(),
  time_created: dateTime(),
  time_modified: dateTime(),
};

// Pagination ----------------------------------------------------------------------------------------------

export const NameOrIdSortMode = named(
  'NameOrIdSortMode',
  z.enum(['name_ascending', 'name_descending', 'id_ascending']),
);
export const NameSortMode = named('NameSortMode', z.enum(['name_ascending']));
export const IdSortMode = named('IdSortMode', z.enum(['id_ascending']));
export const TimeAndIdSortMode = named(
  'TimeAndIdSortMode',
  z.enum(['time_and_id_ascending', 'time_and_id_descending']),
);

/** `limit` and `page_token`, as every list operation takes them. */
export const pageQuery = {
  limit: uint32().min(1).nullable().optional(),
  page_token: z.string().nullable().optional(),
};

/** `limit`, `page_token` and `sort_by` for a list with the given sort modes. */
export const listQuery = <SortMode extends z.ZodType>(sortMode: SortMode) => ({
  ...pageQuery,
  sort_by: sortMode.optional(),
});

/** The query of a list sorted by id. */
export const idListQuery = listQuery(IdSortMode);
/** The query of a list sorted by name or id. */
export const nameOrIdListQuery = listQuery(NameOrIdSortMode);

/** A page of results: `items` and the token of the next page, named as the platform names it. */
export const pageOf = <T extends z.ZodType>(id: string, item: T, history?: SchemaHistory) =>
  named(id, z.object({ items: z.array(item), next_page: z.string().nullable().optional() }), history);

// Selectors -------------------------------------------------------------------------------------------

/** Path parameter naming one resource by name or id. */
export const pathOf = <const Names extends string[]>(...names: Names) =>
  Object.fromEntries(names.map((name) => [name, NameOrId])) as Record<Names[number], typeof NameOrId>;

/** Optional `project` query: required when the resource is named, unused when it is given by id. */
export const projectScope = { project: NameOrId.optional() };
/** Required `project` query, for creates and project-wide lists. */
export const projectRequired = { project: NameOrId };
/** The query of a list of a project's resources (or of every project's, by id). */
export const projectListQuery = { ...nameOrIdListQuery, ...projectScope };
/** Optional `vpc` query, beside the optional `project` that a VPC named rather than given by id needs. */
export const vpcScope = { ...projectScope, vpc: NameOrId.optional() };
/** The query of a list of a VPC's resources. */
export const vpcListQuery = { ...nameOrIdListQuery, ...vpcScope };
