import { useEffect, useRef, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ChakraProvider, useChakraContext } from '@chakra-ui/react';
import { whenIdle } from '@/presentation/shared/idle/when-idle.util';

/**
 * Renders `children` once, in a tree never attached to the document, when the page is idle, and
 * then unmounts that tree (at the latest when the host itself unmounts): the styles they need are
 * inserted ahead of their first real appearance.
 *
 * Why: Chakra inserts a component's styles the first time it renders, and a style sheet that
 * gains an `@media` or `@layer` rule makes the browser recalculate the style of every element on
 * the page. On the monetary quota's hundred periods that recalculation is most of the cost of
 * opening the first period. Done while idle, the work does not sit between a click and its frame. Nothing is shown, focused or announced: the tree has no place in the document.
 */
export function StylesWarmUp({ children }: { children: ReactNode }) {
  const system = useChakraContext();
  // The sample is read when the page goes idle, not when it was first rendered.
  const sample = useRef(children);
  sample.current = children;

  useEffect(() => {
    let root: Root | null = null;
    let isUnmounted = false;
    const unmount = () => {
      if (root === null || isUnmounted) return;
      isUnmounted = true;
      root.unmount();
    };
    // Registers an idle callback; the cleanup below cancels it when the page goes first.
    const cancel = whenIdle(() => {
      root = createRoot(document.createElement('div'));
      root.render(
        <ChakraProvider value={system}>
          {/* Unmounted in a task of its own: a root cannot be unmounted while React commits another. */}
          <Committed onCommit={() => void setTimeout(unmount, 0)}>{sample.current}</Committed>
        </ChakraProvider>,
      );
    });
    return () => {
      cancel();
      // The off-page tree goes with its host, whether or not it has committed: a tree left mounted
      // would keep its elements, and whatever its components registered, for the life of the tab.
      if (root !== null) setTimeout(unmount, 0);
    };
  }, [system]);

  return null;
}

/** Calls `onCommit` once its children are committed (their styles inserted). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(() => {
    onCommit();
  }, [onCommit]);
  return children;
}
