export declare const USAGE: string;
/** The command: its exit code (0 no ✗, 1 some ✗, 2 a bad command). */
export declare function main(
  argv: string[],
  io?: { stdout?: NodeJS.WritableStream; stderr?: NodeJS.WritableStream; fetch?: typeof fetch },
): Promise<number>;
