import { useId } from 'react';
import { Box, Button, Card, Flex, Image, Text, VisuallyHidden } from '@chakra-ui/react';
import { ArrowRightIcon, LockIcon } from '../icons/icons';
import { LinkButton } from '../link-button/link-button';
import { serviceCardMessages } from './service-card.messages';

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

export interface ServiceCardProps {
  title: string;
  description: string;
  /** A decorative illustration (alt=""): the title already says what the card is. */
  imageSrc: string;
  action: ServiceCardAction;
  /** h2 right after a page's h1 (default); h3 when the cards sit under a section h2. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * One service of the portal as a card: illustration, title, description and one action.
 * The illustration is drawn first but comes last in the document, so screen readers meet
 * the title before the sign-in prompt laid over the image.
 */
export function ServiceCard({ title, description, imageSrc, action, headingLevel = 'h2' }: ServiceCardProps) {
  const titleId = useId();
  const isLocked = action.kind === 'sign-in';

  return (
    <Card.Root variant="outline" size="sm" flex="1" overflow="hidden" bg="bg.panel">
      <Card.Body order={1} gap="2">
        <Card.Title as={headingLevel} id={titleId} textStyle="lg" lineHeight="short">
          {title}
        </Card.Title>
        <Card.Description fontSize="md">{description}</Card.Description>
      </Card.Body>

      <Box order={0} position="relative" bg="bg.muted" aspectRatio={16 / 9}>
        <Image
          src={imageSrc}
          alt=""
          width={320}
          height={180}
          w="full"
          h="full"
          objectFit="cover"
          decoding="async"
          filter={isLocked ? 'grayscale(1)' : undefined}
          opacity={isLocked ? 0.35 : undefined}
        />
        {isLocked && (
          <Flex position="absolute" inset="0" direction="column" align="center" justify="center" gap="3" p="4">
            <Text
              display="inline-flex"
              alignItems="center"
              gap="2"
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
          </Flex>
        )}
      </Box>

      {action.kind !== 'sign-in' && (
        <Card.Footer order={2}>
          <CardLink action={action} title={title} />
        </Card.Footer>
      )}
    </Card.Root>
  );
}

function CardLink({ action, title }: { action: Exclude<ServiceCardAction, { kind: 'sign-in' }>; title: string }) {
  const context = action.isSelfDescribing ? null : <VisuallyHidden>{`: ${title}`}</VisuallyHidden>;
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
