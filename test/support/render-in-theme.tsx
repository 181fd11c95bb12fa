import { createContext, use, type ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from './theme-provider';

/** What the route '/' draws: the `ui` of the last render or rerender. */
const Shown = createContext<ReactNode>(null);

function ShownUi() {
  return use(Shown);
}

export type RenderedInTheme = RenderResult & {
  /** The memory router, to see where a link or button took the page. */
  router: ReturnType<typeof createMemoryRouter>;
};

/**
 * Renders `ui` at '/' inside the portal's Chakra theme and a memory router that also knows
 * '/certificados' (a heading), so a link a component draws can be followed. `rerender` draws new
 * `ui` in the same theme and router, keeping the elements React can keep (and so the focus).
 */
export function renderInTheme(ui: ReactNode): RenderedInTheme {
  const router = createMemoryRouter([
    { path: '/', element: <ShownUi /> },
    { path: '/certificados', element: <h1>Certificados</h1> },
  ]);
  const tree = (shown: ReactNode) => (
    <ThemeProvider>
      <Shown value={shown}>
        <RouterProvider router={router} />
      </Shown>
    </ThemeProvider>
  );
  const result = render(tree(ui));
  return { ...result, router, rerender: (next: ReactNode) => result.rerender(tree(next)) };
}
