import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

export const footerClass = 'shell-footer';
export const footerInnerClass = 'shell-footer-inner';
export const footerColumnsClass = 'shell-footer-columns';
export const footerColumnTitleClass = 'shell-footer-column-title';
export const footerLinkListClass = 'shell-footer-link-list';
export const footerLinkClass = 'shell-footer-link';
export const footerSectionClass = 'shell-footer-section';
export const footerSectionHeadingClass = 'shell-footer-section-heading';
export const footerSectionTriggerClass = 'shell-footer-section-trigger';
export const footerSectionIndicatorClass = 'shell-footer-section-indicator';
export const footerSectionBodyClass = 'shell-footer-section-body';
export const footerRowClass = 'shell-footer-row';
export const footerRegulatorClass = 'shell-footer-regulator';
export const footerWidgetHostClass = 'shell-footer-widget-host';
export const footerLegalClass = 'shell-footer-legal';
export const footerTradeNameClass = 'shell-footer-trade-name';
export const phoneLinesButtonClass = 'shell-phone-lines-button';
export const phoneLinesListClass = 'shell-phone-lines-list';
export const phoneLineLabelClass = 'shell-phone-line-label';
export const phoneLineNumberClass = 'shell-phone-line-number';

/** A heading of the footer: Chakra's Heading recipe at the size of the body text, in bold. */
const sectionHeading = { fontSize: 'md', fontWeight: 'bold' } as const;

/**
 * The footer (docs/shell.md): the fund's links on the deep-blue band, four columns on a desktop and
 * a disclosure per column on a phone, the phone lines, the survey and the regulator, the legal line.
 * Light text on brand.900: white (15.2:1) and brand.100 (11.6:1); the focus ring turns amber there.
 */
export const footerStyles = {
  [footerClass]: {
    css: {
      bg: 'brand.900',
      color: 'white',
      mt: 'auto',
      '& :focus-visible': { outlineColor: '{colors.accent.400} !important' },
    },
  },
  [footerInnerClass]: { css: { maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '6', md: '10' } } },
  [footerColumnsClass]: { css: { display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '8' } },
  [footerColumnTitleClass]: { recipe: { key: 'heading' }, css: { ...sectionHeading, mb: '2', color: 'white' } },
  [footerLinkListClass]: { css: { display: 'flex', flexDirection: 'column', listStyle: 'none', m: '0', p: '0' } },
  [footerLinkClass]: {
    recipe: { key: 'link' },
    css: {
      color: 'brand.100',
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      minH: '11',
      _hover: { color: 'white' },
    },
  },
  [footerSectionClass]: { css: { borderBottomWidth: '1px', borderColor: 'whiteAlpha.400' } },
  [footerSectionHeadingClass]: { recipe: { key: 'heading' }, css: { ...sectionHeading, m: '0' } },
  [footerSectionTriggerClass]: {
    css: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      w: 'full',
      minH: '12',
      px: '1',
      py: '2',
      bg: 'transparent',
      color: 'white',
      font: 'inherit',
      textAlign: 'start',
      cursor: 'pointer',
      borderRadius: 'l2',
      focusVisibleRing: 'outside',
    },
  },
  [footerSectionIndicatorClass]: {
    css: {
      ms: 'auto',
      flexShrink: 0,
      transition: 'transform 0.2s',
      '[aria-expanded=true] > &': { transform: 'rotate(180deg)' },
      _motionReduce: { transition: 'none' },
    },
  },
  [footerSectionBodyClass]: { css: { px: '1', pt: '0', pb: '3' } },
  [footerRowClass]: {
    css: {
      display: 'flex',
      mt: '6',
      gap: { base: '3', md: '6' },
      flexDirection: { base: 'column', md: 'row' },
      alignItems: { md: 'center' },
      flexWrap: 'wrap',
    },
  },
  [footerRegulatorClass]: { css: { color: 'white' } },
  [footerWidgetHostClass]: { css: { mt: '4' } },
  [footerLegalClass]: {
    css: {
      display: 'flex',
      mt: '6',
      pt: '4',
      borderTopWidth: '1px',
      borderColor: 'whiteAlpha.400',
      flexDirection: { base: 'column', md: 'row' },
      gap: { base: '1', md: '4' },
      fontSize: 'sm',
      '& > p': { m: '0' },
    },
  },
  [footerTradeNameClass]: { css: { fontWeight: 'semibold' } },
  [phoneLinesButtonClass]: {
    recipe: { key: 'button', variants: { variant: 'outline' } },
    css: {
      color: 'white',
      borderColor: 'whiteAlpha.700',
      _hover: { bg: 'whiteAlpha.200' },
      _expanded: { bg: 'whiteAlpha.200' },
      minH: '11',
      gap: '2',
      alignSelf: { base: 'flex-start', md: 'auto' },
    },
  },
  [phoneLinesListClass]: { css: { display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', m: '0', p: '0' } },
  [phoneLineLabelClass]: { css: { display: 'block', fontSize: 'sm', color: 'fg.muted' } },
  [phoneLineNumberClass]: {
    css: { fontWeight: 'semibold', color: 'brand.fg', textDecoration: 'underline', display: 'inline-block', py: '1' },
  },
} satisfies StaticStyles;
