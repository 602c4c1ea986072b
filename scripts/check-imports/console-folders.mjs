// The console's folders import one way (DESIGN.md: routes → layouts → forms → components → hooks → api →
// stores): a file-level cycle check misses two folders that lean on each other through different files
// (`api/lists.ts` → `hooks/usePagination.ts`, `hooks/usePermissions.ts` → `api/queries.ts`), which already
// makes neither folder movable or testable without the other. Tests are left out: a test may reach anywhere.

const isTest = (file) => /\.test\.tsx?$/.test(file);

/** The top-level folder of a console source file (`api`, `hooks`, …), or the file itself for a root module. */
function folderOf(file, sourceRoot) {
  const rest = file.slice(sourceRoot.length);
  return rest.split('/')[0];
}

/** Strongly connected groups of the folder graph with more than one folder (Tarjan's algorithm). */
function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const groups = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}

/**
 * Folder loops in a dpdm dependency tree of the console: each loop names its folders and, for every edge
 * between two of them, one import that makes it (`api → hooks: api/lists.ts → ~/hooks/usePagination`).
 */
export function consoleFolderLoops(tree, sourceRoot = 'apps/console/src/') {
  const graph = new Map();
  for (const [file, dependencies] of Object.entries(tree)) {
    if (!file.startsWith(sourceRoot) || isTest(file)) continue;
    const from = folderOf(file, sourceRoot);
    if (!graph.has(from)) graph.set(from, new Map());
    for (const { id, request } of dependencies ?? []) {
      if (!id?.startsWith(sourceRoot)) continue;
      const to = folderOf(id, sourceRoot);
      if (to === from || graph.get(from).has(to)) continue;
      graph.get(from).set(to, `${file} → ${request}`);
    }
  }
  return stronglyConnected(graph).map((folders) => ({
    folders,
    edges: folders.flatMap((from) =>
      [...graph.get(from)]
        .filter(([to]) => folders.includes(to))
        .map(([to, example]) => `${from} → ${to}: ${example}`),
    ),
  }));
}
