import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '@/presentation/shared/theme/theme-provider';

/**
 * Renders `ui` at '/' inside the portal's Chakra theme and a memory router that also knows
 * '/certificados' (a heading), so a link a component draws can be followed. Returns the router.
 */
export function renderInTheme(ui: ReactNode) {
  const router = createMemoryRouter([
    { path: '/', element: ui },
    { path: '/certificados', element: <h1>Certificados</h1> },
  ]);
  render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}
