// @vitest-environment node
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeRuleTables, IMPORTS, importing, repoEslint, repoRoot, type RuleTable, SYNTAX, ZONES } from '@test/support/feature-rules';

// The feature rules of ADR 0001 for the composition level (src/modules, the composition root, the
// @test/@sandbox aliases) and against import cycles, in the real eslint.config.js.

// 3. The composition level, and the @test/@sandbox aliases.
const composition: RuleTable = {
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

describeRuleTables([['3. composition level and test/sandbox aliases', composition]]);

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
    const config = (await repoEslint().calculateConfigForFile('src/application/certificates/list-certificates.use-case.ts')) as {
      rules: Record<string, unknown>;
    };
    expect(config.rules['import-x/no-cycle']).toEqual([2, expect.objectContaining({ ignoreExternal: true })]);
  });
});
