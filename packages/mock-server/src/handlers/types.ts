import type { HandlerContext, OperationId, ResultOf } from '../model/core/context';

/** Answers one operation: the success body in wire shape, bytes for downloads, nothing for empty answers. */
export type Handler<Id extends OperationId> = (
  context: HandlerContext<Id>,
) => ResultOf<Id> | Promise<ResultOf<Id>>;

/** One handler per operation id; each area supplies its part. */
export type Handlers = { [Id in OperationId]?: Handler<Id> };
