import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter } from 'react-router-dom';
import type { AppConfig } from '@/application/shared/config/app-config.model';
import { App } from '@/presentation/app/app';
import { FeatureModuleLoader } from '@/presentation/app/routing/feature-module-loader.port';
import { createRouteTable } from '@/presentation/app/routing/route-table';
import { createTestContainer } from './test-container';
import { testConfig } from './test-config';

/**
 * Renders the whole portal (layout, route table, global feedback) at `path` with a fresh
 * container, its feature modules loaded. `arrange` rebinds ports to fakes before anything
 * resolves them.
 */
export function renderRoute(
  path: string,
  options: { config?: AppConfig; arrange?: (container: Container) => void } = {},
) {
  const container = createTestContainer(options.config ?? testConfig());
  options.arrange?.(container);
  const router = createMemoryRouter(createRouteTable(container.get<FeatureModuleLoader>(FeatureModuleLoader)), {
    initialEntries: [path],
  });
  const view = render(<App container={container} router={router} />);
  return { ...view, container, router };
}
