// @vitest-environment node
import { describeRuleTables, importing, type RuleTable, ZONES } from '@test/support/feature-rules';

// Proof of the feature rules of ADR 0001 ("Feature zones") in the real eslint.config.js, like
// layer-rules.test.ts, through the case tables of test/support/feature-rules.ts. The feature names
// (payments, bookings, fovis, profile) are mostly folders that do not exist yet: the rules read folder names.
// This file holds the feature zones in every layer and the route folders inside a presentation feature;
// the composition level with import cycles, and the domain's allow-list with file names, are in the
// .composition and .domain-and-names tests beside it.

// 1. Feature zones in every layer.
const featureZones: RuleTable = {
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
const routeFolders: RuleTable = {
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
        "import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';\n" +
        "import type { OnlinePaymentPage } from './pagos-en-linea/online-payment.page';\n" +
        "type Page = typeof OnlinePaymentPage;\nconst load = (): Promise<{ Component: Page }> => import('./pagos-en-linea/online-payment.page').then(({ OnlinePaymentPage: Component }) => ({ Component }));\n" +
        "export const featureRoutes: FeatureRoutes = { layout: 'portal', routes: [{ path: 'pagos-en-linea', lazy: load }] };\n",
    },
  },
};

describeRuleTables([
  ['1. feature zones in every layer', featureZones],
  ['2. route folders inside a presentation feature', routeFolders],
]);
