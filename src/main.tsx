import 'reflect-metadata';
import { createRoot } from 'react-dom/client';
import { Identity } from '@/application/shared/session/identity.port';
import { StoreClientIp } from '@/application/shared/client-ip/store-client-ip.use-case';
import { createContainer } from './container';
import { loadRuntimeConfig } from '@/infrastructure/config/runtime-config.adapter';
import { renderApp } from '@/presentation/app/render-app';
import { announceIdentityStartup } from '@/presentation/app/session/announce-identity-startup.util';
import { ConfigErrorPage } from '@/presentation/app/errors/config-error.page';

// Composition root. Order matters (spec section 1): configuration first, then the
// container, then the identity check, and only then the first render.
async function start(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root element');
  const root = createRoot(rootElement);

  const loaded = await loadRuntimeConfig(window.location.href);
  if (!loaded.ok) {
    root.render(<ConfigErrorPage problem={loaded.error} />);
    return;
  }

  const container = createContainer(loaded.value);
  // Bounded (OidcIdentity gives up after a few seconds) and never rejects: an identity outage
  // gives an anonymous portal with a warning, never a blank page. The HTTP layer asks the same
  // adapter for tokens, so it is configured by the time the first call goes out.
  const startup = await container.get<Identity>(Identity).initialize();
  // The IP is only needed later (payments); never hold the first render for it.
  void container.get(StoreClientIp).execute();
  renderApp(root, container);
  announceIdentityStartup(container, startup);
}

void start();
