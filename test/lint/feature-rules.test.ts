// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Proof of the feature rules of ADR 0001 ("Feature zones") in the real eslint.config.js, like
// layer-rules.test.ts: each snippet is linted as if it lived at the given path, a forbidden one must fail
// with the named rule and a fragment of its message, an allowed one must lint clean. The feature names
// (payments, bookings, fovis, profile) are mostly folders that do not exist yet: the rules read folder names.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

// The suffix allow-list, read from the config as ESLint resolves it for a src file.
interface FileNameOptions {
  readonly suffixes: readonly string[];
}
const srcConfig = (await new ESLint({ cwd: repoRoot }).calculateConfigForFile('src/main.tsx')) as { rules: Record<string, [number, FileNameOptions]> };
const { suffixes: roleSuffixes } = srcConfig.rules['local/file-names']?.[1] ?? { suffixes: [] };

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages;
}

const importing = (...specifiers: string[]) =>
  specifiers.map((specifier, index) => `import * as imported${index} from '${specifier}';`).join('\n') +
  `\nexport const used = [${specifiers.map((_, index) => `imported${index}`).join(', ')}];\n`;

interface Forbidden {
  readonly file: string;
  readonly code: string;
  /** The rule that must catch it, and a fragment of its message. */
  readonly rule: string;
  readonly reason: string;
}
interface Allowed {
  readonly file: string;
  readonly code: string;
}

const ZONES = 'local/feature-zones';
const IMPORTS = 'no-restricted-imports';
const SYNTAX = 'no-restricted-syntax';
const NAMES = 'local/file-names';

