// The library floor (`npm run bench:floor`): what the design card's libraries cost
// before the portal's main view can paint, with none of the portal's code. The portal renders the
// main view only after the sign-in client starts (docs/identity.md), so before it the page must have
// loaded and started everything this file starts: React and its DOM renderer, the data router
// (the portal uses createBrowserRouter for useBlocker), Chakra UI with Emotion, oidc-client-ts,
// Inversify with reflect-metadata, and MobX with mobx-react-lite. Each is used for real, so
// nothing is tree-shaken away that the portal keeps; then one heading and one paragraph render,
// the size of the portal's page introduction. No configuration, no silent check, no route chunk,
// no data: whatever the portal measures above this, its own code and startup cost.
import 'reflect-metadata';
import { Box, ChakraProvider, Heading, Text, createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { Container, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';

class PageText {
  title = 'Servicios en línea';
  body =
    'Consulta y descarga tus certificados, revisa tus subsidios, paga tus obligaciones pendientes, ' +
    'reagenda tus reservas y actualiza tus datos personales sin hacer filas, desde cualquier lugar.';
  constructor() {
    makeAutoObservable(this);
  }
}
injectable()(PageText);

const container = new Container();
container.bind(PageText).toSelf().inSingletonScope();

// Constructed as the portal's identity adapter constructs it; never asked to sign anybody in.
const signInClient = new UserManager({
  authority: `${location.origin}/realms/portal`,
  client_id: 'portal-servicios',
  redirect_uri: `${location.origin}/`,
  userStore: new WebStorageStateStore({ store: window.sessionStorage }),
});

const system = createSystem(defaultBaseConfig, defineConfig({ theme: { tokens: { colors: { brand: { value: '#0b5394' } } } } }));

const Page = observer(() => {
  const text = container.get(PageText);
  return h(
    Box,
    { as: 'main', px: '4', py: '6', 'data-sign-in-client': signInClient.settings.client_id },
    h(Heading, { as: 'h1', fontSize: '2xl', mb: '3' }, text.title),
    h(Text, { fontSize: 'lg', lineHeight: 'tall' }, text.body),
  );
});

const router = createBrowserRouter([{ path: '*', element: h(Page) }]);
createRoot(document.getElementById('root')).render(h(ChakraProvider, { value: system }, h(RouterProvider, { router })));
