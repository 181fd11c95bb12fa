import type { ReactNode } from 'react';
import * as shapes from './icon-shapes';
import { staticIconClass } from './static-icons.styles';

// The line icons of icons.tsx for the first screen's shell, which draws without Chakra: the same
// shapes in a plain svg with the icon recipe's class (static-icons.styles.ts). Decorative, like
// those: the text beside each one says what it means. `className` adds a size or spacing class.

export type StaticIcon = (props: { readonly className?: string }) => ReactNode;

/** A static icon drawing `shape`; `name` is its display name. */
export function staticIcon(name: string, shape: ReactNode): StaticIcon {
  const Component = ({ className }: { readonly className?: string }) => (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className ? `${staticIconClass} ${className}` : staticIconClass}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {shape}
    </svg>
  );
  Component.displayName = name;
  return Component;
}

export const StaticArrowRightIcon = staticIcon('StaticArrowRightIcon', shapes.arrowRightShape);
export const StaticNewTabIcon = staticIcon('StaticNewTabIcon', shapes.newTabShape);
export const StaticLockIcon = staticIcon('StaticLockIcon', shapes.lockShape);
export const StaticChevronDownIcon = staticIcon('StaticChevronDownIcon', shapes.chevronDownShape);
export const StaticMenuIcon = staticIcon('StaticMenuIcon', shapes.menuShape);
export const StaticUserIcon = staticIcon('StaticUserIcon', shapes.userShape);
