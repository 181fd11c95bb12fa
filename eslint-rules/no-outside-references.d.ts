import type { Rule } from 'eslint';

/** The references refused in comments and literals (and in README.md and docs/**, by their test). */
export declare const outsideReferencePatterns: readonly { readonly pattern: RegExp; readonly what: string }[];
/** The first refused reference in `text`, or null. */
export declare function findOutsideReference(text: string): { match: string; what: string; index: number } | null;
/** Every refused reference in `text`, in order, each with the line (1-based) where it starts; overlaps once. */
export declare function findOutsideReferences(
  text: string,
): { match: string; what: string; index: number; line: number }[];
declare const rule: Rule.RuleModule;
export default rule;
