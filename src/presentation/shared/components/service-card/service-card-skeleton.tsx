import { Skeleton, SkeletonText } from '@chakra-ui/react';
import { Card } from './card-parts';
import { cardContentClass } from './card-parts.styles';
import { skeletonRecipe } from '@/presentation/shared/theme/skeleton-recipe.model';
import type { ServiceCardLines } from './service-card';
import { serviceCardImageAspectRatio } from './service-card.styles';

/**
 * Chakra's pulse has no reduced-motion rule of its own (the portal's global CSS cuts every
 * animation short under `prefers-reduced-motion`); the skeleton says so itself as well, so it
 * stays still wherever it is rendered.
 */
const stillUnderReducedMotion = { _motionReduce: { animation: 'none' } } as const;

/** What a vertical card reserves when its grid does not pass its own lines. */
export const defaultServiceCardLines: ServiceCardLines = { title: 2, description: 3 };

export interface ServiceCardSkeletonProps {
  /**
   * The lines the title and description take: give the cards that replace the skeleton the
   * same `minLines`, and the skeleton is exactly as tall as a card whose texts fit them.
   */
  lines?: ServiceCardLines;
  /** Whether the card will have a button under its text (every card but a locked one). */
  hasAction?: boolean;
}

/**
 * The place of a vertical `ServiceCard` that is still being asked for: the same frame, the
 * same illustration ratio, the title's and description's lines in their own type, and the
 * button's height, so the page does not move when the card arrives. It is decoration: hidden
 * from screen readers (the page announces the wait in a status of its own).
 */
export function ServiceCardSkeleton({ lines = defaultServiceCardLines, hasAction = true }: ServiceCardSkeletonProps) {
  return (
    <Card.Root aria-hidden="true" data-testid="service-card-skeleton">
      <div className={cardContentClass}>
        <Card.Body>
          <Card.Title as="div" minLines={lines.title}>
            <SkeletonText recipe={skeletonRecipe} noOfLines={lines.title} gap="2" {...stillUnderReducedMotion} />
          </Card.Title>
          <Card.Description as="div" minLines={lines.description}>
            <SkeletonText recipe={skeletonRecipe} noOfLines={lines.description} gap="2" {...stillUnderReducedMotion} />
          </Card.Description>
        </Card.Body>
        {hasAction && (
          <Card.Footer>
            {/* Chakra's default button (md) is h="10"; the card's link is one. */}
            <Skeleton recipe={skeletonRecipe} h="10" w={{ base: 'full', sm: '32' }} {...stillUnderReducedMotion} />
          </Card.Footer>
        )}
      </div>
      <Skeleton recipe={skeletonRecipe}
        order={0}
        aspectRatio={serviceCardImageAspectRatio}
        w="full"
        flexShrink={0}
        borderRadius="0"
        {...stillUnderReducedMotion}
      />
    </Card.Root>
  );
}
