import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardGrid } from '@/presentation/shared/components/card-grid/card-grid';
import { declarationsOf, rulesOf } from '@test/support/css-rules';

const listed = (ui: ReactNode) => {
  render(ui);
  return screen.getByRole('list');
};

/** `count` equal columns, as the grid declares them. */
const columns = (count: number) => `grid-template-columns:repeat(${count}, minmax(0, 1fr))`;
const atWidth = (rem: number, declaration: string) => `@media screen and (min-width: ${rem}rem){.SELF{${declaration};}}`;

describe('CardGrid', () => {
  it('is a named list with one item per card, leaving out what is not drawn', () => {
    const list = listed(
      <CardGrid aria-label="Servicios disponibles">
        <article>Uno</article>
        {null}
        {false}
        <article>Dos</article>
      </CardGrid>,
    );
    expect(list.tagName).toBe('UL');
    expect(list.getAttribute('aria-label')).toBe('Servicios disponibles');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Uno', 'Dos']);
  });

  it('has one column on phones, two on tablets and four on wide screens by default, further apart from tablets up', () => {
    const list = listed(<CardGrid><article>Uno</article></CardGrid>);
    expect(declarationsOf(list, 'list-style-type')).toEqual(['list-style-type:none']);
    expect(declarationsOf(list, 'display')).toEqual(['display:grid']);
    const rules = rulesOf(list);
    expect(rules).toContain(`.SELF{list-style-type:none;display:grid;${columns(1)};gap:var(--chakra-spacing-4);}`);
    expect(rules).toContain(atWidth(48, 'gap:var(--chakra-spacing-6)'));
    expect(rules).toContain(atWidth(30, columns(2)));
    expect(rules).toContain(atWidth(64, columns(4)));
    expect(rulesOf(within(list).getByRole('listitem'))).toEqual([
      '.SELF{display:-webkit-box;display:-webkit-flex;display:-ms-flexbox;display:flex;min-width:0;}',
    ]);
  });

  it.each([
    [1, 1, 1],
    [2, 2, 2],
    [3, 2, 3],
  ] as const)('asked for %i columns, has %i on tablets and %i on wide screens', (count, tablet, wide) => {
    const list = listed(<CardGrid columns={count}><article>Uno</article></CardGrid>);
    const rules = rulesOf(list);
    expect(rules).toContain(atWidth(30, columns(tablet)));
    expect(rules).toContain(atWidth(64, columns(wide)));
    expect(rules.filter((rule) => rule.includes('grid-template-columns'))).toHaveLength(3);
  });
});
