import { useEffect, useRef, type RefObject } from 'react';
import { CloseButton, Drawer, List } from '@chakra-ui/react';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { useInjection } from '@/presentation/shared/di/container-context';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { ChakraNavigationLink } from './chakra-navigation-link';
import { MAIN_CONTENT_ID, portalPath } from './shell-links';
import { drawerRecipe } from '@/presentation/shared/theme/drawer-recipe.model';
import { listRecipe } from '@/presentation/shared/theme/list-recipe.model';

const texts = shellMessages.sideMenu;

interface SideMenuDrawerProps {
  isOpen: boolean;
  contentId: string;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/**
 * The side menu itself: a modal drawer. Focus stays inside while open; Escape or the close
 * button close it and focus goes back to the toggle, except after following a link, when
 * it goes to the new page's main content.
 */
export function SideMenuDrawer({ isOpen, contentId, toggleRef, onClose }: SideMenuDrawerProps) {
  const config = useInjection<AppConfig>(AppConfig);
  const followedLink = useRef(false);

  useEffect(() => {
    if (isOpen) followedLink.current = false;
  }, [isOpen]);

  const { sideMenu } = config.navigation;
  const links = [
    { label: texts.onlineServices, href: sideMenu.onlineServices },
    { label: texts.onlinePayments, href: sideMenu.onlinePayments },
    { label: texts.certificates, href: sideMenu.certificates },
    { label: texts.subsidies, href: sideMenu.subsidies },
    { label: texts.credits, href: sideMenu.credits },
  ];

  return (
    <Drawer.Root
      recipe={drawerRecipe}
      open={isOpen}
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      ids={{ content: contentId }}
      placement="start"
      lazyMount
      unmountOnExit
      finalFocusEl={() => (followedLink.current ? document.getElementById(MAIN_CONTENT_ID) : toggleRef.current)}
    >
      <Drawer.Backdrop />
      <Drawer.Positioner>
        <Drawer.Content maxW="20rem">
          <Drawer.Header borderBottomWidth="1px" borderColor="border.muted">
            <Drawer.Title>{texts.title}</Drawer.Title>
          </Drawer.Header>
          <Drawer.Body px="2" py="4">
            <nav aria-label={texts.navLabel}>
              <List.Root recipe={listRecipe} listStyle="none" gap="1">
                {links.map((link) => (
                  <List.Item key={link.label}>
                    <ChakraNavigationLink
                      href={link.href}
                      display="flex"
                      alignItems="center"
                      minH="11"
                      px="4"
                      borderRadius="l2"
                      fontWeight="medium"
                      color="fg"
                      textDecoration="none"
                      _hover={{ bg: 'brand.subtle', color: 'brand.fg' }}
                      _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' }}
                      onClick={() => {
                        followedLink.current = portalPath(link.href) !== null;
                        onClose();
                      }}
                    >
                      {link.label}
                    </ChakraNavigationLink>
                  </List.Item>
                ))}
              </List.Root>
            </nav>
          </Drawer.Body>
          <Drawer.CloseTrigger asChild>
            <CloseButton aria-label={texts.close} size="md" minW="11" minH="11" />
          </Drawer.CloseTrigger>
        </Drawer.Content>
      </Drawer.Positioner>
    </Drawer.Root>
  );
}
