import type { Rule } from 'eslint';

/** The references refused in comments (and in docs/**\/*.md and README.md, by their test). */
export declare const issueReferencePatterns: readonly { readonly pattern: RegExp; readonly what: string }[];
/** The first refused reference in `text`, or null. */
export declare function findIssueReference(text: string): { match: string; what: string; index: number } | null;
declare const rule: Rule.RuleModule;
export default rule;
