import type { Names } from './new/names.mjs';
import type { Options } from './new/names.mjs';
export declare function parseArgs(args: readonly string[]): { words: string[]; options: Options } | null;
export declare function fillIns(
  names: Names,
  plan: { readonly dataFile: string; readonly created?: Readonly<Record<string, string>>; readonly edited?: Readonly<Record<string, string>> },
): [string, string][];
export declare function main(
  args: readonly string[],
  io: { readonly root: string; readonly out?: (line: string) => void; readonly err?: (line: string) => void },
): number;
