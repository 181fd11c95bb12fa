import { ContainerModule } from 'inversify';
import { LoadBeneficiaries } from '@/application/certificates/load-beneficiaries.use-case';
import { RequestSchoolCertificate } from '@/application/certificates/request-school-certificate.use-case';
import { SendCertificateByEmail } from '@/application/certificates/send-certificate-by-email.use-case';
import { UploadSchoolCertificate } from '@/application/certificates/upload-school-certificate.use-case';
import { SchoolCertificateViewModel } from '@/presentation/certificates/certificado-escolar/school-certificate.view-model';
import { bindCertificateDelivery } from '../certificate-delivery-bindings.util';

/**
 * The bindings of the school certificate, loaded with its page beside the certificates' module (the gateway):
 * other certificate pages' code stays out of its first load. Use cases that several pages share
 * are bound with `rebind`, so any order of visits leaves one binding (ADR 0009, decision 18).
 */
export const schoolCertificateModule = new ContainerModule(({ rebind }) => {
  bindCertificateDelivery(rebind);
  rebind(LoadBeneficiaries).toSelf();
  rebind(RequestSchoolCertificate).toSelf();
  rebind(SendCertificateByEmail).toSelf();
  rebind(UploadSchoolCertificate).toSelf();
  rebind(SchoolCertificateViewModel).toSelf().inTransientScope();
});
