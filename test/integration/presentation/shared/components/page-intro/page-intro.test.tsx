import { Box, Heading, Text } from '@chakra-ui/react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageIntro } from '@/presentation/shared/components/page-intro/page-intro';
import { rulesOf } from '@test/support/css-rules';
import { renderInTheme } from '@test/support/render-in-theme';

describe('PageIntro', () => {
  it('heads the page with its one h1 and a paragraph per lead', () => {
    renderInTheme(<PageIntro title="Certificados" lead={['Descarga tus certificados.', 'Sin filas.']} />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('Certificados');
    expect(Array.from(header.querySelectorAll('p'), (p) => p.textContent)).toEqual(['Descarga tus certificados.', 'Sin filas.']);
  });

  it('takes one lead of any content, or none', () => {
    const { unmount } = renderInTheme(<PageIntro title="Inicio" lead={<strong>Bienvenida</strong>} />);
    expect(screen.getByRole('banner').querySelector('p > strong')?.textContent).toBe('Bienvenida');
    unmount();
    renderInTheme(<PageIntro title="Inicio" />);
    expect(screen.getByRole('banner').querySelector('p')).toBeNull();
  });

  it('has the styles Chakra gave it: the heading recipe a size larger from tablets up, the muted lead', () => {
    renderInTheme(
      <>
        <div data-testid="static">
          <PageIntro title="Certificados" lead="Descarga tus certificados." />
        </div>
        <div data-testid="chakra">
          <Box display="flex" flexDirection="column" as="header" gap="3" maxW="3xl">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} lineHeight="shorter">
              Certificados
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
              Descarga tus certificados.
            </Text>
          </Box>
        </div>
      </>,
    );
    const parts = (id: string) => Array.from(screen.getByTestId(id).querySelectorAll('header, h1, p'));
    const [own, theirs] = [parts('static'), parts('chakra')];
    expect(own.map((part) => part.tagName)).toEqual(['HEADER', 'H1', 'P']);
    expect(theirs.map((part) => part.tagName)).toEqual(['HEADER', 'H1', 'P']);
    own.forEach((part, index) => {
      expect(rulesOf(part), part.tagName).not.toEqual([]);
      expect(rulesOf(part), part.tagName).toEqual(rulesOf(theirs[index]!));
    });
  });
});
