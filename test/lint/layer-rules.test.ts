// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Proof that the layer rules of docs/architecture.md are enforced by the real eslint.config.js:
// each snippet is linted as if it lived at the given path in src/. A forbidden import must fail
// with the boundary rule itself (not some unrelated rule such as an unused variable), and an
// allowed one must lint clean, so a loosened config and an over-eager one both turn this red.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

const BOUNDARY_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages;
}

const boundaryErrors = (messages: Linter.LintMessage[]) =>
  messages.filter((message) => message.ruleId !== null && BOUNDARY_RULES.has(message.ruleId) && message.severity === 2);

// Value imports are used so that only the boundary rule can object to the snippet.
const importing = (specifier: string) => `import * as imported from '${specifier}';\nexport const used = imported;\n`;

interface Case {
  readonly file: string;
  readonly code: string;
  /** A fragment of the rule's message, so each case proves which boundary caught it. */
  readonly reason: string;
}

const forbidden: Record<string, Case> = {
  'domain → react': { file: 'src/domain/shared/documents/x.rules.ts', code: importing('react'), reason: 'domain is pure' },
  'domain → axios': { file: 'src/domain/shared/documents/x.rules.ts', code: importing('axios'), reason: 'domain is pure' },
  'domain → mobx': { file: 'src/domain/shared/documents/x.rules.ts', code: importing('mobx'), reason: 'domain is pure' },
  'domain → inversify': { file: 'src/domain/shared/documents/x.rules.ts', code: importing('inversify'), reason: 'domain is pure' },
  'domain → @/application/…': {
    file: 'src/domain/shared/documents/x.rules.ts',
    code: importing('@/application/shared/result'),
    reason: 'domain imports nothing outside itself',
  },
  'domain → @/infrastructure/…': {
    file: 'src/domain/shared/documents/x.rules.ts',
    code: importing('@/infrastructure/http/axios-http-client'),
    reason: 'domain imports nothing outside itself',
  },
  'domain → ../../presentation/… (relative)': {
    file: 'src/domain/shared/documents/x.rules.ts',
    code: importing('../../../presentation/app/app'),
    reason: 'domain imports nothing outside itself',
  },
  'domain → type-only import of axios': {
    file: 'src/domain/shared/documents/x.rules.ts',
    code: "import type { AxiosInstance } from 'axios';\nexport type Used = AxiosInstance;\n",
    reason: 'domain is pure',
  },
  'domain → re-export of react': {
    file: 'src/domain/shared/documents/x.rules.ts',
    code: "export { useState } from 'react';\n",
    reason: 'domain is pure',
  },
  'domain → dynamic import()': {
    file: 'src/domain/shared/documents/x.rules.ts',
    code: "export const load = () => import('axios');\n",
    reason: 'load nothing lazily',
  },
  'application → axios': {
    file: 'src/application/certificates/x.use-case.ts',
    code: importing('axios'),
    reason: 'application knows no UI or I/O library',
  },
  'application → @/infrastructure/…': {
    file: 'src/application/certificates/x.use-case.ts',
    code: importing('@/infrastructure/http/axios-http-client'),
    reason: 'application imports domain and its own ports only',
  },
  'application → react': {
    file: 'src/application/certificates/x.use-case.ts',
    code: importing('react'),
    reason: 'application knows no UI or I/O library',
  },
  'presentation → @/infrastructure/http/axios-http-client': {
    file: 'src/presentation/home/x.page.tsx',
    code: importing('@/infrastructure/http/axios-http-client'),
    reason: 'presentation reaches adapters through the container',
  },
  'presentation → axios': {
    file: 'src/presentation/home/x.page.tsx',
    code: importing('axios'),
    reason: 'presentation never talks HTTP or OIDC',
  },
  'presentation → oidc-client-ts': {
    file: 'src/presentation/home/x.page.tsx',
    code: importing('oidc-client-ts'),
    reason: 'presentation never talks HTTP or OIDC',
  },
  'presentation → dynamic import() of infrastructure': {
    file: 'src/presentation/home/x.page.tsx',
    code: "export const load = () => import('@/infrastructure/http/axios-http-client.adapter');\n",
    reason: 'presentation reaches adapters through the container',
  },
  'infrastructure → @/presentation/…': {
    file: 'src/infrastructure/http/x.gateway.ts',
    code: importing('@/presentation/app/feedback/ui.store'),
    reason: 'infrastructure implements ports',
  },
  'infrastructure → react': {
    file: 'src/infrastructure/http/x.gateway.ts',
    code: importing('react'),
    reason: 'infrastructure knows no UI library',
  },
  'presentation → ../../sandbox/…': {
    file: 'src/presentation/app/x.tsx',
    code: importing('../../sandbox/vite-plugin'),
    reason: 'src never imports sandbox/ or test/',
  },
  'infrastructure → ../../test/…': {
    file: 'src/infrastructure/config/x.ts',
    code: importing('../../test/support/test-config'),
    reason: 'src never imports sandbox/ or test/',
  },
  'domain → ../../sandbox/…': {
    file: 'src/domain/shared/x.ts',
    code: importing('../../sandbox/handlers'),
    reason: 'src never imports sandbox/ or test/',
  },
  'application → ../../test/…': {
    file: 'src/application/shared/x.ts',
    code: importing('../../test/support/test-config'),
    reason: 'src never imports sandbox/ or test/',
  },
  'composition root main.tsx → ../sandbox/…': {
    file: 'src/main.tsx',
    code: importing('../sandbox/vite-plugin'),
    reason: 'src never imports sandbox/ or test/',
  },
  'composition root container.ts → ../test/…': {
    file: 'src/container.ts',
    code: importing('../test/support/test-config'),
    reason: 'src never imports sandbox/ or test/',
  },
  'presentation → the composition root': {
    file: 'src/presentation/app/x.tsx',
    code: importing('@/container'),
    reason: 'Only main.tsx (through startup.tsx) and tests know the composition root',
  },
};