// 1. Feature zones in every layer.
const featureZones: { forbidden: Record<string, Forbidden>; allowed: Record<string, Allowed> } = {
  forbidden: {
    'application/payments → @/application/certificates': {
      file: 'src/application/payments/pay-bill.use-case.ts',
      code: importing('@/application/certificates/list-certificates.use-case'),
      rule: ZONES,
      reason: "feature 'payments' imports only its own folders and shared code, never another feature ('certificates'",
    },
    'presentation/bookings → @/domain/certificates (a lower layer of another feature)': {
      file: 'src/presentation/bookings/reagenda-tu-reserva/booking-landing.page.tsx',
      code: importing('@/domain/certificates/beneficiary.entity'),
      rule: ZONES,
      reason: "feature 'bookings' imports only its own folders and shared code, never another feature ('certificates'",
    },
    'infrastructure/api/payments → the port of certificates': {
      file: 'src/infrastructure/api/payments/axios-payments.gateway.ts',
      code: importing('@/application/certificates/certificates-gateway.port'),
      rule: ZONES,
      reason: "never another feature ('certificates'",
    },
    'infrastructure/api/payments → infrastructure/api/certificates': {
      file: 'src/infrastructure/api/payments/axios-payments.gateway.ts',
      code: importing('../certificates/certificates.mapper'),
      rule: ZONES,
      reason: "never another feature ('certificates'",
    },
    'infrastructure/storage/bookings → infrastructure/api/payments': {
      file: 'src/infrastructure/storage/bookings/tab-booking-drafts.adapter.ts',
      code: importing('@/infrastructure/api/payments/payments.mapper'),
      rule: ZONES,
      reason: "feature 'bookings' imports only its own folders and shared code, never another feature ('payments'",
    },
    'domain/fovis → ../certificates (relative)': {
      file: 'src/domain/fovis/fovis-application.rules.ts',
      code: importing('../certificates/beneficiary.entity'),
      rule: ZONES,
      reason: "feature 'fovis' imports only its own folders and shared code",
    },
    'type-only import across features': {
      file: 'src/application/profile/update-profile.use-case.ts',
      code: "import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';\nexport type Used = Beneficiary;\n",
      rule: ZONES,
      reason: "never another feature ('certificates'",
    },
    'lazy import() across features': {
      file: 'src/presentation/profile/actualiza-tus-datos/profile.page.tsx',
      code: "export const load = () => import('@/presentation/certificates/certificados/certificates.page');\n",
      rule: ZONES,
      reason: "never another feature ('certificates'",
    },
    're-export from another feature': {
      file: 'src/domain/payments/payment.entity.ts',
      code: "export { Beneficiary } from '@/domain/certificates/beneficiary.entity';\n",
      rule: ZONES,
      reason: "never another feature ('certificates'",
    },
    'domain/shared → a domain feature': {
      file: 'src/domain/shared/money.rules.ts',
      code: importing('@/domain/certificates/monetary-quota.entity'),
      rule: ZONES,
      reason: 'shared code imports no feature',
    },
    'application/shared → an application feature': {
      file: 'src/application/shared/gateway-answer.model.ts',
      code: importing('@/application/certificates/list-certificates.use-case'),
      rule: ZONES,
      reason: 'shared code imports no feature',
    },
    'shared infrastructure (http) → infrastructure/api/certificates': {
      file: 'src/infrastructure/http/axios-http-client.adapter.ts',
      code: importing('@/infrastructure/api/certificates/certificates.mapper'),
      rule: ZONES,
      reason: 'shared code imports no feature',
    },
    'shared infrastructure (storage) → infrastructure/storage/bookings': {
      file: 'src/infrastructure/storage/web-key-value-storage.adapter.ts',
      code: importing('./bookings/tab-booking-drafts.adapter'),
      rule: ZONES,
      reason: 'shared code imports no feature',
    },
    'presentation/shared → a presentation feature': {
      file: 'src/presentation/shared/components/card-grid/card-grid.tsx',
      code: importing('@/presentation/certificates/shared/certificate-unavailable'),
      rule: ZONES,
      reason: 'shared code imports no feature',
    },
    'presentation/app → a page of a feature': {
      file: 'src/presentation/app/routing/route-table.tsx',
      code: "export const load = () => import('@/presentation/home/home.page');\n",
      rule: ZONES,
      reason: 'the app shell reaches a feature only through its route fragment @/presentation/home/home.routes',
    },
    'presentation/app → a view model of a feature': {
      file: 'src/presentation/app/layout/header.tsx',
      code: importing('@/presentation/certificates/certificados/certificates.view-model'),
      rule: ZONES,
      reason: 'only through its route fragment @/presentation/certificates/certificates.routes',
    },
  },
  allowed: {
    'presentation/payments route → its own folder, its feature shared, presentation shared, lower layers of payments and shared': {
      file: 'src/presentation/payments/pagos-en-linea/online-payment.page.tsx',
      code: importing(
        './online-payment.view-model',
        '@/presentation/payments/pagos-en-linea/online-payment.messages',
        '../shared/payment-summary',
        '@/presentation/payments/shared/payment.messages',
        '@/presentation/shared/components/card-grid/card-grid',
        '@/application/payments/pay-bill.use-case',
        '@/application/shared/ui-feedback.port',
        '@/domain/payments/payment.entity',
        '@/domain/shared/money.rules',
      ),
    },
    'application/payments → its own folder, domain/payments, domain and application shared': {
      file: 'src/application/payments/pay-bill.use-case.ts',
      code: importing('./payments-gateway.port', '@/domain/payments/payment.entity', '@/domain/shared/money.rules', '@/application/shared/gateway-answer'),
    },
    'infrastructure/api/payments → its port, its domain, shared infrastructure': {
      file: 'src/infrastructure/api/payments/axios-payments.gateway.ts',
      code: importing(
        './payments.mapper',
        '@/application/payments/payments-gateway.port',
        '@/domain/payments/payment.entity',
        '@/infrastructure/http/http-client',
        '@/application/shared/gateway-answer',
      ),
    },
    'infrastructure/storage/bookings → its port, its domain, shared storage': {
      file: 'src/infrastructure/storage/bookings/tab-booking-drafts.adapter.ts',
      code: importing('./booking-draft-database.util', '@/application/bookings/booking-draft-store.port', '@/domain/bookings/booking-draft.entity', '../indexed-db.util'),
    },
    'shared → shared, in each layer': {
      file: 'src/presentation/shared/components/card-grid/card-grid.tsx',
      code: importing('@/presentation/shared/routing/route-handle', '@/application/shared/ui-feedback.port', '@/domain/shared/money.rules'),
    },
    'presentation/app → route fragments of any feature': {
      file: 'src/presentation/app/routing/route-table.tsx',
      code: importing('@/presentation/certificates/certificates.routes', '@/presentation/fovis/fovis.routes'),
    },
  },
};

