import { Skeleton, SkeletonText } from '@chakra-ui/react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceCard } from '@/presentation/shared/components/service-card/service-card';
import { defaultServiceCardLines, ServiceCardSkeleton } from '@/presentation/shared/components/service-card/service-card-skeleton';
import { Card } from '@/presentation/shared/components/service-card/card-parts';
import { cardContentClass } from '@/presentation/shared/components/service-card/card-parts.styles';
import { serviceCardImageAspectRatio } from '@/presentation/shared/components/service-card/service-card.styles';
import { skeletonRecipe } from '@/presentation/shared/theme/skeleton-recipe.model';
import { declarationsOf, rulesOf } from '@test/support/css-rules';
import { renderInTheme } from '@test/support/render-in-theme';

const skeleton = () => screen.getByTestId('service-card-skeleton');
/** Chakra's Skeleton parts: every line, the picture and the button. */
const bars = (element: Element) => Array.from(element.querySelectorAll('.chakra-skeleton'));
const footerBar = (element: Element) => bars(element).find((bar) => bar.parentElement?.classList.contains('chakra-card__footer'));

const aspectRatios = (element: Element) => declarationsOf(element, 'aspect-ratio');

describe('ServiceCardSkeleton', () => {
  it('is decoration: hidden from screen readers, nothing to read or press', () => {
    renderInTheme(<ServiceCardSkeleton />);
    expect(skeleton().getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(skeleton().textContent).toBe('');
  });

  it('draws one bar per title and description line, the button and the picture', () => {
    renderInTheme(<ServiceCardSkeleton lines={{ title: 1, description: 2 }} />);
    expect(bars(skeleton())).toHaveLength(1 + 2 + 1 + 1);
  });

  it('by default reserves two title lines and three description lines; a locked card has no button', () => {
    expect(defaultServiceCardLines).toEqual({ title: 2, description: 3 });
    renderInTheme(<ServiceCardSkeleton hasAction={false} />);
    expect(bars(skeleton())).toHaveLength(2 + 3 + 1);
    expect(footerBar(skeleton())).toBeUndefined();
  });

  it('is as tall as a card given the same lines: same title and description boxes, picture ratio and button height', () => {
    const lines = { title: 2, description: 3 };
    renderInTheme(
      <>
        <ServiceCardSkeleton lines={lines} />
        <ServiceCard
          title="Certificado escolar"
          description="Solicita o carga el certificado escolar de tus beneficiarios."
          imageSrc="/certificado-escolar.svg"
          action={{ kind: 'page', to: '/certificados/certificado-escolar', label: 'Descargar' }}
          minLines={lines}
        />
      </>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Certificado escolar' });
    const card = heading.closest('.chakra-card__root')!;
    const [skeletonTitle, skeletonDescription] = Array.from(skeleton().querySelectorAll('.chakra-card__title, .chakra-card__description'));

    // Same classes: the very same type and line height; the same minimum height (in lines).
    const description = card.querySelector<HTMLElement>('.chakra-card__description')!;
    expect(skeletonTitle!.className).toBe(heading.className);
    expect(skeletonDescription!.className).toBe(description.className);
    expect(declarationsOf(heading, 'line-height')).toContain('line-height:var(--chakra-line-heights-short)');
    expect(heading.style.minHeight).toBe('2lh');
    expect((skeletonTitle as HTMLElement).style.minHeight).toBe('2lh');
    expect(description.style.minHeight).toBe('3lh');
    expect((skeletonDescription as HTMLElement).style.minHeight).toBe('3lh');
    // The frame and the picture: 2:1 on phones, 16:9 from 30rem.
    expect(skeleton().className).toBe(card.className);
    const picture = card.querySelector('img')!.parentElement!;
    expect(aspectRatios(picture)).toEqual(['aspect-ratio:2', 'aspect-ratio:1.7777777777777777']);
    expect(aspectRatios(bars(skeleton()).at(-1)!)).toEqual(aspectRatios(picture));
    // The link is Chakra's md button: as tall as the button's placeholder.
    expect(rulesOf(within(card as HTMLElement).getByRole('link')).join()).toContain('height:var(--chakra-sizes-10)');
    expect(rulesOf(footerBar(skeleton())!).join()).toContain('height:var(--chakra-sizes-10)');
  });

  it('stays still for people who asked for less motion', () => {
    renderInTheme(<ServiceCardSkeleton />);
    for (const bar of bars(skeleton())) {
      const reduced = rulesOf(bar).find((rule) => rule.startsWith('@media (prefers-reduced-motion: reduce){'));
      expect(reduced).toMatch(/[{;]animation:none/);
    }
  });
});

/** The skeleton as it was drawn with Chakra's Skeleton and SkeletonText (the skeleton recipe) in the card's parts. */
function ChakraServiceCardSkeleton({ lines, hasAction = true }: { lines: { title: number; description: number }; hasAction?: boolean }) {
  const still = { _motionReduce: { animation: 'none' } } as const;
  return (
    <Card.Root aria-hidden="true" data-testid="chakra-skeleton">
      <div className={cardContentClass}>
        <Card.Body>
          <Card.Title as="div" minLines={lines.title}>
            <SkeletonText recipe={skeletonRecipe} noOfLines={lines.title} gap="2" {...still} />
          </Card.Title>
          <Card.Description as="div" minLines={lines.description}>
            <SkeletonText recipe={skeletonRecipe} noOfLines={lines.description} gap="2" {...still} />
          </Card.Description>
        </Card.Body>
        {hasAction && (
          <Card.Footer>
            <Skeleton recipe={skeletonRecipe} h="10" w={{ base: 'full', sm: '32' }} {...still} />
          </Card.Footer>
        )}
      </div>
      <Skeleton recipe={skeletonRecipe}
        order={0}
        aspectRatio={serviceCardImageAspectRatio}
        w="full"
        flexShrink={0}
        borderRadius="0"
        {...still}
      />
    </Card.Root>
  );
}

// The static classes (service-card-skeleton.styles.ts) against the rules Chakra inserts for the
// Skeleton and SkeletonText elements they replace: every element of the placeholder, in order.
describe('ServiceCardSkeleton: the styles Chakra gave it', () => {
  it.each([
    ['two title lines, three description lines, a button', { title: 2, description: 3 }, true],
    ['one title line (no narrower last line), two description lines, locked', { title: 1, description: 2 }, false],
  ])('%s', (_, lines, hasAction) => {
    renderInTheme(
      <>
        <ServiceCardSkeleton lines={lines} hasAction={hasAction} />
        <ChakraServiceCardSkeleton lines={lines} hasAction={hasAction} />
      </>,
    );
    const own = Array.from(skeleton().querySelectorAll('*'));
    const theirs = Array.from(screen.getByTestId('chakra-skeleton').querySelectorAll('*'));
    expect(own.map((element) => element.tagName)).toEqual(theirs.map((element) => element.tagName));
    expect(own.map((element) => element.getAttribute('style'))).toEqual(theirs.map((element) => element.getAttribute('style')));
    expect(bars(skeleton())).toHaveLength(bars(screen.getByTestId('chakra-skeleton')).length);
    own.forEach((element, index) => {
      const theirRules = rulesOf(theirs[index]!);
      expect(theirRules).not.toEqual([]);
      expect(rulesOf(element), `${element.className} / ${theirs[index]!.className}`).toEqual(theirRules);
    });
  });
});
