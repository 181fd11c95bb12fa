// No file over 400 lines, anywhere in the tree: past that a file mixes concerns and is split along them.
export const maxFileLines = 400;
