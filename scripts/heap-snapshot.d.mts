/** What a CDP session offers the snapshot: Playwright's CDPSession and puppeteer's both fit. */
export interface SnapshotSession {
  send(method: 'HeapProfiler.enable' | 'HeapProfiler.collectGarbage'): Promise<unknown>;
  send(method: 'HeapProfiler.takeHeapSnapshot', params: { reportProgress: boolean }): Promise<unknown>;
  on(event: 'HeapProfiler.addHeapSnapshotChunk', listener: (payload: { chunk: string }) => void): unknown;
  off(event: 'HeapProfiler.addHeapSnapshotChunk', listener: (payload: { chunk: string }) => void): unknown;
}
/** A heap snapshot's text, taken after a collection. */
export declare function takeHeapSnapshot(cdp: SnapshotSession): Promise<string>;
export interface DetachedNode {
  readonly node: number;
  readonly name: unknown;
}
/** The snapshot's detached DOM nodes and the retaining path to one of them. */
export declare function readHeapSnapshot(text: string): {
  readonly detached: readonly DetachedNode[];
  readonly nodeCount: number;
  retainerPath(node: number): string[] | null;
};
/** How many detached nodes of each name, the most frequent first. */
export declare function countByName(detached: readonly DetachedNode[]): [unknown, number][];
