import type { EngineDriver } from './driver';

/** What a flow gets: the driver of a browser started for it alone, and the portal's address. */
interface FlowContext {
  readonly driver: EngineDriver;
  readonly baseUrl: string;
  /** Files the flows attach (test/engines/fixtures). */
  readonly fixtures: string;
  /** A line under the flow's result: an engine limit met, what a step saw. */
  note(text: string): void;
}

export interface Flow {
  readonly name: string;
  /** One line: what the flow walks through. */
  readonly title: string;
  run(context: FlowContext): Promise<void>;
}

/** GETs one of the sandbox's JSON pages (the outbox, the checkout's sessions, the telemetry records). */
export async function sandboxJson<T>(baseUrl: string, path: string): Promise<T> {
  const answer = await fetch(new URL(path, baseUrl));
  if (!answer.ok) throw new Error(`${path}: HTTP ${answer.status}`);
  return (await answer.json()) as T;
}
