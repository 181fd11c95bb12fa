import type { Connect, Plugin, PreviewServer, ResolvedConfig, ViteDevServer } from 'vite';
import type { SandboxReading } from './api/sandbox-reading';
import type { createSandboxMiddleware, SandboxMiddleware } from './server/create-sandbox-app';

/**
 * Mounts the sandbox (docs/sandbox.md) at the portal's own origin in `vite` (dev) and
 * `vite preview` (the production build under browser tests), with the same middleware:
 *
 * - `/api/*`                the fund's API: the msw handlers of sandbox/api/handlers.ts over HTTP
 * - `/sandbox/ip`           IP echo standing in for the public IP-lookup services
 * - `/sandbox/externo/:slug` stand-in pages for the external sites the portal links to
 * - `/sandbox/widgets/release-notes.js` the third-party release-notes widget
 * - `/realms/{realm}`, `/sandbox/checkout` identity provider and payment checkout, plugged in
 *   through the registry of sandbox/server/sandbox-mounts.ts
 *
 * Not in `vite build` (apply: 'serve') nor in vitest, whose tests load the same handlers
 * through msw/node (test/support/msw-server.ts).
 *
 * Why a module runner: vite.config.ts is bundled before it runs, and the bundler hoists the
 * imports of every module it inlines, even behind `await import()`. Importing the sandbox
 * from here would load msw, express and later oidc-provider on every `vite build` and every
 * vitest start. So this file imports types only, and the sandbox is loaded at server start
 * through a Vite module runner of its own (TypeScript transformed on the fly, packages
 * imported natively), which also gives the whole sandbox one module graph: one state per
 * process, shared by the API handlers and the identity provider's token verifier.
 */
export function sandbox(): Plugin {
  return {
    name: 'portal-sandbox',
    apply: 'serve',
    configureServer(server) {
      mountSandbox(server);
    },
    configurePreviewServer(server) {
      mountSandbox(server);
    },
  };
}

/**
 * The prefixes the sandbox answers (sandbox/mount-points.ts has what each one is). Repeated
 * here rather than imported so this file has no relative runtime import for Vite's config
 * loader to bundle; test/sandbox/vite-plugin.test.ts keeps the two in step.
 */
export const SANDBOX_PREFIXES = ['/api', '/sandbox', '/realms'] as const;

