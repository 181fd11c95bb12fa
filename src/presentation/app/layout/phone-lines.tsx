import { List, Text } from '@chakra-ui/react';
import type { ServicePhoneLine } from '@/application/shared/config/app-config.model';
import { Button, type ButtonProps } from '@/presentation/shared/components/button/button';
import { PhoneIcon } from '@/presentation/shared/components/icons/icons';
import { Toggletip } from '@/presentation/shared/components/toggletip/toggletip';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { shellIconSize } from './shell-buttons.styles';
import { listRecipe } from '@/presentation/shared/theme/list-recipe.model';

const texts = shellMessages.footer;

/** '(604) 444 0000' → 'tel:6044440000'; a leading '+' survives for international numbers. */
export function telHref(number: string): string {
  const trimmed = number.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** The toggletip's trigger: drawn while the popover's chunk loads and then as the trigger it wraps. */
function PhoneLinesButton(props: ButtonProps) {
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

/** The footer's phone toggletip with the fund's two service lines (spec section 2, Footer). */
export function PhoneLines({ lines }: { lines: readonly ServicePhoneLine[] }) {
  return (
    <Toggletip trigger={<PhoneLinesButton />} title={texts.phoneLines} closeLabel={texts.phoneLinesClose} placement="top-start">
      <List.Root recipe={listRecipe} listStyle="none" gap="2">
        {lines.map((line) => (
          <List.Item key={line.number}>
            <Text as="span" display="block" fontSize="sm" color="fg.muted">
              {line.label}
            </Text>
            <a href={telHref(line.number)} aria-label={texts.callTo(line.label, line.number)}>
              <Text as="span" fontWeight="semibold" color="brand.fg" textDecoration="underline" display="inline-block" py="1">
                {line.number}
              </Text>
            </a>
          </List.Item>
        ))}
      </List.Root>
    </Toggletip>
  );
}
