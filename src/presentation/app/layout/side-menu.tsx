import { useEffect, useRef, useState } from 'react';
import { Box, Button, CloseButton, Drawer, List } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { AppConfig } from '@/application/config/app-config';
import { useInjection } from '../di/container-context';
import { MenuIcon } from '../icons/shell-icons';
import { shellMessages } from '../texts/shell.messages';
import { MAIN_CONTENT_ID, NavigationLink, portalPath } from './shell-links';

const texts = shellMessages.sideMenu;

/**
 * The menu toggle and the side menu it opens (spec section 2, Header). A modal drawer:
 * focus is kept inside while open, Escape closes it and focus goes back to the toggle,
 * except after following a link, when it goes to the new page's main content.
 */
export function SideMenu() {
  const config = useInjection<AppConfig>(AppConfig);
  const [isOpen, setOpen] = useState(false);
  const followedLink = useRef(false);
  const { key: locationKey } = useLocation();

  // Back/forward (or any navigation not started from the menu) also closes it.
  useEffect(() => {
    setOpen(false);
  }, [locationKey]);

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
      open={isOpen}
      onOpenChange={({ open }) => {
        if (open) followedLink.current = false;
        setOpen(open);
      }}
      placement="start"
      lazyMount
      unmountOnExit
      finalFocusEl={() => (followedLink.current ? document.getElementById(MAIN_CONTENT_ID) : null)}
    >
      <Drawer.Trigger asChild>
        <Button variant="ghost" colorPalette="brand" minW="11" minH="11" px={{ base: '2', md: '3' }} gap="2">
          <MenuIcon />
          {/* The word stays in the accessible name on every width; phones only hide it visually. */}
          <Box as="span" srOnly={{ base: true, md: false }}>
            {texts.title}
          </Box>
        </Button>
      </Drawer.Trigger>
      <Drawer.Backdrop />
      <Drawer.Positioner>
        <Drawer.Content maxW="20rem">
          <Drawer.Header borderBottomWidth="1px" borderColor="border.muted">
            <Drawer.Title>{texts.title}</Drawer.Title>
          </Drawer.Header>
          <Drawer.Body px="2" py="4">
            <nav aria-label={texts.navLabel}>
              <List.Root listStyle="none" gap="1">
                {links.map((link) => (
                  <List.Item key={link.label}>
                    <NavigationLink
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
                        setOpen(false);
                      }}
                    >
                      {link.label}
                    </NavigationLink>
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
