// Local rule `local/no-issue-references`: a comment says what the code does and why, in its own
// words. A pointer to a tracker's issue number, to a numbered item or point of some list, or to a
// dated work session tells a later reader nothing the code can be checked against, so it is
// refused; state the requirement instead ("the contract asks for...", "so that a shared computer keeps
// nothing"). String literals are not comments and are left alone. test/lint/no-issue-references.test.ts
// proves the rule and scans the Markdown docs with the same patterns.

/** The references refused in comments (and in docs/**\/*.md and README.md, by their test). */
const issueReferencePatterns = [
  { pattern: /\b[Ii]ssue\s+#?\d+/, what: 'an issue number' },
  { pattern: /\b[Ii]tem \d+/, what: 'a numbered item' },
  { pattern: /\b[Pp]unto \d+/, what: 'a numbered point' },
  { pattern: /\b[Ss]esión del\b/, what: 'a work session' },
];

/** The first refused reference in `text`, or null. */
export function findIssueReference(text) {
  for (const { pattern, what } of issueReferencePatterns) {
    const match = pattern.exec(text);
    if (match) return { match: match[0], what, index: match.index };
  }
  return null;
}

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments state the reason itself, never an issue number, a numbered item or a work session.' },
    schema: [],
    messages: {
      reference:
        "comment refers to {{what}} ('{{match}}'): say what the code does and why in the comment itself (e.g. 'the contract asks for...').",
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const found = findIssueReference(comment.value);
          if (found) context.report({ loc: comment.loc, messageId: 'reference', data: { what: found.what, match: found.match } });
        }
      },
    };
  },
};
