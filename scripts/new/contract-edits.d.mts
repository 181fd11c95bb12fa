import type { Tree } from '../flow-template.mjs';
import type { Plan } from './generate.mjs';
import type { Names } from './names.mjs';
export interface ContractPlace {
  /** The paths file under docs/api/paths, without `.yaml`. */
  readonly pathsFile: string;
  /** The schemas file under docs/api/schemas, without `.yaml`. */
  readonly schemasFile: string;
  readonly tag: string;
  /** Whether the feature has no operation in the contract yet. */
  readonly isNew: boolean;
}
export declare const sharedContractPaths: readonly string[];
export declare function contractPlaceOf(tree: Tree, names: Pick<Names, 'feature' | 'Feature'>): ContractPlace;
export declare function addToSection(text: string, section: string, lines: string, where: string, after?: RegExp): string;
export declare function appendEntry(text: string, anchor: RegExp, entry: string, where: string): string;
export declare function addOperationId(text: string, operationId: string, where: string): string;
export declare function contractPlan(
  tree: Tree,
  names: Names,
): { readonly created: Readonly<Record<string, string>>; readonly edits: readonly (readonly [string, (text: string, where: string) => string])[] };
export declare function withWireTypes(root: string, plan: Plan): Plan;
