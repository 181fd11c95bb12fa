import type { ContainerModule } from 'inversify';
import type { FeatureModuleName } from '@/presentation/shared/routing/feature-routes.model';

/**
 * Every feature's container module, each its own chunk: the entry holds only these loaders, and
 * a feature's code arrives with the first of its routes. A new flow adds one line here.
 */
export const featureModules: Readonly<Record<FeatureModuleName, () => Promise<ContainerModule>>> = {
  bookings: async () => (await import('./bookings.module')).bookingsModule,
  certificates: async () => (await import('./certificates.module')).certificatesModule,
  fovis: async () => (await import('./fovis.module')).fovisModule,
  payments: async () => (await import('./payments.module')).paymentsModule,
  profile: async () => (await import('./profile.module')).profileModule,
  // The certificates' page modules (ADR 0009, decision 18), each its own chunk.
  'certificates/list': async () => (await import('./certificates/list.module')).certificatesListModule,
  'certificates/anonymous': async () => (await import('./certificates/anonymous.module')).anonymousCertificateModule,
  'certificates/signed-in': async () => (await import('./certificates/signed-in.module')).signedInCertificateModule,
  'certificates/school': async () => (await import('./certificates/school.module')).schoolCertificateModule,
  'certificates/monetary-quota': async () => (await import('./certificates/monetary-quota.module')).monetaryQuotaModule,
  'certificates/affiliation-card': async () => (await import('./certificates/affiliation-card.module')).affiliationCardModule,
  'certificates/death': async () => (await import('./certificates/death.module')).deathCertificateModule,
};
