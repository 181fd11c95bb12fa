import type { Query, TextMatch } from './driver';

/** A text match as it crosses into the page: RegExps do not survive JSON. */
type WireMatch = { readonly text: string; readonly exact: boolean } | { readonly re: string; readonly flags: string };
export type WireQuery =
  | { readonly role: string; readonly name?: WireMatch; readonly level?: number; readonly within?: WireQuery }
  | { readonly label: WireMatch; readonly within?: WireQuery }
  | { readonly text: WireMatch; readonly within?: WireQuery }
  | { readonly css: string; readonly within?: WireQuery };

const toWire = (match: TextMatch, exact = false): WireMatch =>
  typeof match === 'string' ? { text: match, exact } : { re: match.source, flags: match.flags };

export function wireQuery(query: Query): WireQuery {
  const within = query.within ? wireQuery(query.within) : undefined;
  if ('role' in query) return { role: query.role, name: query.name === undefined ? undefined : toWire(query.name, query.exact), level: query.level, within };
  if ('label' in query) return { label: toWire(query.label, query.exact), within };
  if ('text' in query) return { text: toWire(query.text), within };
  return { css: query.css, within };
}

/**
 * Runs in the page (both engines get its source): every element matching `query`, in document
 * order, visible ones only unless `includeHidden`. Roles are the HTML-AAM implicit roles of the
 * elements this portal uses, or the `role` attribute; names follow the accessible-name order
 * (aria-labelledby, aria-label, labels, content for roles named by their content, title). An
 * element inside `inert` or `aria-hidden` content is hidden, as it is for assistive technology.
 * Self-contained: it is sent to the page as text.
 */
function locateAll(query: WireQuery, includeHidden: boolean): Element[] {
  const norm = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();
  const matches = (value: string, match: WireMatch | undefined): boolean => {
    if (!match) return true;
    if ('re' in match) return new RegExp(match.re, match.flags).test(norm(value));
    return match.exact ? norm(value) === norm(match.text) : norm(value).toLowerCase().includes(norm(match.text).toLowerCase());
  };
  const isHidden = (element: Element): boolean => {
    if (element.closest('[inert],[aria-hidden="true"]')) return true;
    const html = element as HTMLElement;
    if (typeof html.checkVisibility === 'function') return !html.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    return html.getClientRects().length === 0;
  };
  const landmarkParents = 'article,aside,main,nav,section';
  const implicitRole = (element: Element): string | null => {
    const tag = element.tagName.toLowerCase();
    if (/^h[1-6]$/.test(tag)) return 'heading';
    switch (tag) {
      case 'button':
      case 'summary':
        return 'button';
      case 'a':
        return element.hasAttribute('href') ? 'link' : null;
      case 'select':
        return (element as HTMLSelectElement).multiple || (element as HTMLSelectElement).size > 1 ? 'listbox' : 'combobox';
      case 'textarea':
        return 'textbox';
      case 'input': {
        const type = (element as HTMLInputElement).type;
        if (type === 'checkbox' || type === 'radio') return type;
        if (type === 'button' || type === 'submit' || type === 'reset' || type === 'image') return 'button';
        if (type === 'number') return 'spinbutton';
        if (type === 'range') return 'slider';
        if (type === 'search') return 'searchbox';
        if (type === 'file' || type === 'hidden' || type === 'color' || type === 'date' || type === 'time') return null;
        return 'textbox';
      }
      case 'ul':
      case 'ol':
        return 'list';
      case 'li':
        return 'listitem';
      case 'main':
        return 'main';
      case 'nav':
        return 'navigation';
      case 'aside':
        return 'complementary';
      case 'header':
        return element.parentElement?.closest(landmarkParents) ? null : 'banner';
      case 'footer':
        return element.parentElement?.closest(landmarkParents) ? null : 'contentinfo';
      case 'section':
        return element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby') ? 'region' : null;
      case 'form':
        return 'form';
      case 'dialog':
        return 'dialog';
      case 'table':
        return 'table';
      case 'tr':
        return 'row';
      case 'td':
        return 'cell';
      case 'th':
        return 'columnheader';
      case 'img':
        return (element as HTMLImageElement).alt === '' && element.hasAttribute('alt') ? null : 'img';
      case 'output':
        return 'status';
      case 'fieldset':
        return 'group';
      case 'option':
        return 'option';
      case 'progress':
        return 'progressbar';
      default:
        return null;
    }
  };
  const roleOf = (element: Element): string | null => norm(element.getAttribute('role')).split(' ')[0] || implicitRole(element);
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true' || ['script', 'style', 'template'].includes(node.tagName.toLowerCase())) return '';
    const label = node.getAttribute('aria-label');
    if (label && node !== undefined && node.childElementCount === 0) return ` ${label} `;
    if (node instanceof HTMLElement && getComputedStyle(node).display === 'none') return '';
    const inner = Array.from(node.childNodes, textOf).join('');
    return /^(div|p|li|h[1-6]|br|tr|td|th|section|article|header|footer)$/i.test(node.tagName) ? ` ${inner} ` : inner;
  };
  const namedByContent = /^(button|link|heading|menuitem|menuitemradio|menuitemcheckbox|tab|option|cell|columnheader|row|checkbox|radio|switch|tooltip|treeitem)$/;
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return labelledBy.split(/\s+/).map((id) => textOf(document.getElementById(id) ?? document.createElement('span'))).join(' ');
    const ariaLabel = element.getAttribute('aria-label');
    if (ariaLabel) return ariaLabel;
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return Array.from(labels, textOf).join(' ');
    if (element instanceof HTMLImageElement) return element.alt;
    if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type)) return element.value;
    const role = roleOf(element);
    if (role && namedByContent.test(role)) return textOf(element);
    if (element.tagName.toLowerCase() === 'fieldset') return textOf(element.querySelector('legend') ?? document.createElement('span'));
    return element.getAttribute('title') ?? '';
  };
  const labelOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return nameOf(element);
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return Array.from(labels, textOf).join(' ');
    return element.getAttribute('aria-label') ?? '';
  };

  let scopes: ParentNode[] = [document];
  if (query.within) {
    const outer = locateAll(query.within, includeHidden);
    if (outer.length === 0) return [];
    scopes = outer;
  }
  const found: Element[] = [];
  for (const scope of scopes) {
    const all = 'css' in query ? Array.from(scope.querySelectorAll(query.css)) : Array.from(scope.querySelectorAll('*'));
    for (const element of all) {
      if (found.includes(element)) continue;
      let ok: boolean;
      if ('role' in query) {
        ok = roleOf(element) === query.role && matches(nameOf(element), query.name);
        if (ok && query.level !== undefined) {
          const level = Number(element.getAttribute('aria-level') ?? element.tagName.replace(/^H/i, ''));
          ok = level === query.level;
        }
      } else if ('label' in query) {
        ok = /^(input|select|textarea)$/i.test(element.tagName) || element.getAttribute('role') === 'combobox' ? matches(labelOf(element), query.label) : false;
      } else if ('text' in query) {
        // The innermost element whose text matches: none of its child elements matches alone.
        ok =
          matches(textOf(element), query.text) && !Array.from(element.children).some((child) => matches(textOf(child), query.text));
      } else {
        ok = true;
      }
      if (ok && (includeHidden || !isHidden(element))) found.push(element);
    }
  }
  return found;
}

/** The source the drivers send: `locateAll` called with the query and the hidden flag. */
export const locateAllSource = locateAll.toString();
