// A new feature's own files, empty of calls: the flow that `npm run new -- feature` writes next adds
// its first call to each of them (flow-files.mjs), as it would to an existing feature's.

/** The skeleton files of feature `f` (`Feature` its class prefix), by path. */
export function featureFiles({ feature: f, Feature }) {
  return {
    [`src/modules/${f}.module.ts`]: `import { ContainerModule } from 'inversify';
import { ${Feature}Gateway } from '@/application/${f}/${f}-gateway.port';
import { Axios${Feature}Gateway } from '@/infrastructure/api/${f}/axios-${f}.gateway';

/**
 * The ${f} feature's shared binding: its gateway. Each of its pages binds its view model and use
 * cases in a page module of its own, src/modules/${f}/<route folder>.module.ts, so a page's code
 * arrives with that page (ADR 0009, decision 18).
 */
export const ${f}Module = new ContainerModule(({ bind }) => {
  bind<${Feature}Gateway>(${Feature}Gateway).to(Axios${Feature}Gateway);
});
`,
    [`src/presentation/${f}/${f}.routes.ts`]: `import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';
import { signedInRouteHandle } from '@/presentation/shared/routing/route-handle.model';

/** The ${f} feature's pages; the ${f} module brings their gateway, each page's module the rest. */
export const featureRoutes: FeatureRoutes = {
  layout: 'portal',
  routes: [
  ],
};
`,
    [`src/application/${f}/${f}-gateway.port.ts`]: `import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';

/**
 * The fund's ${f} API as the ${f} use cases need it. The adapter (\`Axios${Feature}Gateway\`) speaks
 * HTTP and JSON; this port speaks answers: a business code and the fields the flows read, already
 * type-checked. Every method resolves, never rejects.
 */
export interface ${Feature}Gateway {
}
export const ${Feature}Gateway = Symbol.for('${Feature}Gateway');
`,
    [`src/infrastructure/api/${f}/axios-${f}.gateway.ts`]: `import { inject, injectable } from 'inversify';
import type { ${Feature}Gateway } from '@/application/${f}/${f}-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { toGatewayAnswer } from '@/infrastructure/http/gateway-answer.mapper';
import { HttpClient } from '@/infrastructure/http/http-client.port';

/**
 * {@link ${Feature}Gateway} over the {@link HttpClient}, which attaches the bearer token. Decoding
 * lives in \`${f}.mapper.ts\`.
 */
@injectable()
export class Axios${Feature}Gateway implements ${Feature}Gateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}
}
`,
    [`src/infrastructure/api/${f}/${f}.mapper.ts`]: `import { asWire, readText, type Wire } from '@/infrastructure/http/json-body.mapper';

/**
 * DTO decoding for the ${f} API, each body read by its answer's keys (\`Wire\`). Nothing here throws;
 * what cannot be read is null, and the use cases decide what that means.
 */
`,
    [`sandbox/api/${f}.handlers.ts`]: `import { http, HttpResponse } from 'msw';
import { currentPersona, unauthorizedResponse } from './current-persona';

/**
 * The fund's ${f} API, every call requiring the bearer token: the person is the access token's.
 * Who gets what is sandbox/data/${f}.ts (docs/sandbox-answers.md).
 */
export const ${f}Handlers = [
];
`,
    [`test/support/fault-matrix/rows/${f}.rows.ts`]: `import { faultMatrixRow, type FaultMatrixRow } from '@test/support/fault-matrix/fault-matrix.model';
import { faults, systemError } from './row-helpers';

/** The ${f} feature's calls, each run through the use case that makes it. */
export const ${f}Rows: readonly FaultMatrixRow<unknown>[] = [
];
`,
    [`test/support/${f}/fake-${f}-gateway.ts`]: `import type { Container } from 'inversify';
import { vi } from 'vitest';
import { ${Feature}Gateway } from '@/application/${f}/${f}-gateway.port';
import { noAnswer } from '@test/support/gateway-answers';

export { answer, noAnswer } from '@test/support/gateway-answers';

type Methods = { [K in keyof ${Feature}Gateway]: ${Feature}Gateway[K] };

/**
 * A ${Feature}Gateway whose every method is a spy answering a network failure unless the test says
 * otherwise, so an unexpected call shows up as the failure path, never as a hang.
 */
export function fake${Feature}Gateway(overrides: Partial<Methods> = {}) {
  const failing = () => vi.fn(async () => noAnswer<never>());
  return {
    ...Object.fromEntries(Object.entries(overrides).map(([name, impl]) => [name, vi.fn(impl)])),
  } as { [K in keyof Methods]: ReturnType<typeof vi.fn<Methods[K]>> };
}

/** Binds (or rebinds) the port to \`gateway\` in a test's container. */
export function bind${Feature}Gateway(container: Container, gateway: ${Feature}Gateway): void {
  if (container.isBound(${Feature}Gateway)) container.unbind(${Feature}Gateway);
  container.bind<${Feature}Gateway>(${Feature}Gateway).toConstantValue(gateway);
}
`,
  };
}

/** The glossary's row for the feature (docs/glossary.md, the table of features and routes); `linked`: its title links docs/<key>.md. */
export const glossaryRow = ({ feature: f, Feature, title, routePath }, { linked = false } = {}) =>
  `| ${linked ? `[${title}](${f}.md)` : title} | The ${f} feature | \`${f}\`, \`${Feature}Gateway\` | \`/${routePath}\` | \`src/presentation/${f}/\` |`;
