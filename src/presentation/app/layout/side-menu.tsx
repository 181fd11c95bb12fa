import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { Button } from '@/presentation/shared/components/button/button';
import { useLocation } from 'react-router-dom';
import { MenuIcon } from '@/presentation/shared/components/icons/icons';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { shellIconSize } from './shell-buttons';
import { whenIdle } from '@/presentation/shared/idle/when-idle.util';

const texts = shellMessages.sideMenu;

// The drawer (Chakra Drawer with its focus trap) is its own chunk, kept off the first
// screen's critical path: it is fetched when the page is idle or the pointer nears the toggle.
const loadDrawer = () => import('./side-menu-drawer');
const SideMenuDrawer = lazy(async () => ({ default: (await loadDrawer()).SideMenuDrawer }));

/**
 * The menu toggle and the side menu it opens (spec section 2, Header). The toggle lives in
 * the header from the first paint and carries the disclosure state itself (aria-expanded,
 * aria-controls); the drawer mounts on first use and stays mounted to animate its closing.
 */
export function SideMenu() {
  const [isOpen, setOpen] = useState(false);
  const [isMounted, setMounted] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const { key: locationKey } = useLocation();

  // Back/forward (or any navigation not started from the menu) also closes it.
  useEffect(() => {
    setOpen(false);
  }, [locationKey]);
  useEffect(() => whenIdle(() => void loadDrawer()), []);

  return (
    <>
      <Button
        ref={toggleRef}
        variant="ghost"
        colorPalette="brand"
        minW="11"
        minH="11"
        px={{ base: '2', md: '3' }}
        gap="2"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? contentId : undefined}
        onPointerEnter={() => void loadDrawer()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <MenuIcon boxSize={shellIconSize} />
        {/* The word stays in the accessible name on every width; phones only hide it visually. */}
        <Box as="span" srOnly={{ base: true, md: false }}>
          {texts.title}
        </Box>
      </Button>
      {isMounted && (
        <Suspense fallback={null}>
          <SideMenuDrawer isOpen={isOpen} contentId={contentId} toggleRef={toggleRef} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
