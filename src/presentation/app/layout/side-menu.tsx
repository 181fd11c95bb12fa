import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { StaticMenuIcon } from '@/presentation/shared/components/icons/static-icons';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { shellButtonIconClass } from './shell-buttons.styles';
import { sideMenuToggleClass, sideMenuToggleLabelClass } from './side-menu.styles';
import { whenIdle } from '@/presentation/shared/idle/when-idle.util';
import { loadThemed } from '@/presentation/shared/theme/load-themed.util';
import { preload } from '@/presentation/shared/lazy/preload.util';

const texts = shellMessages.sideMenu;

// The drawer (Chakra Drawer with its focus trap) is its own chunk, kept off the first
// screen's critical path: it is fetched when the page is idle or the pointer nears the toggle.
const loadDrawer = () => loadThemed(async () => (await import('./side-menu-drawer')).SideMenuDrawer);
const SideMenuDrawer = lazy(async () => ({ default: await loadDrawer() }));

/**
 * The menu toggle and the side menu it opens (docs/shell.md, Header). The toggle lives in
 * the header from the first paint and carries the disclosure state itself (aria-expanded,
 * aria-controls); the drawer mounts on first use and stays mounted to animate its closing.
 * The toggle is a plain button with the static styles of Chakra's ghost button (side-menu.styles.ts).
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
  // The idle callback is cancelled by the effect's cleanup (whenIdle returns its cancel function).
  useEffect(() => whenIdle(() => preload(loadDrawer)), []);

  return (
    <>
      <button
        type="button"
        ref={toggleRef}
        className={sideMenuToggleClass}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? contentId : undefined}
        onPointerEnter={() => preload(loadDrawer)}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <StaticMenuIcon className={shellButtonIconClass} />
        {/* The word stays in the accessible name on every width; phones only hide it visually. */}
        <span className={sideMenuToggleLabelClass}>{texts.title}</span>
      </button>
      {isMounted && (
        <Suspense fallback={null}>
          <SideMenuDrawer isOpen={isOpen} contentId={contentId} toggleRef={toggleRef} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
