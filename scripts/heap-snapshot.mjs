// Reads a V8 heap snapshot (what CDP's HeapProfiler.takeHeapSnapshot writes) for the DOM nodes that
// are no longer in any document but still alive, and for what keeps each one alive. Used by the
// long-session browser test (test/e2e/long-session.spec.ts) and the long-session measurement
// (scripts/measure-long-session.mjs).

/**
 * Takes a heap snapshot through a CDP session (Playwright's or puppeteer's: anything with `send`,
 * `on` and `off`) and returns its text. The heap is collected first, so only what is retained is in it.
 */
export async function takeHeapSnapshot(cdp) {
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return chunks.join('');
}

/** Edge types that do not keep their target alive (or only describe it). */
const NON_RETAINING_EDGES = new Set(['weak', 'invisible', 'shortcut']);

/**
 * The snapshot's detached DOM nodes (Blink names them `Detached <div class="…">` or
 * `Detached HTMLDivElement`), and the shortest path of retaining edges from the roots to one of them.
 */
export function readHeapSnapshot(text) {
  const { snapshot, nodes, edges, strings } = JSON.parse(text);
  const nodeFields = snapshot.meta.node_fields;
  const edgeFields = snapshot.meta.edge_fields;
  const nodeTypes = snapshot.meta.node_types[nodeFields.indexOf('type')];
  const edgeTypes = snapshot.meta.edge_types[edgeFields.indexOf('type')];
  const nodeSize = nodeFields.length;
  const edgeSize = edgeFields.length;
  const nameField = nodeFields.indexOf('name');
  const typeField = nodeFields.indexOf('type');
  const edgeCountField = nodeFields.indexOf('edge_count');
  const detachednessField = nodeFields.indexOf('detachedness');
  const edgeTypeField = edgeFields.indexOf('type');
  const edgeNameField = edgeFields.indexOf('name_or_index');
  const edgeToField = edgeFields.indexOf('to_node');
  const nodeCount = nodes.length / nodeSize;

  const nameOf = (node) => strings[nodes[node * nodeSize + nameField]];
  const typeOf = (node) => nodeTypes[nodes[node * nodeSize + typeField]];

  // First edge of each node, and the retaining edges reversed (target -> [source, edge]).
  const firstEdge = new Uint32Array(nodeCount + 1);
  for (let node = 0, edge = 0; node < nodeCount; node += 1) {
    firstEdge[node] = edge;
    edge += nodes[node * nodeSize + edgeCountField] * edgeSize;
    firstEdge[node + 1] = edge;
  }
  const edgeLabel = (edge) => {
    const type = edgeTypes[edges[edge + edgeTypeField]];
    const name = edges[edge + edgeNameField];
    return type === 'element' || type === 'hidden' ? `[${name}]` : String(strings[name]);
  };

  const detached = [];
  for (let node = 0; node < nodeCount; node += 1) {
    const name = nameOf(node);
    const isDetachedByName = typeof name === 'string' && name.startsWith('Detached ');
    const isDetachedByFlag = detachednessField >= 0 && nodes[node * nodeSize + detachednessField] === 2 && typeOf(node) === 'native';
    if (isDetachedByName || isDetachedByFlag) detached.push({ node, name });
  }

  /**
   * The shortest chain of retaining edges from the snapshot's root (node 0) to `target`, as text.
   * A WeakMap's key-to-value edges are left out first: they keep the value only while the key
   * lives, so a path through them names the map instead of what holds the key.
   */
  function retainerPath(target) {
    return shortestPath(target, true) ?? shortestPath(target, false);
  }

  function shortestPath(target, skipEphemerons) {
    const previous = new Int32Array(nodeCount).fill(-1);
    const viaEdge = new Int32Array(nodeCount).fill(-1);
    previous[0] = 0;
    const queue = [0];
    for (let head = 0; head < queue.length; head += 1) {
      const node = queue[head];
      if (node === target) break;
      for (let edge = firstEdge[node]; edge < firstEdge[node + 1]; edge += edgeSize) {
        if (NON_RETAINING_EDGES.has(edgeTypes[edges[edge + edgeTypeField]])) continue;
        if (skipEphemerons && / part of key /.test(edgeLabel(edge))) continue;
        const to = edges[edge + edgeToField] / nodeSize;
        if (previous[to] !== -1) continue;
        previous[to] = node;
        viaEdge[to] = edge;
        queue.push(to);
      }
    }
    if (previous[target] === -1) return null;
    const steps = [];
    for (let node = target; node !== 0; node = previous[node]) {
      steps.unshift(`${edgeLabel(viaEdge[node])} -> ${typeOf(node)} ${String(nameOf(node)).slice(0, 90)}`);
    }
    return steps;
  }

  return { detached, retainerPath, nodeCount };
}

/** How many detached nodes of each name, the most frequent first. */
export function countByName(detached) {
  const counts = new Map();
  for (const { name } of detached) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]);
}
