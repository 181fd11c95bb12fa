import { fileURLToPath } from 'node:url';
import { diskTree, type Tree } from '../../scripts/flow-template.mjs';

/** The repository's root folder, for the scripts' tests that read the tree as it is. */
export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The repository read from the disk (read only). */
export const repository: Tree = diskTree(repositoryRoot);

/** `tree` with the paths in `hide` absent and `files` added or replaced, in memory. */
export function changedTree(tree: Tree, { hide = [], files = {} }: { hide?: readonly string[]; files?: Readonly<Record<string, string>> }): Tree {
  const isHidden = (path: string) => hide.includes(path);
  return {
    exists: (path) => !isHidden(path) && (path in files || tree.exists(path)),
    read: (path) => {
      if (isHidden(path)) throw new Error(`hidden: ${path}`);
      return files[path] ?? tree.read(path);
    },
    list: (dir) => {
      const added = Object.keys(files)
        .filter((path) => path.startsWith(`${dir}/`) && !path.slice(dir.length + 1).includes('/'))
        .map((path) => path.slice(dir.length + 1));
      return [...new Set([...tree.list(dir), ...added])].filter((name) => !isHidden(`${dir}/${name}`));
    },
  };
}
