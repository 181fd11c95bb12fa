import type { ReactNode } from 'react';
import { Icon, type IconProps } from '@chakra-ui/react';
import * as shapes from './icon-shapes';

// Inline, hand-drawn 24×24 line icons instead of an icon library: the portal needs a handful,
// every page loads the shell, and an inline SVG costs no request. They take the text colour
// (so they keep its contrast) and are always decorative: the text beside each one says it.
// The first screen's shell draws the same shapes without Chakra (static-icons.tsx).

type LineIcon = (props: IconProps) => ReactNode;

function lineIcon(name: string, shape: ReactNode): LineIcon {
  const Component = (props: IconProps) => (
    <Icon aria-hidden="true" focusable="false" boxSize="1em" {...props} asChild>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {shape}
      </svg>
    </Icon>
  );
  Component.displayName = name;
  return Component;
}

export const ArrowLeftIcon = lineIcon('ArrowLeftIcon', shapes.arrowLeftShape);

export const ArrowRightIcon = lineIcon('ArrowRightIcon', shapes.arrowRightShape);

export const InfoIcon = lineIcon('InfoIcon', shapes.infoShape);

export const ClockIcon = lineIcon('ClockIcon', shapes.clockShape);

/** Points down when closed; the caller turns it for an open disclosure. */
export const ChevronDownIcon = lineIcon('ChevronDownIcon', shapes.chevronDownShape);

export const ErrorIcon = lineIcon('ErrorIcon', shapes.errorShape);

export const SuccessIcon = lineIcon('SuccessIcon', shapes.successShape);

export const WarningIcon = lineIcon('WarningIcon', shapes.warningShape);
