// Local rule `comments/no-outside-references`: the repository stands alone, so a comment, a string or
// a template literal (a test title among them) never points at a document outside it: a path into the
// sibling `shared` folder, the outside specification by name or by a numbered section. It cites
// what the repository holds instead: the contract (docs/api/openapi.yaml, by operationId), an ADR
// (docs/adr/) or the feature's doc (docs/payments.md, docs/identity.md...). A qualified spec ("the HTML
// spec", "the WebDriver spec"), a Playwright `.spec.ts` file and `spec` as a word of code pass.
// test/lint/no-outside-references.test.ts proves the rule and scans the Markdown docs and the
// contract's YAML with the same patterns.

/** The references refused in comments and literals (and in README.md and docs/**, by their test). */
const outsideReferencePatterns = [
  // The sibling folder beside the repository (its spec, design, data and hooks); an in-repo module
  // path such as '../shared/money.rules' passes.
  { pattern: /\.\.\/shared\/(?:spec|design|data|hooks)\b/, what: 'a path outside the repository' },
  { pattern: /\bshared\/spec\b/, what: 'the outside specification folder' },
  { pattern: /\bportal-spec\b/, what: 'the outside specification file' },
  { pattern: /\b[Ss]pec(?:ification)?(?:'s)?\s+(?:sections?\s*|§\s*)\d/, what: 'a numbered section of an outside document' },
  // A public standard may be cited by its own sections: 'RFC 6749 §5.2', 'RFC 9700 §2.1, §4.1', 'WCAG §1.4.3'.
  { pattern: /(?<!(?:\bRFC|\b\w+[A-Z0-9][\w-]*|§\s*[\d.]+(?:,|\s+(?:and|or))?)\s*)§\s*\d/, what: 'a numbered section (§)' },
  // The definite article before the bare word, possessive or not; a Playwright file ("spec file", "spec.ts") passes.
  { pattern: /\b[Tt]he\s+spec(?:ification)?(?:'s)?\b(?![.\-/]\w)(?!\s+files?\b)/, what: 'the outside specification' },
  { pattern: /\b(?:[Pp]roduct|[Pp]ortal)(?:'s)?\s+spec(?:ification)?\b(?![.\-/]\w)/, what: 'the outside specification' },
  // A citation in parentheses, or the capitalised word followed by a comma or a colon.
  { pattern: /(?<=\(\s*)[Ss]pec(?:ification)?(?:'s)?\b(?![.\-/]\w)/, what: 'a citation of an outside document' },
  { pattern: /\bSpec(?:ification)?(?:'s)?[,:;]/, what: 'a citation of an outside document' },
];

/**
 * Every refused reference in `text`, in order, each with the line (1-based) where it starts. Where two
 * patterns match at one place, the first in the list names it and the other is not repeated.
 */
export function findOutsideReferences(text) {
  const all = outsideReferencePatterns.flatMap(({ pattern, what }, order) =>
    [...text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))].map((match) => ({ match, what, order })),
  );
  all.sort((a, b) => a.match.index - b.match.index || a.order - b.order);
  const found = [];
  let end = 0;
  for (const { match, what } of all) {
    if (match.index < end) continue;
    end = match.index + match[0].length;
    const line = text.slice(0, match.index).split('\n').length;
    found.push({ match: match[0].replace(/\s+/g, ' '), what, index: match.index, line });
  }
  return found;
}

/** The first refused reference in `text`, or null. */
function findOutsideReference(text) {
  return findOutsideReferences(text)[0] ?? null;
}

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments and literals cite the repository (the contract, an ADR, a feature doc), never a document outside it.' },
    schema: [],
    messages: {
      reference:
        "refers to {{what}} ('{{match}}'): cite the contract (docs/api/openapi.yaml, an operationId), an ADR or the feature's doc under docs/, or state the rule itself.",
    },
  },
  create(context) {
    const check = (text, loc) => {
      const found = findOutsideReference(text);
      if (found) context.report({ loc, messageId: 'reference', data: { what: found.what, match: found.match } });
    };
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) check(comment.value, comment.loc);
      },
      Literal(node) {
        if (typeof node.value === 'string') check(node.value, node.loc);
      },
      TemplateElement(node) {
        check(node.value.cooked ?? node.value.raw, node.loc);
      },
    };
  },
};
