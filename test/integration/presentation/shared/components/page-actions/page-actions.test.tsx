import { Flex } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '@test/support/theme-provider';
import { PageActions } from '@/presentation/shared/components/page-actions/page-actions';
import { rulesOf } from '@test/support/css-rules';

describe('PageActions', () => {
  it('holds the page’s closing buttons in their order', () => {
    render(
      <PageActions>
        <button type="button">Regresar</button>
        <button type="button">Continuar</button>
      </PageActions>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Regresar', 'Continuar']);
  });

  // The static class (page-actions.styles.ts) against the rules Chakra inserts for the Flex it replaces.
  it('has the styles Chakra gave it: a stretched column on phones, a wrapping row with its ends apart from 30rem', () => {
    render(
      <ThemeProvider>
        <div data-testid="static">
          <PageActions>
            <button type="button">Regresar</button>
          </PageActions>
        </div>
        <div data-testid="chakra">
          <Flex
            direction={{ base: 'column', sm: 'row' }}
            gap="3"
            justify={{ sm: 'space-between' }}
            align={{ base: 'stretch', sm: 'center' }}
            flexWrap="wrap"
          >
            <button type="button">Regresar</button>
          </Flex>
        </div>
      </ThemeProvider>,
    );
    const [own, theirs] = [screen.getByTestId('static').firstElementChild!, screen.getByTestId('chakra').firstElementChild!];
    expect(own.tagName).toBe(theirs.tagName);
    expect(rulesOf(theirs)).not.toEqual([]);
    expect(rulesOf(own)).toEqual(rulesOf(theirs));
  });
});
