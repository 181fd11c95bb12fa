export interface TestDocument {
  readonly type: string;
  readonly number: string;
}

export interface CheckOptions {
  /** The API's base URL, without a trailing slash. */
  readonly api: string;
  readonly tokenFile: string | null;
  readonly document: TestDocument;
  readonly writes: boolean;
  readonly json: boolean;
  readonly timeoutMs: number;
}

export type ParsedCommand = { kind: 'run'; options: CheckOptions } | { kind: 'help' } | { kind: 'error'; message: string };

export declare const HELP: string;
export declare function parseCommand(argv: readonly string[]): ParsedCommand;