// 2. Route folders inside a presentation feature.
const routeFolders: { forbidden: Record<string, Forbidden>; allowed: Record<string, Allowed> } = {
  forbidden: {
    "a page → a sibling route's view model (relative)": {
      file: 'src/presentation/certificates/certificado-escolar/school-certificate.page.tsx',
      code: importing('../cuota-monetaria/monetary-quota.view-model'),
      rule: ZONES,
      reason: 'never another route of the feature (src/presentation/certificates/cuota-monetaria/monetary-quota.view-model)',
    },
    "a page → a sibling route's view model (@/ alias)": {
      file: 'src/presentation/payments/pagos-en-linea/online-payment.page.tsx',
      code: importing('@/presentation/payments/historial/payment-history.view-model'),
      rule: ZONES,
      reason: 'never another route of the feature',
    },
    'a route folder → the route fragment of its feature': {
      file: 'src/presentation/certificates/certificados/certificates.page.tsx',
      code: importing('../certificates.routes'),
      rule: ZONES,
      reason: 'never another route of the feature',
    },
    '<feature>/shared → a route folder of the feature': {
      file: 'src/presentation/certificates/shared/delivery/certificate-delivery.tsx',
      code: importing('@/presentation/certificates/certificados/certificates.view-model'),
      rule: ZONES,
      reason: "certificates/shared is shared by the feature's routes and imports none of them",
    },
    'the route fragment → a page, statically': {
      file: 'src/presentation/certificates/certificates.routes.ts',
      code: importing('./certificados/certificates.page'),
      rule: ZONES,
      reason: 'a route fragment loads its route folders lazily with import()',
    },
  },
  allowed: {
    'a route folder → its own files, <feature>/shared and presentation shared': {
      file: 'src/presentation/certificates/certificado-escolar/school-certificate.page.tsx',
      code: importing(
        './school-certificate.view-model',
        '../shared/signed-in/signed-in-certificate.page',
        '@/presentation/certificates/shared/certificates.messages',
        '@/presentation/shared/components/page-intro/page-intro',
      ),
    },
    '<feature>/shared → <feature>/shared': {
      file: 'src/presentation/certificates/shared/delivery/certificate-delivery.tsx',
      code: importing('../certificates.messages', '@/presentation/certificates/shared/signed-in/signed-in-certificate.view-model'),
    },
    'the route fragment → its route folders through import(), and types of them': {
      file: 'src/presentation/payments/payments.routes.ts',
      code:
        "import type { OnlinePaymentPage } from './pagos-en-linea/online-payment.page';\n" +
        "export type Page = typeof OnlinePaymentPage;\nexport const load = () => import('./pagos-en-linea/online-payment.page');\n",
    },
  },
};

