// The route floor of /certificados (`npm run bench:floor`, docs/performance.md, "The library
// floor"): what that route's order of work costs with the design card's libraries and none of the
// portal's code. The route's cards come from a call and are part of the main view, so before they
// can paint the page must have loaded and started the libraries its first screen needs (those of
// entry.js but Chakra, which the portal's route also brings after its cards, plus axios, which makes
// the call), read config.json, answered the silent sign-in check (docs/identity.md) and had the list's
// answer. That call carries no token, so it starts at once and overlaps the check (ADR 0009,
// decision 17). Then one heading, the page introduction's paragraph and the cards' names render
// from the answer. No skeleton, no images, no route chunk: a lower bound for the route. Its page asks
// for this entry from its head at low priority, as the route's HTML asks for the start's files.
import 'reflect-metadata';
import axios from 'axios';
import { Container, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';

class CertificateList {
  cards = [];
  constructor() {
    makeAutoObservable(this);
  }
  show(cards) {
    this.cards = Array.isArray(cards) ? cards.filter((card) => typeof card?.name === 'string') : [];
  }
}
injectable()(CertificateList);

const container = new Container();
container.bind(CertificateList).toSelf().inSingletonScope();

const config = await (await fetch('/config.json')).json();
const { origin } = window.location;
const at = (address) => new URL(address, origin).href;

// As the portal's HTTP client: its base address from the configuration, the body read as text.
const api = axios.create({ baseURL: config.apiBaseUrl, responseType: 'text', transformResponse: [(data) => data] });
const list = api.get('api/v1/certifications/listarCertificados').then(
  (answer) => JSON.parse(answer.data).data,
  () => [],
);

// As the portal's identity adapter: the realm's endpoints from the configuration, the silent check
// in a hidden frame that ends on the portal's own silent-renew.html. Nobody is signed in here.
const { url, realm, clientId, metadata } = config.identity;
const signInClient = new UserManager({
  authority: at(`${url.replace(/\/+$/, '')}/realms/${realm}`),
  client_id: clientId,
  metadata: {
    issuer: at(metadata.issuer),
    authorization_endpoint: at(metadata.authorizationEndpoint),
    token_endpoint: at(metadata.tokenEndpoint),
    end_session_endpoint: at(metadata.endSessionEndpoint),
  },
  redirect_uri: at('/auth/callback'),
  silent_redirect_uri: at('/silent-renew.html'),
  userStore: new WebStorageStateStore({ store: window.sessionStorage }),
});
const checked = signInClient.signinSilent().catch(() => null);

const [cards] = await Promise.all([list, checked]);
container.get(CertificateList).show(cards);

const Page = observer(() => {
  const certificates = container.get(CertificateList);
  return h(
    'main',
    { style: { padding: '24px 16px' } },
    h('h1', { style: { fontSize: '1.5rem', marginBottom: '12px' } }, 'Certificados'),
    h(
      'p',
      { style: { fontSize: '1.125rem', lineHeight: 1.6 } },
      'Consulta y descarga los certificados de tu afiliación a la caja. Algunos puedes pedirlos con tu tipo y ' +
        'número de documento; los demás necesitan que inicies sesión.',
    ),
    h('ul', null, ...certificates.cards.map((card) => h('li', { key: card.code }, card.name))),
  );
});

const router = createBrowserRouter([{ path: '*', element: h(Page) }]);
createRoot(document.getElementById('root')).render(h(RouterProvider, { router }));
