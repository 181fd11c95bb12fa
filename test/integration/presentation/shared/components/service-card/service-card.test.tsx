import { Box, Card as ChakraCard } from '@chakra-ui/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/presentation/shared/components/button/button';
import { LinkButton } from '@/presentation/shared/components/link-button/link-button';
import { ServiceCard, type ServiceCardProps } from '@/presentation/shared/components/service-card/service-card';
import { declarationsOf, rulesOf } from '@test/support/css-rules';
import { renderInTheme } from '@test/support/render-in-theme';
import { named } from '@test/support/page-test-support';


const card = (props: Partial<ServiceCardProps> = {}) => (
  <ServiceCard
    title="Certificados"
    description="Descarga tus certificados."
    imageSrc="/certificados.svg"
    action={{ kind: 'page', to: '/certificados', label: 'Ir a Certificados', isSelfDescribing: true }}
    {...props}
  />
);

const byTestId = (id: string) => screen.getByTestId(id);
/** The element, found by selector, that must be there. */
const the = (root: ParentNode, selector: string) => {
  const element = root.querySelector(selector);
  if (!element) throw new Error(`${selector} is missing`);
  return element;
};

describe('ServiceCard', () => {
  it('titles the card with a heading and leads to its page inside the app, as a link', async () => {
    const { router } = renderInTheme(card());
    expect(screen.getByRole('heading', { level: 2, name: 'Certificados' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Ir a Certificados' });
    expect(link.getAttribute('href')).toBe('/certificados');
    expect(link.getAttribute('target')).toBeNull();

    await userEvent.click(link);

    expect(router.state.location.pathname).toBe('/certificados');
  });

  it('adds the title to a link that does not say where it goes, read but not shown', () => {
    renderInTheme(card({ action: { kind: 'page', to: '/certificados', label: 'Ver más' }, headingLevel: 'h3' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Certificados' })).toBeTruthy();
    expect(screen.getByRole('link', { name: named('Ver más: Certificados') })).toBeTruthy();
  });

  it('opens another site in a new tab and says so; in this tab when asked', () => {
    renderInTheme(
      <>
        {card({ action: { kind: 'external', href: 'https://pagos.example/', label: 'Pagar', isSelfDescribing: true } })}
        {card({ title: 'Otro', action: { kind: 'external', href: 'https://otro.example/', label: 'Ir', isSelfDescribing: true, newTab: false } })}
      </>,
    );
    const newTab = screen.getByRole('link', { name: named('Pagar (se abre en una nueva pestaña)') });
    expect(newTab.getAttribute('href')).toBe('https://pagos.example/');
    expect(newTab.getAttribute('target')).toBe('_blank');
    expect(newTab.getAttribute('rel')).toBe('noopener noreferrer');
    expect(newTab.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    const sameTab = screen.getByRole('link', { name: 'Ir' });
    expect(sameTab.getAttribute('target')).toBeNull();
    expect(sameTab.querySelector('svg')).toBeNull();
  });

  it('locked, shows the requirement over the greyed picture and a sign-in button the title describes', async () => {
    const onSignIn = vi.fn();
    renderInTheme(card({ action: { kind: 'sign-in', requirement: 'Este certificado requiere', onSignIn } }));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Este certificado requiere')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Iniciar sesión', description: 'Certificados' });
    expect(button.getAttribute('type')).toBe('button');

    await userEvent.click(button);

    expect(onSignIn).toHaveBeenCalledTimes(1);
  });

  it('while the sign-in is being prepared, keeps its label, the focus and ignores clicks', async () => {
    const onSignIn = vi.fn();
    renderInTheme(card({ action: { kind: 'sign-in', requirement: 'Este certificado requiere', onSignIn, isBusy: true } }));
    const button = screen.getByRole('button', { name: 'Iniciar sesión' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('data-loading')).toBe('');

    await userEvent.click(button);

    expect(onSignIn).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });
});

// The static classes (card-parts.styles.ts, service-card.styles.ts) against the rules Chakra inserts
// for the elements they replace, drawn here as the card drew them with Chakra.
describe('ServiceCard: the styles Chakra gave it', () => {
  it('its frame, body, title, description and footer are Chakra’s outlined small card with the card’s own styles', () => {
    renderInTheme(
      <>
        <div data-testid="static">{card()}</div>
        <ChakraCard.Root data-testid="chakra" variant="outline" size="sm" flex="1" overflow="hidden" bg="bg.panel" flexDirection="column">
          <Box display="flex" order={1} flexDirection="column" flex="1" minW="0">
            <ChakraCard.Body gap="2">
              <ChakraCard.Title as="h2" textStyle="lg" lineHeight="short">
                Certificados
              </ChakraCard.Title>
              <ChakraCard.Description fontSize="md">Descarga tus certificados.</ChakraCard.Description>
            </ChakraCard.Body>
            <ChakraCard.Footer>
              <LinkButton to="/certificados" variant="solid" w={{ base: 'full', sm: 'auto' }}>
                Ir a Certificados
              </LinkButton>
            </ChakraCard.Footer>
          </Box>
        </ChakraCard.Root>
      </>,
    );
    const ours = byTestId('static');
    const chakra = byTestId('chakra');
    for (const part of ['root', 'body', 'title', 'description', 'footer']) {
      const selector = `.chakra-card__${part}`;
      const [own, theirs] = [the(ours, selector), chakra.matches(selector) ? chakra : the(chakra, selector)];
      expect(own.tagName, part).toBe(theirs.tagName);
      expect(rulesOf(theirs), part).not.toEqual([]);
      expect(rulesOf(own), part).toEqual(rulesOf(theirs));
    }
    expect(rulesOf(the(ours, '.chakra-card__root > div'))).toEqual(rulesOf(the(chakra, '.chakra-card__root > div')));
    expect(rulesOf(within(ours).getByRole('link'))).toEqual(rulesOf(within(chakra).getByRole('link')));
  });

  it('its sign-in button is the portal’s Button, busy state included', () => {
    renderInTheme(
      <>
        <div data-testid="static">{card({ action: { kind: 'sign-in', requirement: 'Requiere', onSignIn: () => undefined, isBusy: true } })}</div>
        <div data-testid="chakra">
          <Button loading minH="10">
            Iniciar sesión
          </Button>
        </div>
      </>,
    );
    const [own, theirs] = [within(byTestId('static')).getByRole('button'), within(byTestId('chakra')).getByRole('button')];
    expect(rulesOf(own)).toEqual(rulesOf(theirs));
    const ownParts = Array.from(own.querySelectorAll('*'));
    const theirParts = Array.from(theirs.querySelectorAll('*'));
    expect(ownParts.map((part) => part.tagName)).toEqual(theirParts.map((part) => part.tagName));
    expect(ownParts).toHaveLength(4);
    ownParts.forEach((part, index) => {
      expect(rulesOf(part)).not.toEqual([]);
      expect(rulesOf(part)).toEqual(rulesOf(theirParts[index]!));
    });
  });

  it('lays the picture beside the text from tablets up when horizontal, and greys it when locked', () => {
    renderInTheme(
      card({ orientation: 'horizontal', action: { kind: 'sign-in', requirement: 'Requiere', onSignIn: () => undefined } }),
    );
    const root = the(document, '.chakra-card__root');
    const image = the(root, 'img');
    const picture = image.parentElement!;
    expect(rulesOf(root)).toContain('@media screen and (min-width: 48rem){.SELF{-webkit-flex-direction:row;-ms-flex-direction:row;flex-direction:row;}}');
    expect(declarationsOf(picture, 'aspect-ratio').at(-1)).toBe('aspect-ratio:1.7777777777777777');
    expect(rulesOf(picture)).toContain(
      '@media screen and (min-width: 48rem){.SELF{width:var(--chakra-sizes-2\\/5);max-width:26rem;-webkit-align-self:center;-ms-flex-item-align:center;align-self:center;}}',
    );
    expect(declarationsOf(picture, 'background').at(-1)).toBe('background:var(--chakra-colors-bg-muted)');
    expect(declarationsOf(image, 'filter')).toEqual(['filter:grayscale(1)']);
    expect(declarationsOf(image, 'opacity')).toEqual(['opacity:0.35']);
    expect(declarationsOf(the(root, 'p svg'), 'width').at(-1)).toBe('width:var(--chakra-sizes-4)');
  });
});
