import { ContainerModule } from 'inversify';
import { LoadBeneficiaries } from '@/application/certificates/load-beneficiaries.use-case';
import { RequestAffiliationCard } from '@/application/certificates/request-affiliation-card.use-case';
import { SendCertificateByEmail } from '@/application/certificates/send-certificate-by-email.use-case';
import { AffiliationCardViewModel } from '@/presentation/certificates/tarjeta-afiliacion/affiliation-card.view-model';
import { bindCertificateDelivery } from '../certificate-delivery-bindings.util';

/**
 * The bindings of the affiliation card, loaded with its page beside the certificates' module (the gateway):
 * other certificate pages' code stays out of its first load. Use cases that several pages share
 * are bound with `rebind`, so any order of visits leaves one binding (ADR 0009, decision 18).
 */
export const affiliationCardModule = new ContainerModule(({ rebind }) => {
  bindCertificateDelivery(rebind);
  rebind(LoadBeneficiaries).toSelf();
  rebind(RequestAffiliationCard).toSelf();
  rebind(SendCertificateByEmail).toSelf();
  rebind(AffiliationCardViewModel).toSelf().inTransientScope();
});
