// @vitest-environment node
import { describeRuleTables, type RuleTable } from '@test/support/feature-rules';

// The flow template's decisions (docs/adr/0009-one-flow-template.md) as lint rules in the real
// eslint.config.js (eslint-rules/flow-template.js): each rule is fed the other way of doing its one thing,
// which must fail, and the template's way, which must lint clean.

const OUTCOMES = 'template/outcomes-through-reading';
const ENTRY = 'template/entry-load-one-way';
const SYSTEM_ERROR = 'template/system-error-one-way';
const FEEDBACK = 'template/feedback-through-ui';
const FRAGMENT = 'template/one-route-fragment';

// Decision 11: outcomes are read through the table's reading, exported beside the table.
const outcomes: RuleTable = {
  forbidden: {
    'a use case reads the table with outcomeOf': {
      file: 'src/application/certificates/send-certificate-by-email.use-case.ts',
      code:
        "import { sendByEmailOutcomes } from '@/domain/certificates/certificate-delivery.outcomes';\n" +
        'export const outcome = (code: number | null) => sendByEmailOutcomes.outcomeOf(code);\n',
      rule: OUTCOMES,
      reason: "'sendByEmailOutcomes.outcomeOf(...)' reads the outcome table directly",
    },
    'a view model reads a table with outcomeOf': {
      file: 'src/presentation/fovis/certificados-vivienda/fovis-certificates.view-model.ts',
      code:
        "import { sendDocumentOutcomes } from '@/domain/fovis/send-document.outcomes';\n" +
        'export const outcome = sendDocumentOutcomes.outcomeOf(0);\n',
      rule: OUTCOMES,
      reason: "call the reading exported beside the table in its *.outcomes.ts (`<call>Outcome(code, ...)`)",
    },
  },
  allowed: {
    'a use case calls the reading': {
      file: 'src/application/certificates/send-certificate-by-email.use-case.ts',
      code:
        "import { sendByEmailOutcome } from '@/domain/certificates/certificate-delivery.outcomes';\n" +
        'export const outcome = (code: number | null) => sendByEmailOutcome(code);\n',
    },
    'the outcomes file defines its reading with outcomeOf': {
      file: 'src/domain/fovis/imaginary.outcomes.ts',
      code:
        "import { outcomeTable } from '@/domain/shared/outcome-table.rules';\n" +
        "export const imaginaryOutcomes = outcomeTable({ 0: 'ready' }, 'systemError');\n" +
        'export const imaginaryOutcome = (code: number | null) => imaginaryOutcomes.outcomeOf(code);\n',
    },
  },
};

// Decision 6: the entry load is started by useEntryLoad(vm), in every page.
const page = (body: string) =>
  "import { observer } from 'mobx-react-lite';\n" +
  "import { useViewModel } from '@/presentation/shared/di/container-context';\n" +
  "import { CertificatePage } from '@/presentation/certificates/shared/certificate-page';\n" +
  "import { useEntryLoad } from '@/presentation/shared/view-model/use-entry-load';\n" +
  "import { useEffect } from 'react';\n" +
  "import { MonetaryQuotaViewModel } from './monetary-quota.view-model';\n" +
  'export const Page = observer(function Page() {\n' +
  '  const vm = useViewModel(MonetaryQuotaViewModel);\n' +
  body +
  '});\n' +
  'export const unused = [useEntryLoad, useEffect, CertificatePage];\n';
const entryLoad: RuleTable = {
  forbidden: {
    "the page's own effect": {
      file: 'src/presentation/certificates/cuota-monetaria/monetary-quota.page.tsx',
      code: page('  useEffect(() => {\n    void vm.load();\n  }, [vm]);\n  return null;\n'),
      rule: ENTRY,
      reason: "the entry load 'vm.load' is started by hand: the page calls useEntryLoad(vm)",
    },
    "the certificate frame's onEnter": {
      file: 'src/presentation/certificates/cuota-monetaria/monetary-quota.page.tsx',
      code: page('  return <CertificatePage title="t" lead="l" onEnter={vm.load}>{null}</CertificatePage>;\n'),
      rule: ENTRY,
      reason: "'onEnter' hands the entry load to a frame",
    },
  },
  allowed: {
    'useEntryLoad(vm)': {
      file: 'src/presentation/certificates/cuota-monetaria/monetary-quota.page.tsx',
      code: page('  useEntryLoad(vm);\n  return <CertificatePage title="t" lead="l">{null}</CertificatePage>;\n'),
    },
  },
};

