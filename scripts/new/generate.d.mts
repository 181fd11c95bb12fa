import type { Tree } from '../flow-template.mjs';
import type { Names, Options } from './names.mjs';
export interface Plan {
  readonly names: Names;
  /** The sandbox data file's name under sandbox/data, without `.ts`. */
  readonly dataFile: string;
  /** New files' text by path. */
  readonly created: Readonly<Record<string, string>>;
  /** Existing files' new text by path. */
  readonly edited: Readonly<Record<string, string>>;
  /** The docs' rows the plan could not place, for the person to add. */
  readonly notes?: readonly string[];
}
export declare function planFlow(
  tree: Tree,
  words: { readonly feature: string; readonly slug: string; readonly name: string } & Options,
  options?: { readonly isNewFeature?: boolean },
): Plan;
export declare function planFeature(tree: Tree, words: { readonly feature: string; readonly slug?: string; readonly name?: string } & Options): Plan;
export declare function addRowUnder(text: string, heading: string, row: string): string;
export declare function addGlossaryRow(text: string, row: string, features: readonly string[]): string;
export declare function applyPlan(root: string, plan: Plan): void;