/** True when the sandbox, not Vite, answers this request URL. */
export function isSandboxPath(url: string | undefined): boolean {
  const path = url?.split('?', 1)[0] ?? '';
  return SANDBOX_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The reading the sandbox's API answers in, from `SANDBOX_READING` (docs/sandbox.md): `body` when
 * unset or empty, `mirrored`, or an error naming the variable, which stops the server's start.
 * The sandbox's own parser (sandbox/api/sandbox-reading.ts) accepts the same values; this copy
 * keeps the plugin free of runtime imports (see above), and a test keeps the two in step.
 */
export function readSandboxReading(environment: Readonly<Record<string, string | undefined>>): SandboxReading {
  const value = environment.SANDBOX_READING?.trim() ?? '';
  if (value === '' || value === 'body') return 'body';
  if (value === 'mirrored') return 'mirrored';
  throw new Error(`SANDBOX_READING=${value} no es una lectura del sandbox: usa 'body' (por defecto) o 'mirrored' (docs/sandbox.md).`);
}

/**
 * How the sandbox's identity provider matches redirect addresses, from `SANDBOX_REDIRECTS`
 * (docs/sandbox.md): `exact` when unset or empty, `any` (a wildcard realm, broken on purpose), or an
 * error naming the variable, which stops the server's start. The provider reads the variable itself
 * (redirectMatchingFrom in sandbox/identity/identity-settings.ts); this copy refuses a bad value
 * before anything loads and names the matching in the start log, and a test keeps the two in step.
 */
export function readSandboxRedirects(environment: Readonly<Record<string, string | undefined>>): 'exact' | 'any' {
  const value = environment.SANDBOX_REDIRECTS?.trim() ?? '';
  if (value === '' || value === 'exact') return 'exact';
  if (value === 'any') return 'any';
  throw new Error(`SANDBOX_REDIRECTS=${value} no es una forma de comparar las direcciones de retorno: usa 'exact' (por defecto) o 'any' (docs/sandbox.md).`);
}

const redirectNames = { exact: 'solo las registradas', any: 'CUALQUIERA (realm con comodín, roto a propósito)' } as const;

const readingNames: Readonly<Record<SandboxReading, string>> = {
  body: 'códigos en el cuerpo',
  mirrored: 'códigos reflejados en el estado HTTP, listas anidadas',
};

function mountSandbox(server: ViteDevServer | PreviewServer): void {
  if (process.env.VITEST) return;
  const { logger } = server.config;
  // Read once, before anything loads: an unknown value refuses to start the server.
  const reading = readSandboxReading(process.env);
  const redirects = readSandboxRedirects(process.env);
  // Loading starts now but does not hold the server's start; requests for sandbox paths
  // that arrive first wait for it, everything else goes straight to Vite.
  const app = loadSandboxApp(server, reading);
  app.then(
    () =>
      logger.info(
        `  ➜  Sandbox: /api, /sandbox (docs/sandbox.md), lectura ${reading}: ${readingNames[reading]}; direcciones de retorno ${redirects}: ${redirectNames[redirects]}`,
        {
        timestamp: true,
      }),
    (error: unknown) => logger.error(`El sandbox no pudo iniciar: ${describe(error)}`, { timestamp: true }),
  );
  const middleware: Connect.NextHandleFunction = (request, response, next) => {
    if (!isSandboxPath(request.url)) {
      next();
      return;
    }
    app.then((sandboxApp) => sandboxApp(request, response, next), next);
  };
  server.middlewares.use(middleware);
}

async function loadSandboxApp(server: ViteDevServer | PreviewServer, reading: SandboxReading): Promise<SandboxMiddleware> {
  const { createRunnableDevEnvironment, resolveConfig } = await import('vite');
  const root = server.config.root;
  const config: ResolvedConfig = await resolveConfig(
    {
      root,
      configFile: false,
      envDir: false,
      logLevel: 'warn',
      // The runner transforms TypeScript only; it has no cache worth keeping.
      cacheDir: 'node_modules/.vite-sandbox',
      environments: {
        sandbox: {
          consumer: 'server',
          dev: { moduleRunnerTransform: true },
          // Packages (express, msw, oidc-provider...) are imported by Node, not transformed.
          resolve: { external: true, mainFields: [], conditions: ['node'] },
        },
      },
    },
    'serve',
  );
  const environment = createRunnableDevEnvironment('sandbox', config, {
    runnerOptions: { hmr: { logger: false } },
    hot: false,
  });
  await environment.init();
  // Kept open for the server's lifetime: lazily created mounts import modules through it.
  server.httpServer?.once('close', () => void environment.close());
  const module = await environment.runner.import<{ createSandboxMiddleware: typeof createSandboxMiddleware }>(
    `${root}/sandbox/server/create-sandbox-app.ts`,
  );
  return module.createSandboxMiddleware({ origin: () => originOf(server), reading });
}

/**
 * The origin people's browsers use, which an OIDC issuer must match exactly: this server's own,
 * or SANDBOX_PUBLIC_ORIGIN's when a proxy stands in front of it (the benchmark's nginx, over https).
 */
function originOf(server: ViteDevServer | PreviewServer): string {
  const publicOrigin = process.env.SANDBOX_PUBLIC_ORIGIN;
  if (publicOrigin) return new URL(publicOrigin).origin;
  const local = server.resolvedUrls?.local[0];
  if (local) return new URL(local).origin;
  const { server: dev, preview } = server.config;
  const options = 'ssrLoadModule' in server ? dev : preview;
  const host = typeof options.host === 'string' ? options.host : 'localhost';
  return `http://${host}:${options.port ?? 5173}`;
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