// 3. The composition level, and the @test/@sandbox aliases.
const composition: { forbidden: Record<string, Forbidden>; allowed: Record<string, Allowed> } = {
  forbidden: {
    'presentation/app → @/modules': {
      file: 'src/presentation/app/routing/route-table.tsx',
      code: importing('@/modules/feature-modules'),
      rule: ZONES,
      reason: 'only the composition level (src/modules, container.ts, main.tsx) imports src/modules',
    },
    'application → ../../modules (relative)': {
      file: 'src/application/shared/gateway-answer.model.ts',
      code: importing('../../modules/shell.module'),
      rule: ZONES,
      reason: 'only the composition level',
    },
    'a presentation feature → @/modules lazily': {
      file: 'src/presentation/payments/pagos-en-linea/online-payment.page.tsx',
      code: "export const load = () => import('@/modules/payments.module');\n",
      rule: ZONES,
      reason: 'only the composition level',
    },
    'src/modules → the container': {
      file: 'src/modules/payments.module.ts',
      code: importing('@/container'),
      rule: IMPORTS,
      reason: 'Only main.tsx (through startup.tsx) and tests know the composition root',
    },
    'presentation → @test/… alias': {
      file: 'src/presentation/home/home.page.tsx',
      code: importing('@test/support/test-config'),
      rule: IMPORTS,
      reason: 'src never imports sandbox/ or test/',
    },
    'domain → @sandbox/… alias': {
      file: 'src/domain/shared/money.rules.ts',
      code: importing('@sandbox/handlers'),
      rule: IMPORTS,
      reason: 'src never imports sandbox/ or test/',
    },
    'src/modules → @sandbox/… alias': {
      file: 'src/modules/payments.module.ts',
      code: importing('@sandbox/handlers'),
      rule: IMPORTS,
      reason: 'src never imports sandbox/ or test/',
    },
    'main.tsx → @test/… alias': {
      file: 'src/main.tsx',
      code: importing('@test/support/test-config'),
      rule: IMPORTS,
      reason: 'src never imports sandbox/ or test/',
    },
    'infrastructure → import() of @test/…': {
      file: 'src/infrastructure/config/runtime-config.adapter.ts',
      code: "export const load = () => import('@test/support/test-config');\n",
      rule: SYNTAX,
      reason: 'src never imports sandbox/ or test/',
    },
  },
  allowed: {
    'src/modules → every layer and other modules': {
      file: 'src/modules/payments.module.ts',
      code: importing(
        'inversify',
        '@/application/payments/pay-bill.use-case',
        '@/infrastructure/api/payments/axios-payments.gateway',
        '@/infrastructure/http/http-client',
        '@/presentation/payments/pagos-en-linea/online-payment.view-model',
        '@/presentation/shared/routing/feature-routes',
        './shell.module',
      ),
    },
    'container.ts → @/modules': {
      file: 'src/container.ts',
      code: importing('@/modules/feature-modules', '@/modules/shell.module'),
    },
  },
};

// 5. Domain's allow-list.
const domain: { forbidden: Record<string, Forbidden>; allowed: Record<string, Allowed> } = {
  forbidden: Object.fromEntries([
    ...['lodash', 'lodash/fp', 'date-fns', 'zod', 'reflect-metadata', 'class-validator-jsonschema', '@scope/anything'].map((name) => [
      `domain → ${name}`,
      { file: 'src/domain/payments/payment.entity.ts', code: importing(name), rule: IMPORTS, reason: 'domain is pure: it imports only domain files and class-validator' },
    ]),
    [
      'domain → a file above src (relative)',
      {
        file: 'src/domain/payments/payment.entity.ts',
        code: importing('../../../package.json'),
        rule: ZONES,
        reason: 'domain imports only domain files and class-validator (package.json is outside src/domain)',
      },
    ],
  ]),
  allowed: {
    'domain → class-validator, domain shared, its own feature (relative and @/domain)': {
      file: 'src/domain/payments/payment.entity.ts',
      code: importing('class-validator', './payment.rules', '../shared/money.rules', '@/domain/payments/payment.outcomes', '@/domain/shared/dates.rules'),
    },
  },
};

// 6. File names.
const code = 'export const value = 1;\n';
const fileNames: { forbidden: Record<string, Forbidden>; allowed: Record<string, Allowed> } = {
  forbidden: {
    'PascalCase name': {
      file: 'src/application/payments/PayBill.use-case.ts',
      code,
      rule: NAMES,
      reason: 'file names under src/ are kebab-case',
    },
    'snake_case name': { file: 'src/domain/payments/payment_entity.rules.ts', code, rule: NAMES, reason: 'kebab-case' },
    'PascalCase React component': { file: 'src/presentation/payments/pagos-en-linea/PaymentForm.tsx', code, rule: NAMES, reason: 'kebab-case' },
    'unknown suffix (.service)': {
      file: 'src/application/payments/pay-bill.service.ts',
      code,
      rule: NAMES,
      reason: "'.service' is not a role suffix",
    },
    'two suffixes': { file: 'src/domain/payments/payment.entity.rules.ts', code, rule: NAMES, reason: "'.entity.rules' is not a role suffix" },
    'no suffix in domain': { file: 'src/domain/payments/payment.ts', code, rule: NAMES, reason: "'payment.ts' needs a role suffix" },
    'no suffix in shared infrastructure': {
      file: 'src/infrastructure/http/retry-policy.ts',
      code,
      rule: NAMES,
      reason: "'retry-policy.ts' needs a role suffix",
    },
    'a .ts helper with no suffix in presentation (only .tsx components and use-* hooks go without)': {
      file: 'src/presentation/payments/shared/format-amount.ts',
      code,
      rule: NAMES,
      reason: 'needs a role suffix',
    },
  },
  allowed: {
    // Every suffix of the allow-list (and the list is not empty: the rule is configured).
    ...(roleSuffixes.length > 10 ? {} : { 'the configured allow-list (missing)': { file: 'src/domain/payments/payment.ts', code } }),
    ...Object.fromEntries(roleSuffixes.map((suffix) => [`.${suffix}.ts`, { file: `src/application/payments/pay-bill.${suffix}.ts`, code }])),
    'React component .tsx in presentation': { file: 'src/presentation/payments/pagos-en-linea/payment-summary.tsx', code },
    'hook use-*.ts in presentation': { file: 'src/presentation/payments/shared/use-payment-status.ts', code },
    'the composition root files': { file: 'src/container.ts', code },
  },
};

