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
  readonly contains?: readonly string[];
}
export declare function diskTree(root: string): Tree;
export declare function featuresIn(tree: Tree): string[];
export declare function templateParts(feature: string): TemplatePart[];
export declare function missingParts(tree: Tree, feature: string): string[];
export declare function templateGaps(tree: Tree): string[];
export interface SandboxFolder {
  /** The name a feature's file in the folder has. */
  pattern(feature: string): RegExp;
  /** The files that belong to no feature, each with its reason. */
  readonly shared: Readonly<Record<string, string>>;
}
export declare const sandboxFolders: Readonly<Record<'sandbox/data' | 'sandbox/documents', SandboxFolder>>;
export declare function misplacedSandboxFiles(tree: Tree): string[];
