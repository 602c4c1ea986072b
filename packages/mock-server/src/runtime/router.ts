import type * as contract from '@rackconsole/sdk/contract';

type Operation = contract.Operation;

/** An operation matched to a request path, with its raw path parameters. */
export interface RouteMatch {
  operationId: string;
  operation: Operation;
  pathParams: Record<string, string>;
}

interface Node {
  literal: Map<string, Node>;
  param?: { name: string; node: Node };
  methods: Map<string, { operationId: string; operation: Operation }>;
}

const newNode = (): Node => ({ literal: new Map(), methods: new Map() });

/**
 * A segment trie over every operation's path template. Matching costs one map lookup per path segment, so it
 * does not grow with the number of operations (a linear scan of hundreds of patterns per request would).
 */
export function createRouter(operations: Record<string, Operation>) {
  const root = newNode();
  for (const [operationId, operation] of Object.entries(operations)) {
    let node = root;
    for (const segment of operation.path.split('/').filter(Boolean)) {
      const param = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (param) {
        node.param ??= { name: param, node: newNode() };
        node = node.param.node;
      } else {
        let next = node.literal.get(segment);
        if (!next) {
          next = newNode();
          node.literal.set(segment, next);
        }
        node = next;
      }
    }
    node.methods.set(operation.method, { operationId, operation });
  }

  /** Finds the node a path leads to; literal segments win over parameters, as in the platform's router. */
  function walk(
    node: Node,
    segments: string[],
    index: number,
    params: Record<string, string>,
  ): Node | undefined {
    if (index === segments.length) return node;
    const segment = segments[index] as string;
    const literal = node.literal.get(segment);
    if (literal) {
      const found = walk(literal, segments, index + 1, params);
      if (found) return found;
    }
    if (node.param) {
      const found = walk(node.param.node, segments, index + 1, params);
      if (found) {
        params[node.param.name] = segment;
        return found;
      }
    }
    return undefined;
  }

  return {
    /** The operation for a method and path, `'method-not-allowed'` when only the method is wrong, or undefined. */
    match(method: string, pathname: string): RouteMatch | 'method-not-allowed' | undefined {
      const params: Record<string, string> = {};
      const segments: string[] = [];
      for (const segment of pathname.split('/')) {
        if (segment === '') continue;
        // Only escaped segments need decoding; a malformed escape matches nothing.
        if (!segment.includes('%')) segments.push(segment);
        else {
          try {
            segments.push(decodeURIComponent(segment));
          } catch {
            return undefined;
          }
        }
      }
      const node = walk(root, segments, 0, params);
      if (!node || node.methods.size === 0) return undefined;
      const entry = node.methods.get(method.toLowerCase());
      if (!entry) return 'method-not-allowed';
      return { ...entry, pathParams: params };
    },
  };
}
