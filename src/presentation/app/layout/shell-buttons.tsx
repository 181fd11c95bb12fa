import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { StaticChevronDownIcon, StaticUserIcon } from '@/presentation/shared/components/icons/static-icons';
import { shellButtonIconClass, userMenuButtonClass, userMenuNameClass, userMenuUserIconClass } from './shell-buttons.styles';

// Buttons whose menus and popovers arrive in a later chunk. The same button is drawn while
// that chunk loads and then as the trigger it wraps, so nothing moves when it arrives.

type UserMenuButtonProps = ComponentPropsWithoutRef<'button'> & { fullName: string };

/**
 * The signed-in person's name, opening their account menu. A plain button with the static styles
 * of Chakra's ghost button (shell-buttons.styles.ts); as the menu's trigger it takes the ref, the
 * ARIA and data attributes, the handlers and the class the menu gives it.
 */
export const UserMenuButton = forwardRef<HTMLButtonElement, UserMenuButtonProps>(function UserMenuButton(
  { fullName, className, ...props },
  ref,
) {
  return (
    <button
      type="button"
      ref={ref}
      {...props}
      className={className ? `${userMenuButtonClass} ${className}` : userMenuButtonClass}
    >
      {/* On a phone the name needs the room more than the icon does. */}
      <StaticUserIcon className={`${shellButtonIconClass} ${userMenuUserIconClass}`} />
      <span className={userMenuNameClass}>{fullName}</span>
      <StaticChevronDownIcon className={shellButtonIconClass} />
    </button>
  );
});
