import { Menu } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useInjection } from '@/presentation/shared/di/container-context';
import { SessionStore } from '@/presentation/shared/session/session.store';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { UserMenuButton } from './shell-buttons';
import { menuRecipe } from '@/presentation/shared/theme/menu-recipe.model';

const texts = shellMessages.header;
const DATA_UPDATE_PATH = '/actualizacion-de-datos';

/** The signed-in person's name and their account actions (docs/shell.md, Header). */
interface UserMenuProps {
  fullName: string;
  /** Open on arrival: the person pressed the header's stand-in button (this chunk comes later). */
  defaultOpen?: boolean;
  /** With its first item highlighted: the stand-in was pressed from the keyboard. */
  highlightFirst?: boolean;
}

export const UserMenu = observer(function UserMenu({ fullName, defaultOpen = false, highlightFirst = false }: UserMenuProps) {
  const session = useInjection<SessionStore>(SessionStore);
  const navigate = useNavigate();

  return (
    <Menu.Root
      recipe={menuRecipe}
      defaultOpen={defaultOpen}
      defaultHighlightedValue={highlightFirst ? 'update' : undefined}
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'update') navigate(DATA_UPDATE_PATH);
        if (value === 'logout') void session.logout();
      }}
    >
      <Menu.Trigger asChild>
        <UserMenuButton fullName={fullName} />
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
