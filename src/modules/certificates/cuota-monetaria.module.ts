import { ContainerModule } from 'inversify';
import { LoadMonetaryQuota } from '@/application/certificates/load-monetary-quota.use-case';
import { MonetaryQuotaViewModel } from '@/presentation/certificates/cuota-monetaria/monetary-quota.view-model';

/**
 * The bindings of the monetary-quota consultation, loaded with its page beside the certificates' module (the gateway):
 * other certificate pages' code stays out of its first load. Use cases that several pages share
 * are bound with `rebind`, so any order of visits leaves one binding (ADR 0009, decision 18).
 */
export const monetaryQuotaModule = new ContainerModule(({ rebind }) => {
  rebind(LoadMonetaryQuota).toSelf();
  rebind(MonetaryQuotaViewModel).toSelf().inTransientScope();
});
