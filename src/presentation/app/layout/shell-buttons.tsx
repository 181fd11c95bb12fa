import { Text } from '@chakra-ui/react';
import { Button, type ButtonProps } from '@/presentation/shared/components/button/button';
import { ChevronDownIcon, PhoneIcon, UserIcon } from '@/presentation/shared/components/icons/icons';
import { shellMessages } from '@/presentation/app/texts/shell.messages';

// Buttons whose menus and popovers arrive in a later chunk. The same button is drawn while
// that chunk loads and then as the trigger it wraps, so nothing moves when it arrives.

/** The header and footer draw their icons a little larger than the text beside them. */
export const shellIconSize = '1.25em';

export function UserMenuButton({ fullName, ...props }: ButtonProps & { fullName: string }) {
  return (
    <Button
      variant="ghost"
      colorPalette="brand"
      minH="11"
      px="2"
      gap="2"
      maxW={{ base: '44', md: 'xs' }}
      flexShrink={1}
      {...props}
    >
      {/* On a phone the name needs the room more than the icon does. */}
      <UserIcon boxSize={shellIconSize} hideBelow="sm" />
      <Text as="span" truncate>
        {fullName}
      </Text>
      <ChevronDownIcon boxSize={shellIconSize} />
    </Button>
  );
}

export function PhoneLinesButton(props: ButtonProps) {
  return (
    <Button
      variant="outline"
      color="white"
      borderColor="whiteAlpha.700"
      _hover={{ bg: 'whiteAlpha.200' }}
      _expanded={{ bg: 'whiteAlpha.200' }}
      minH="11"
      gap="2"
      alignSelf={{ base: 'flex-start', md: 'auto' }}
      {...props}
    >
      <PhoneIcon boxSize={shellIconSize} />
      {shellMessages.footer.phoneLines}
    </Button>
  );
}
