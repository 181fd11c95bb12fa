import type { RebindSync } from 'inversify';
import { SaveCertificateFile } from '@/application/shared/certificate-delivery/save-certificate-file.use-case';
import { CertificateDeliveryViewModel } from '@/presentation/shared/components/certificate-delivery/certificate-delivery.view-model';

/**
 * The certificate delivery that the certificates and FOVIS share, bound by each of their modules.
 * Either module may load first, or both: `rebind` makes the second load replace the first's
 * identical bindings instead of adding a second match. Kept out of the shell module so the home's
 * first load carries none of it. The view model is transient, one per page visit.
 */
export function bindCertificateDelivery(rebind: RebindSync): void {
  rebind(SaveCertificateFile).toSelf();
  rebind(CertificateDeliveryViewModel).toSelf().inTransientScope();
}
