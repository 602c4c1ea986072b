import type { Operation, OperationId } from '../model/core/context';

/** One handler per operation id, each a model operation; each area supplies its part. */
export type Handlers = { [Id in OperationId]?: Operation<Id> };
