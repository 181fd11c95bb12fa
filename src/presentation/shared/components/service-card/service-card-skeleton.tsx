import { Card } from './card-parts';
import { cardContentClass } from './card-parts.styles';
import type { ServiceCardLines } from './service-card';
import {
  skeletonButtonClass,
  skeletonLastLineClass,
  skeletonLineClass,
  skeletonLinesClass,
  skeletonPictureClass,
} from './service-card-skeleton.styles';

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
 * A placeholder box with the class Chakra's Skeleton gives its element (`chakra-skeleton`, which
 * tests and the browser checks wait on) and its static class (service-card-skeleton.styles.ts).
 */
function Bar({ className }: { readonly className: string }) {
  return <div className={`chakra-skeleton ${className}`} />;
}

/** `count` line bars in a column, the last narrower when there are several, as Chakra's SkeletonText draws them. */
function Lines({ count }: { readonly count: number }) {
  return (
    <div className={skeletonLinesClass}>
      {Array.from({ length: count }, (_, index) => (
        <Bar key={index} className={index === count - 1 && count > 1 ? skeletonLastLineClass : skeletonLineClass} />
      ))}
    </div>
  );
}

/**
 * The place of a vertical `ServiceCard` that is still being asked for: the same frame, the
 * same illustration ratio, the title's and description's lines in their own type, and the
 * button's height, so the page does not move when the card arrives. It is decoration: hidden
 * from screen readers (the page announces the wait in a status of its own). Plain elements
 * with static classes, like the card itself.
 */
export function ServiceCardSkeleton({ lines = defaultServiceCardLines, hasAction = true }: ServiceCardSkeletonProps) {
  return (
    <Card.Root aria-hidden="true" data-testid="service-card-skeleton">
      <div className={cardContentClass}>
        <Card.Body>
          <Card.Title as="div" minLines={lines.title}>
            <Lines count={lines.title} />
          </Card.Title>
          <Card.Description as="div" minLines={lines.description}>
            <Lines count={lines.description} />
          </Card.Description>
        </Card.Body>
        {hasAction && (
          <Card.Footer>
            <Bar className={skeletonButtonClass} />
          </Card.Footer>
        )}
      </div>
      <Bar className={skeletonPictureClass} />
    </Card.Root>
  );
}
