import { createSlotParts } from '@/presentation/shared/components/slot-parts/slot-parts';

// The theme's card recipe on plain parts, as Chakra's Card draws them (same classes, same
// styles), without Chakra's slot-recipe machinery in the home's first load. The service card and
// its skeleton both draw these, so a placeholder's lines carry the card's own classes.
const parts = createSlotParts('card');

export const Card = {
  Root: parts.root('div', 'root'),
  Body: parts.part('div', 'body'),
  Footer: parts.part('div', 'footer'),
  Title: parts.part('h3', 'title'),
  Description: parts.part('p', 'description'),
};
