import { useId } from 'react';
import { Box, chakra, Text } from '@chakra-ui/react';
import { Button } from '@/presentation/shared/components/button/button';
import { ArrowRightIcon, LockIcon } from '@/presentation/shared/components/icons/icons';
import { LinkButton } from '@/presentation/shared/components/link-button/link-button';
import { serviceCardMessages } from './service-card.messages';
import { Card } from './card-parts';

interface LinkLabel {
  readonly label: string;
  /**
   * True when the label alone says where the link goes ('Ir a Certificados'). Otherwise
   * ('Ver más' on several cards) the card's title is added to the link's name, read but
   * not shown, so the links stay distinct in a screen reader's list of links.
   */
  readonly isSelfDescribing?: boolean;
}

export type ServiceCardAction =
  /** A page of the portal. */
  | ({ readonly kind: 'page'; readonly to: string } & LinkLabel)
  /** Another site; a new tab unless `newTab` is false. */
  | ({ readonly kind: 'external'; readonly href: string; readonly newTab?: boolean } & LinkLabel)
  /**
   * The card's service needs a session the visitor has not got: the image is greyed,
   * `requirement` ('Este subsidio requiere', 'Este certificado requiere') is shown over it
   * and an 'Iniciar sesión' button completes the sentence.
   */
  | {
      readonly kind: 'sign-in';
      readonly requirement: string;
      readonly onSignIn: () => void;
      /** While the sign-in redirect is being prepared: the button shows a spinner and ignores clicks. */
      readonly isBusy?: boolean;
    };

/**
 * Lines a card's title and description take at least. A grid whose cards arrive later gives
 * its cards and their `ServiceCardSkeleton` the same lines, so the skeleton is as tall as
 * the card that replaces it whenever the texts fit (nothing below the grid moves).
 */
export interface ServiceCardLines {
  readonly title: number;
  readonly description: number;
}

/** The illustration's frame, shared with `ServiceCardSkeleton`. Lower on phones, where stacked cards would otherwise be mostly picture. */
export const serviceCardImageAspectRatio = { base: 2, sm: 16 / 9 } as const;

/** A height of `count` lines of the element's own font (CSS `lh`). */
export const linesHeight = (count: number) => `${count}lh`;

export interface ServiceCardProps {
  title: string;
  description: string;
  /** A decorative illustration (alt=""): the title already says what the card is. */
  imageSrc: string;
  action: ServiceCardAction;
  /** h2 right after a page's h1 (default); h3 when the cards sit under a section h2. */
  headingLevel?: 'h2' | 'h3';
  /**
   * 'vertical' (default) for cards in a grid; 'horizontal' puts the illustration beside the
   * text from tablets up, for a card standing alone on a row (phones always stack).
   */
  orientation?: 'vertical' | 'horizontal';
  /** Lines reserved for the title and description (see `ServiceCardLines`); none by default. */
  minLines?: ServiceCardLines;
  /** 'high' on the card whose illustration is the page's largest paint (LCP), so it is asked for first. */
  imageFetchPriority?: 'high';
}

/** The title's and description's type, shared with `ServiceCardSkeleton` so a line is as tall in both. */
export const serviceCardTitleStyle = { textStyle: 'lg', lineHeight: 'short' } as const;
export const serviceCardDescriptionStyle = { fontSize: 'md' } as const;

/** The card's frame, shared with `ServiceCardSkeleton`. */
export const serviceCardRootStyle = { variant: 'outline', size: 'sm', flex: '1', overflow: 'hidden', bg: 'bg.panel' } as const;

/**
 * One service of the portal as a card: illustration, title, description and one action.
 * The illustration is drawn first but comes last in the document, so screen readers meet
 * the title before the sign-in prompt laid over the image.
 */
export function ServiceCard({
  title,
  description,
  imageSrc,
  action,
  headingLevel = 'h2',
  orientation = 'vertical',
  minLines,
  imageFetchPriority,
}: ServiceCardProps) {
  const titleId = useId();
  const isLocked = action.kind === 'sign-in';
  const isHorizontal = orientation === 'horizontal';

  return (
    <Card.Root
      {...serviceCardRootStyle}
      flexDirection={isHorizontal ? { base: 'column', md: 'row' } : 'column'}
    >
      <Box display="flex" order={1} flexDirection="column" flex="1" minW="0">
        <Card.Body gap="2">
          <Card.Title
            as={headingLevel}
            id={titleId}
            {...serviceCardTitleStyle}
            minH={minLines && linesHeight(minLines.title)}
          >
            {title}
          </Card.Title>
          <Card.Description {...serviceCardDescriptionStyle} minH={minLines && linesHeight(minLines.description)}>
            {description}
          </Card.Description>
        </Card.Body>
        {action.kind !== 'sign-in' && (
          <Card.Footer>
            <CardLink action={action} title={title} />
          </Card.Footer>
        )}
      </Box>

      <Box
        order={0}
        position="relative"
        // The illustrations' own background, so the wider phone frame shows no seam.
        bg={isLocked ? 'bg.muted' : 'brand.50'}
        aspectRatio={isHorizontal ? 16 / 9 : serviceCardImageAspectRatio}
        flexShrink={0}
        w={isHorizontal ? { base: 'full', md: '2/5' } : 'full'}
        maxW={isHorizontal ? { md: '26rem' } : undefined}
        alignSelf={isHorizontal ? { md: 'center' } : undefined}
      >
        <chakra.img
          src={imageSrc}
          alt=""
          width={320}
          height={180}
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="contain"
          decoding="async"
          fetchPriority={imageFetchPriority}
          filter={isLocked ? 'grayscale(1)' : undefined}
          opacity={isLocked ? 0.35 : undefined}
        />
        {isLocked && (
          <Box display="flex" position="absolute" inset="0" flexDirection="column" alignItems="center" justifyContent="center" gap="3" p="4">
            <Text
              display="inline-flex"
              alignItems="center"
              gap="2"
              fontSize="sm"
              fontWeight="semibold"
              bg="bg.panel"
              color="fg"
              px="3"
              py="1"
              borderRadius="md"
            >
              <LockIcon boxSize="4" />
              {action.requirement}
            </Text>
            <Button
              onClick={action.onSignIn}
              loading={action.isBusy}
              aria-describedby={titleId}
              minH="10"
            >
              {serviceCardMessages.signIn}
            </Button>
          </Box>
        )}
      </Box>
    </Card.Root>
  );
}

function CardLink({ action, title }: { action: Exclude<ServiceCardAction, { kind: 'sign-in' }>; title: string }) {
  const context = action.isSelfDescribing ? null : <Box as="span" srOnly>{`: ${title}`}</Box>;
  const content = (
    <>
      {action.label}
      {context}
    </>
  );
  if (action.kind === 'page') {
    return (
      <LinkButton to={action.to} variant="solid" w={{ base: 'full', sm: 'auto' }}>
        {content}
        <ArrowRightIcon />
      </LinkButton>
    );
  }
  return (
    <LinkButton href={action.href} newTab={action.newTab ?? true} variant="solid" w={{ base: 'full', sm: 'auto' }}>
      {content}
    </LinkButton>
  );
}