const errorsOf = (messages: Linter.LintMessage[], rule: string) =>
  messages.filter((message) => message.ruleId === rule && message.severity === 2).map((message) => message.message);

describe.each([
  ['1. feature zones in every layer', featureZones],
  ['2. route folders inside a presentation feature', routeFolders],
  ['3. composition level and test/sandbox aliases', composition],
  ['5. domain allow-list', domain],
  ['6. file names', fileNames],
])('%s (eslint.config.js)', (_title, { forbidden, allowed }) => {
  it('lints these virtual paths rather than ignoring them', async () => {
    for (const { file } of [...Object.values(forbidden), ...Object.values(allowed)]) {
      expect(await eslint.isPathIgnored(file), file).toBe(false);
    }
  });

  it.each(Object.entries(forbidden))('fails: %s', async (_name, { file, code: snippet, rule, reason }) => {
    const errors = errorsOf(await lint(file, snippet), rule);
    expect(errors.join('\n'), `${rule} on ${file}`).toContain(reason);
  });

  it.each(Object.entries(allowed))('passes: %s', async (_name, { file, code: snippet }) => {
    const messages = await lint(file, snippet);
    expect(messages.map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`)).toEqual([]);
  });
});

// 4. No import cycles. A cycle needs files on disk on both sides, so these are fixture files under
// test/lint/fixtures/ (ignored by `npm run lint`, linted here with ignore: false by the same config).
describe('4. no import cycles (eslint.config.js)', () => {
  let fixtures: ESLint;
  beforeAll(() => {
    fixtures = new ESLint({ cwd: repoRoot, ignore: false });
  });
  const cycleErrors = async (file: string) => {
    const [result] = await fixtures.lintFiles([file]);
    return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-cycle' && message.severity === 2);
  };

  it('fails: a.ts -> b.ts -> a.ts, the way back through the @test/ alias', async () => {
    expect(await cycleErrors('test/lint/fixtures/cycle/a.ts')).toEqual([expect.objectContaining({ message: 'Dependency cycle detected', line: 3 })]);
    expect(await cycleErrors('test/lint/fixtures/cycle/b.ts')).toHaveLength(1);
  });

  it('fails: a cycle closed by a lazy import()', async () => {
    expect(await cycleErrors('test/lint/fixtures/lazy-cycle/f.ts')).toEqual([expect.objectContaining({ message: 'Dependency cycle detected' })]);
  });

  it('passes: c.ts -> d.ts with only a type-only import back', async () => {
    const [c, d] = await fixtures.lintFiles(['test/lint/fixtures/no-cycle/c.ts', 'test/lint/fixtures/no-cycle/d.ts']);
    expect([...(c?.messages ?? []), ...(d?.messages ?? [])].map((message) => `${message.ruleId}: ${message.message}`)).toEqual([]);
  });

  it('applies to src/ (the rule is configured for the files npm run lint checks)', async () => {
    const config = (await eslint.calculateConfigForFile('src/application/certificates/list-certificates.use-case.ts')) as {
      rules: Record<string, unknown>;
    };
    expect(config.rules['import-x/no-cycle']).toEqual([2, expect.objectContaining({ ignoreExternal: true })]);
  });
});
