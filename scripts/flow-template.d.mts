/** A tree of files by path from the repository's root. */
export interface Tree {
  exists(path: string): boolean;
  read(path: string): string;
  /** The names of the entries of a folder; empty when it does not exist. */
  list(dir: string): string[];
}
export interface TemplatePart {
  readonly part: string;
  readonly path: string;
  readonly listedIn?: { readonly path: string; readonly text: string };
  readonly contains?: readonly string[];
}
export declare function diskTree(root: string): Tree;
export declare function featuresIn(tree: Tree): string[];
export declare function templateParts(feature: string): TemplatePart[];
export declare function missingParts(tree: Tree, feature: string): string[];
export declare function templateGaps(tree: Tree): string[];
