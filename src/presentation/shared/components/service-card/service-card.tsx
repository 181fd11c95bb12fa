import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { NewTabHint, newTabAttributes } from '@/presentation/shared/components/external-link/new-tab-hint';
import { StaticArrowRightIcon, StaticLockIcon } from '@/presentation/shared/components/icons/static-icons';
import { visuallyHiddenClass } from '@/presentation/shared/static-styles/visually-hidden.styles';
import { serviceCardMessages } from './service-card.messages';
import { Card } from './card-parts';
import { cardContentClass, cardRootHorizontalClass } from './card-parts.styles';
import {
  serviceCardBusyClass,
  serviceCardBusyLabelClass,
  serviceCardImageClass,
  serviceCardImageLockedClass,
  serviceCardLinkClass,
  serviceCardLockClass,
  serviceCardPictureClass,
  serviceCardPictureHorizontalClass,
  serviceCardPictureLockedClass,
  serviceCardRequirementClass,
  serviceCardRequirementIconClass,
  serviceCardSignInClass,
  serviceCardSpinnerBoxClass,
  serviceCardSpinnerClass,
} from './service-card.styles';

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

/** Class names, the ones given (`undefined` and `false` left out). */
const classes = (...names: readonly (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * One service of the portal as a card: illustration, title, description and one action.
 * The illustration is drawn first but comes last in the document, so screen readers meet
 * the title before the sign-in prompt laid over the image. Plain elements with static classes
 * (card-parts.styles.ts, service-card.styles.ts): the home draws its cards without Chakra.
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
    <Card.Root className={isHorizontal ? cardRootHorizontalClass : undefined}>
      <div className={cardContentClass}>
        <Card.Body>
          <Card.Title as={headingLevel} id={titleId} minLines={minLines?.title}>
            {title}
          </Card.Title>
          <Card.Description minLines={minLines?.description}>{description}</Card.Description>
        </Card.Body>
        {action.kind !== 'sign-in' && (
          <Card.Footer>
            <CardLink action={action} title={title} />
          </Card.Footer>
        )}
      </div>

      <div
        className={classes(
          serviceCardPictureClass,
          isHorizontal && serviceCardPictureHorizontalClass,
          isLocked && serviceCardPictureLockedClass,
        )}
      >
        <img
          src={imageSrc}
          alt=""
          className={classes(serviceCardImageClass, isLocked && serviceCardImageLockedClass)}
          decoding="async"
          fetchPriority={imageFetchPriority}
        />
        {isLocked && (
          <div className={serviceCardLockClass}>
            <p className={serviceCardRequirementClass}>
              <StaticLockIcon className={serviceCardRequirementIconClass} />
              {action.requirement}
            </p>
            <SignInButton isBusy={action.isBusy} onClick={action.onSignIn} describedBy={titleId} />
          </div>
        )}
      </div>
    </Card.Root>
  );
}

/**
 * 'Iniciar sesión', completing the requirement's sentence; the card's title describes it. While
 * busy it keeps the focus (`aria-disabled` and `aria-busy`, never `disabled`, as the shared Button:
 * docs/adr/0027-a-busy-command-keeps-the-focus.md), ignores clicks, and shows a spinner over its
 * label, which keeps its room.
 */
function SignInButton({ isBusy, onClick, describedBy }: { isBusy?: boolean; onClick: () => void; describedBy: string }) {
  const label = serviceCardMessages.signIn;
  return (
    <button
      type="button"
      className={serviceCardSignInClass}
      onClick={isBusy ? undefined : onClick}
      aria-describedby={describedBy}
      aria-disabled={isBusy || undefined}
      aria-busy={isBusy || undefined}
      data-loading={isBusy ? '' : undefined}
    >
      {isBusy ? <BusyLabel>{label}</BusyLabel> : label}
    </button>
  );
}

/** What Chakra's Loader draws for a busy button: the label keeps its room, the spinner sits over it. */
function BusyLabel({ children }: { children: ReactNode }) {
  return (
    <span className={serviceCardBusyClass}>
      <div className={serviceCardSpinnerBoxClass}>
        <span className={serviceCardSpinnerClass} />
      </div>
      <span className={serviceCardBusyLabelClass}>{children}</span>
    </span>
  );
}

/** The card's action: a link drawn as a solid button, into the portal or out of it. */
function CardLink({ action, title }: { action: Exclude<ServiceCardAction, { kind: 'sign-in' }>; title: string }) {
  const context = action.isSelfDescribing ? null : <span className={visuallyHiddenClass}>{`: ${title}`}</span>;
  if (action.kind === 'page') {
    return (
      <RouterLink to={action.to} className={serviceCardLinkClass}>
        {action.label}
        {context}
        <StaticArrowRightIcon />
      </RouterLink>
    );
  }
  const newTab = action.newTab ?? true;
  return (
    <a href={action.href} {...(newTab ? newTabAttributes : {})} className={serviceCardLinkClass}>
      {action.label}
      {context}
      {newTab && <NewTabHint />}
    </a>
  );
}
