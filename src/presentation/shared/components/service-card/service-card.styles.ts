import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';
import { staticIconClass } from '@/presentation/shared/components/icons/static-icons.styles';

/** The illustration's frame, shared with `ServiceCardSkeleton`. Lower on phones, where stacked cards would otherwise be mostly picture. */
export const serviceCardImageAspectRatio = { base: 2, sm: 16 / 9 } as const;

export const serviceCardPictureClass = 'shell-service-card-picture';
export const serviceCardPictureHorizontalClass = 'shell-service-card-picture-horizontal';
export const serviceCardPictureLockedClass = 'shell-service-card-picture-locked';
export const serviceCardImageClass = 'shell-service-card-image';
export const serviceCardImageLockedClass = 'shell-service-card-image-locked';
export const serviceCardLockClass = 'shell-service-card-lock';
export const serviceCardRequirementClass = 'shell-service-card-requirement';
export const serviceCardRequirementIconClass = 'shell-service-card-requirement-icon';
export const serviceCardLinkClass = 'shell-service-card-link';
export const serviceCardSignInClass = 'shell-service-card-sign-in';
export const serviceCardBusyClass = 'shell-service-card-busy';
export const serviceCardSpinnerBoxClass = 'shell-service-card-spinner-box';
export const serviceCardSpinnerClass = 'shell-service-card-spinner';
export const serviceCardBusyLabelClass = 'shell-service-card-busy-label';

/**
 * The service card's illustration, its sign-in prompt and its action, as Chakra drew them: the
 * action a solid medium button (Chakra's Button on a link), the sign-in the portal's Button with
 * its busy state (the spinner of Chakra's Loader over the label, drawn transparent). A layout's or a lock's
 * class follows the class it changes, so it wins where both set a property.
 */
export const serviceCardStyles = {
  [serviceCardPictureClass]: {
    css: {
      order: 0,
      position: 'relative',
      // The illustrations' own background, so the wider phone frame shows no seam.
      bg: 'brand.50',
      aspectRatio: serviceCardImageAspectRatio,
      flexShrink: 0,
      w: 'full',
    },
  },
  [serviceCardPictureHorizontalClass]: {
    css: { aspectRatio: 16 / 9, w: { md: '2/5' }, maxW: { md: '26rem' }, alignSelf: { md: 'center' } },
  },
  [serviceCardPictureLockedClass]: { css: { bg: 'bg.muted' } },
  [serviceCardImageClass]: {
    css: { position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'contain' },
  },
  [serviceCardImageLockedClass]: { css: { filter: 'grayscale(1)', opacity: 0.35 } },
  [serviceCardLockClass]: {
    css: {
      display: 'flex',
      position: 'absolute',
      inset: '0',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '3',
      p: '4',
    },
  },
  [serviceCardRequirementClass]: {
    css: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      fontSize: 'sm',
      fontWeight: 'semibold',
      bg: 'bg.panel',
      color: 'fg',
      px: '3',
      py: '1',
      borderRadius: 'md',
    },
  },
  // Qualified by the icon's own class, so the size wins over its one em wherever either is compiled.
  [serviceCardRequirementIconClass]: { css: { [`&.${staticIconClass}`]: { boxSize: '4' } } },
  [serviceCardLinkClass]: {
    recipe: { key: 'button', variants: { variant: 'solid' } },
    css: { w: { base: 'full', sm: 'auto' } },
  },
  [serviceCardSignInClass]: { recipe: { key: 'button' }, css: { minH: '10' } },
  [serviceCardBusyClass]: { css: { display: 'contents' } },
  [serviceCardSpinnerBoxClass]: {
    css: {
      position: 'absolute',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      insetStart: '50%',
      top: '50%',
      translate: '-50% -50%',
      _rtl: { translate: '50% -50%' },
    },
  },
  [serviceCardSpinnerClass]: {
    recipe: { key: 'spinner', variants: { size: 'inherit' } },
    css: { borderWidth: '0.125em', color: 'inherit' },
  },
  // Transparent, not hidden: the busy button keeps its accessible name while it has the focus.
  [serviceCardBusyLabelClass]: { css: { display: 'contents', color: 'transparent' } },
} satisfies StaticStyles;
