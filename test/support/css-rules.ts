import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The CSS rules behind an element's classes, for tests that compare styles as declared (happy-dom
// does not lay out): Emotion's rules for Chakra's hashed `css-…` classes, inserted at run time,
// and the static stylesheet's rules for the first screen's `shell-…` classes, compiled at build
// time into the sheet src/page.css links (the test document has none of it).

const staticSheet = readFileSync(join(process.cwd(), 'src/presentation/shared/static-styles/static-styles.generated.css'), 'utf8');

/** The static sheet's rules, one a line (the generator writes each rule Emotion's pipeline gives on its own line). */
const staticRules = staticSheet.split('\n').filter((line) => line !== '' && !line.startsWith('/*'));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const selectorOf = (className: string) => new RegExp(`\\.${escape(className)}(?![\\w-])`, 'g');

/** Emotion's rules in the document: each in a style element of its own. */
const emotionRules = () => Array.from(document.querySelectorAll('style[data-emotion]'), (style) => style.textContent ?? '');

/** The Emotion and static classes a rule's selectors name. */
const classesNamed = (rule: string) => Array.from(rule.matchAll(/\.((?:css|shell)-[\w-]+)/g), ([, name]) => name!);

/**
 * The rules that name `className` and no class the element lacks (a rule for the class combined
 * with another is the element's only when it has both), with the class written `.SELF` so two
 * classes' rules compare.
 */
function rulesNaming(element: Element, className: string, rules: readonly string[]): string[] {
  return rules
    .filter((rule) => selectorOf(className).test(rule) && classesNamed(rule).every((name) => element.classList.contains(name)))
    .map((rule) => rule.replace(selectorOf(className), '.SELF'));
}

/** Every rule that styles the element through its Emotion or static classes, in the order of its classes. */
export function rulesOf(element: Element): string[] {
  return Array.from(element.classList).flatMap((name) => {
    if (name.startsWith('css-')) return rulesNaming(element, name, emotionRules());
    if (name.startsWith('shell-')) return rulesNaming(element, name, staticRules);
    return [];
  });
}

/** The declarations of `property` in the element's rules, as written (`aspect-ratio:2`). */
export function declarationsOf(element: Element, property: string): string[] {
  return rulesOf(element).flatMap((rule) => rule.match(new RegExp(`(?<![\\w-])${escape(property)}:[^;}]+`, 'g')) ?? []);
}
