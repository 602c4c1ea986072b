import type { HandlerContext, OperationId, ResultOf } from '../model/context';

export type Handler<Id extends OperationId> = (
  context: HandlerContext<Id>,
) => ResultOf<Id> | Promise<ResultOf<Id>>;

/** One handler per operation id; each area supplies its part. */
export type Handlers = { [Id in OperationId]?: Handler<Id> };
