import type { ReactNode } from 'react';
import { Breadcrumb as ChakraBreadcrumb, Card as ChakraCard } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '@/presentation/app/theme/theme-provider';
import { Card } from '@/presentation/shared/components/service-card/card-parts';
import { createSlotParts } from '@/presentation/shared/components/slot-parts/slot-parts';

const renderInTheme = (ui: ReactNode) => render(<ThemeProvider>{ui}</ThemeProvider>).container;

const breadcrumbParts = createSlotParts('breadcrumb');
const Breadcrumb = {
  Root: breadcrumbParts.root('nav', 'root'),
  List: breadcrumbParts.part('ol', 'list'),
  Item: breadcrumbParts.part('li', 'item'),
  Link: breadcrumbParts.part('a', 'link'),
};

describe('slot parts (a slot recipe without Chakra’s slot-recipe machinery)', () => {
  it('a card drawn with the parts is the card Chakra draws: same elements, class names and styles', () => {
    const ownCard = renderInTheme(
      <Card.Root variant="outline" size="sm" flex="1" overflow="hidden" bg="bg.panel">
        <Card.Body gap="2">
          <Card.Title as="h2" textStyle="lg" lineHeight="short">
            Certificados
          </Card.Title>
          <Card.Description fontSize="md">Descarga tus certificados.</Card.Description>
        </Card.Body>
        <Card.Footer>Ir</Card.Footer>
      </Card.Root>,
    );
    const chakraCard = renderInTheme(
      <ChakraCard.Root variant="outline" size="sm" flex="1" overflow="hidden" bg="bg.panel">
        <ChakraCard.Body gap="2">
          <ChakraCard.Title as="h2" textStyle="lg" lineHeight="short">
            Certificados
          </ChakraCard.Title>
          <ChakraCard.Description fontSize="md">Descarga tus certificados.</ChakraCard.Description>
        </ChakraCard.Body>
        <ChakraCard.Footer>Ir</ChakraCard.Footer>
      </ChakraCard.Root>,
    );
    expect(ownCard.innerHTML).toBe(chakraCard.innerHTML);
    expect(ownCard.querySelector('.chakra-card__root > .chakra-card__body > h2.chakra-card__title')).not.toBeNull();
  });

  it('a breadcrumb drawn with the parts is the one Chakra draws', () => {
    const own = renderInTheme(
      <Breadcrumb.Root aria-label="Ruta de navegación" size="md">
        <Breadcrumb.List flexWrap="wrap" rowGap="1">
          <Breadcrumb.Item>
            <Breadcrumb.Link href="/" color="brand.fg">
              Inicio
            </Breadcrumb.Link>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>,
    );
    const chakra = renderInTheme(
      <ChakraBreadcrumb.Root aria-label="Ruta de navegación" size="md">
        <ChakraBreadcrumb.List flexWrap="wrap" rowGap="1">
          <ChakraBreadcrumb.Item>
            <ChakraBreadcrumb.Link href="/" color="brand.fg">
              Inicio
            </ChakraBreadcrumb.Link>
          </ChakraBreadcrumb.Item>
        </ChakraBreadcrumb.List>
      </ChakraBreadcrumb.Root>,
    );
    expect(own.innerHTML).toBe(chakra.innerHTML);
  });

  it('a part drawn outside its root says so instead of drawing unstyled', () => {
    expect(() => renderInTheme(<Card.Body>Sin tarjeta</Card.Body>)).toThrow('A card part is drawn outside its root.');
  });
});