// 'Error del sistema' is raised with showSystemError; the shell's messages own its title.
const systemError: RuleTable = {
  forbidden: {
    "a feature's messages write the title": {
      file: 'src/presentation/profile/actualizacion-de-datos/personal-data.messages.ts',
      code: "export const messages = { systemError: { title: 'Error del sistema', message: 'Inténtalo más tarde.' } };\n",
      rule: SYSTEM_ERROR,
      reason: "'Error del sistema' is written here: raise it with ui.showSystemError(onClose)",
    },
    'a view model builds the modal by hand': {
      file: 'src/presentation/payments/pagos-en-linea/online-payments.view-model.ts',
      code:
        "import type { UiFeedback } from '@/application/shared/ui-feedback.port';\n" +
        "export const fail = (ui: UiFeedback) => ui.showModal({ tone: 'error', title: `Error del sistema`, message: 'x' });\n",
      rule: SYSTEM_ERROR,
      reason: 'raise it with ui.showSystemError(onClose)',
    },
  },
  allowed: {
    'a view model raises it': {
      file: 'src/presentation/profile/actualizacion-de-datos/personal-data.view-model.ts',
      code:
        "import type { UiFeedback } from '@/application/shared/ui-feedback.port';\n" +
        "export const fail = (ui: UiFeedback) => ui.showSystemError('stayOnPage');\n",
    },
    'the shell owns the title': {
      file: 'src/presentation/app/texts/shell.messages.ts',
      code: "export const feedback = { systemErrorTitle: 'Error del sistema' };\n",
    },
  },
};

// Decision 10: a feature's success and "not available" are modals through UiFeedback.showModal.
const dialog = (attributes: string) =>
  "import { Button } from '@chakra-ui/react';\n" +
  "import { InfoIcon, SuccessIcon } from '@/presentation/shared/components/icons/icons';\n" +
  "import { PortalDialog, PortalDialogContent } from '@/presentation/shared/components/portal-dialog/portal-dialog';\n" +
  'export const Shown = ({ onClose }: { onClose: () => void }) => (\n' +
  '  <PortalDialog isOpen onDismiss={onClose} role="dialog">\n' +
  `    <PortalDialogContent ${attributes} title="t" actions={<Button onClick={onClose}>x</Button>}>m</PortalDialogContent>\n` +
  '  </PortalDialog>\n' +
  ');\n' +
  'export const icons = [InfoIcon, SuccessIcon];\n';
const feedback: RuleTable = {
  forbidden: {
    "a page's own success dialog": {
      file: 'src/presentation/bookings/shared/filed-dialog.tsx',
      code: dialog('data-tone="success" icon={<SuccessIcon />}'),
      rule: FEEDBACK,
      reason: 'a feature builds its own toned dialog: show success and "not available" with ui.showModal',
    },
    "a dialog with a tone's icon": {
      file: 'src/presentation/fovis/certificados-vivienda/unavailable-dialog.tsx',
      code: dialog('icon={<SuccessIcon />}'),
      rule: FEEDBACK,
      reason: 'a feature builds its own SuccessIcon dialog',
    },
  },
  allowed: {
    'a dialog that shows content (a policy to read)': {
      file: 'src/presentation/profile/actualizacion-de-datos/privacy-policy-dialog.tsx',
      code: dialog('icon={<InfoIcon />}'),
    },
    'the shell draws the feedback modal': {
      file: 'src/presentation/app/feedback/feedback-modal.tsx',
      code: dialog('data-tone="success" icon={<SuccessIcon />}'),
    },
  },
};

// One route fragment per feature, found by the route table by its routes file's folder.
const fragmentOf = (name: string) => `import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';\nexport const ${name}: FeatureRoutes = { layout: 'portal', routes: [] };\n`;
const fragment: RuleTable = {
  forbidden: {
    'a second fragment beside the feature\'s': {
      file: 'src/presentation/bookings/bookings.routes.ts',
      code: fragmentOf('featureRoutes') + fragmentOf('bookingRequestRoutes').split('\n')[1],
      rule: FRAGMENT,
      reason: "'bookingRequestRoutes' is a second export of a routes file: a feature has one route fragment, featureRoutes",
    },
    'another export beside the fragment': {
      file: 'src/presentation/payments/payments.routes.ts',
      code: `${fragmentOf('featureRoutes')}export const pagosEnLinea = { label: 'Pagos en línea', to: '/pagos-en-linea' };\n`,
      rule: FRAGMENT,
      reason: "'pagosEnLinea' is a second export of a routes file",
    },
    'a fragment under another name': {
      file: 'src/presentation/profile/profile.routes.ts',
      code: fragmentOf('profileRoutes'),
      rule: FRAGMENT,
      reason: "the routes file exports no 'featureRoutes'",
    },
    'a routes file not named for its folder': {
      file: 'src/presentation/bookings/requests.routes.ts',
      code: fragmentOf('featureRoutes'),
      rule: FRAGMENT,
      reason: "a routes file is named for its feature's folder: bookings/bookings.routes.ts",
    },
  },
  allowed: {
    "the feature's one fragment, with its own constants": {
      file: 'src/presentation/bookings/bookings.routes.ts',
      code: `const landing = { label: 'Reagenda tu reserva', to: '/reagenda-tu-reserva' };\nvoid landing;\n${fragmentOf('featureRoutes')}`,
    },
  },
};

describeRuleTables([
  ['one route fragment per feature', fragment],
  ['outcomes read through the reading', outcomes],
  ['an entry load started one way', entryLoad],
  ["'Error del sistema' raised one way", systemError],
  ['success and "not available" through UiFeedback', feedback],
]);
