import type { ComponentPropsWithoutRef } from 'react';
import {
  cardBodyClass,
  cardDescriptionClass,
  cardFooterClass,
  cardRootClass,
  cardTitleClass,
} from './card-parts.styles';

// The theme's card recipe on plain parts, with the class names Chakra's Card gives them
// (`chakra-card__root`, which tests and the browser checks look for) and the static classes of
// card-parts.styles.ts: the home's first load draws its cards without Chakra. The service card
// and its skeleton both draw these, so a placeholder's lines carry the card's own classes.

/** A height of `count` lines of the element's own font (CSS `lh`). */
const linesHeight = (count: number) => `${count}lh`;

const classes = (...names: readonly (string | undefined)[]) => names.filter(Boolean).join(' ');

type DivProps = ComponentPropsWithoutRef<'div'>;

interface TextPartProps {
  /** Lines the text takes at least, in its own type (the rest of the card does not move when it is shorter). */
  readonly minLines?: number;
}

/** The frame: the outlined small card, a column (`className` adds the horizontal layout). */
function Root({ className, ...props }: DivProps) {
  return <div {...props} className={classes('chakra-card__root', cardRootClass, className)} />;
}

function Body({ className, ...props }: DivProps) {
  return <div {...props} className={classes('chakra-card__body', cardBodyClass, className)} />;
}

function Footer({ className, ...props }: DivProps) {
  return <div {...props} className={classes('chakra-card__footer', cardFooterClass, className)} />;
}

type TitleProps = ComponentPropsWithoutRef<'h3'> & TextPartProps & {
  /** The heading's level, or a plain box where the title is a placeholder. */
  readonly as?: 'h2' | 'h3' | 'div';
};

function Title({ as: Tag = 'h3', minLines, className, style, ...props }: TitleProps) {
  return (
    <Tag
      {...props}
      className={classes('chakra-card__title', cardTitleClass, className)}
      style={minLines === undefined ? style : { ...style, minHeight: linesHeight(minLines) }}
    />
  );
}

type DescriptionProps = ComponentPropsWithoutRef<'p'> & TextPartProps & {
  /** A plain box where the description is a placeholder. */
  readonly as?: 'p' | 'div';
};

function Description({ as: Tag = 'p', minLines, className, style, ...props }: DescriptionProps) {
  return (
    <Tag
      {...props}
      className={classes('chakra-card__description', cardDescriptionClass, className)}
      style={minLines === undefined ? style : { ...style, minHeight: linesHeight(minLines) }}
    />
  );
}

export const Card = { Root, Body, Footer, Title, Description };
