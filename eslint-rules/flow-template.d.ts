import type { Rule } from 'eslint';

declare const rules: Record<'outcomes-through-reading' | 'entry-load-one-way' | 'system-error-one-way' | 'feedback-through-ui', Rule.RuleModule>;
export default rules;
