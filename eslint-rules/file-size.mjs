// No file over 400 lines: past that a file mixes concerns and is split along them. The files listed in
// `oversizedFiles` are the ones still above the limit; test/lint/file-size.test.ts fails when one of them
// comes back under it, so the list only shrinks.
export const maxFileLines = 400;
export const oversizedFiles = [];