const allowed: Record<string, Case> = {
  'domain → class-validator': {
    file: 'src/domain/shared/documents/x.rules.ts',
    code: "import { IsNotEmpty } from 'class-validator';\nexport const rule = IsNotEmpty;\n",
    reason: '',
  },
  'domain → its own files (relative and @/domain)': {
    file: 'src/domain/shared/documents/x.rules.ts',
    code:
      "import { SessionShape } from '../session/session.entity';\nimport * as dates from '@/domain/shared/dates';\n" +
      'export const used = [SessionShape, dates];\n',
    reason: '',
  },
  'application → domain, its ports and inversify': {
    file: 'src/application/certificates/x.use-case.ts',
    code:
      "import { inject, injectable } from 'inversify';\nimport type { Result } from '@/application/shared/result';\n" +
      "import * as documents from '@/domain/shared/documents/document-type.entity';\n" +
      'export type Outcome = Result<number, string>;\nexport const used = [inject, injectable, documents];\n',
    reason: '',
  },
  'presentation → @/application/…, @/domain/…, react, mobx and Chakra': {
    file: 'src/presentation/home/x.page.tsx',
    code:
      "import { makeAutoObservable } from 'mobx';\nimport { useState } from 'react';\nimport { Button } from '@chakra-ui/react';\n" +
      "import { UiFeedback } from '@/application/shared/ui-feedback.port';\nimport * as documents from '@/domain/shared/documents/document-type.entity';\n" +
      'export const used = [makeAutoObservable, useState, Button, UiFeedback, documents];\n',
    reason: '',
  },
  'presentation → lazy page chunks through import()': {
    file: 'src/presentation/home/home.routes.ts',
    code: "import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';\nexport const featureRoutes: FeatureRoutes = { layout: 'portal', routes: [{ index: true, lazy: () => import('./home.page') }] };\n",
    reason: '',
  },
  'infrastructure → axios, oidc-client-ts (also lazily) and application ports': {
    file: 'src/infrastructure/identity/x.gateway.ts',
    code:
      "import axios from 'axios';\nimport { UiFeedback } from '@/application/shared/ui-feedback.port';\n" +
      "export const used = [axios, UiFeedback];\nexport const loadOidc = () => import('oidc-client-ts');\n",
    reason: '',
  },
  'composition root → every layer': {
    file: 'src/main.tsx',
    code:
      "import { createContainer } from '@/container';\nimport { AxiosHttpClient } from '@/infrastructure/http/axios-http-client.adapter';\n" +
      "import { renderApp } from '@/presentation/app/render-app';\nexport const used = [createContainer, AxiosHttpClient, renderApp];\n",
    reason: '',
  },
};

describe('layer rules (eslint.config.js)', () => {
  it('lints these virtual paths with the real config rather than ignoring them', async () => {
    for (const { file } of [...Object.values(forbidden), ...Object.values(allowed)]) {
      expect(await eslint.isPathIgnored(file), file).toBe(false);
    }
  });

  it.each(Object.entries(forbidden))('fails: %s', async (_name, { file, code, reason }) => {
    const errors = boundaryErrors(await lint(file, code));
    expect(errors.map((error) => error.message).join('\n')).toContain(reason);
  });

  it.each(Object.entries(allowed))('passes: %s', async (_name, { file, code }) => {
    const messages = await lint(file, code);
    expect(messages.map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`)).toEqual([]);
  });
});
