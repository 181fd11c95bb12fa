import type { Rule } from 'eslint';

/** The title of the generic system error, owned by the shell's messages and raised by `showSystemError`. */
export declare const systemErrorTitle: string;
declare const rules: Record<'outcomes-through-reading' | 'entry-load-one-way' | 'system-error-one-way' | 'feedback-through-ui', Rule.RuleModule>;
export default rules;
