// @vitest-environment node
import { describeRuleTables, IMPORTS, importing, NAMES, repoEslint, type RuleTable, ZONES } from '@test/support/feature-rules';

// The feature rules of ADR 0001 for the domain's allow-list of imports and for file names under src/,
// in the real eslint.config.js.

// The suffix allow-list, read from the config as ESLint resolves it for a src file.
interface FileNameOptions {
  readonly suffixes: readonly string[];
}
const srcConfig = (await repoEslint().calculateConfigForFile('src/main.tsx')) as { rules: Record<string, [number, FileNameOptions]> };
const { suffixes: roleSuffixes } = srcConfig.rules['local/file-names']?.[1] ?? { suffixes: [] };

// 5. Domain's allow-list.
const domain: RuleTable = {
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
const fileNames: RuleTable = {
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

describeRuleTables([
  ['5. domain allow-list', domain],
  ['6. file names', fileNames],
]);
