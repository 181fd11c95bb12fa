import { Button, Menu, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useInjection } from '../di/container-context';
import { ChevronDownIcon, UserIcon } from '../icons/shell-icons';
import { SessionStore } from '../session/session.store';
import { shellMessages } from '../texts/shell.messages';

const texts = shellMessages.header;
const DATA_UPDATE_PATH = '/actualizacion-de-datos';

/** The signed-in person's name and their account actions (spec section 2, Header). */
export const UserMenu = observer(function UserMenu({ fullName }: { fullName: string }) {
  const session = useInjection<SessionStore>(SessionStore);
  const navigate = useNavigate();

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'update') navigate(DATA_UPDATE_PATH);
        if (value === 'logout') void session.logout();
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" colorPalette="brand" minH="11" px="2" gap="2" maxW={{ base: '44', md: 'xs' }} flexShrink={1}>
          <UserIcon />
          <Text as="span" truncate>
            {fullName}
          </Text>
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content minW="12rem">
          <Menu.Item value="update" minH="11">
            {texts.updateData}
          </Menu.Item>
          <Menu.Item value="logout" minH="11" disabled={session.isRedirecting}>
            {texts.logout}
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
});
