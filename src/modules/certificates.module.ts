import { ContainerModule } from 'inversify';
import { CertificatesGateway } from '@/application/certificates/certificates-gateway.port';
import { AxiosCertificatesGateway } from '@/infrastructure/api/certificates/axios-certificates.gateway';

/**
 * The certificates feature's shared binding: its gateway. Each of its pages binds its own view
 * model and use cases in a page module of its own (src/modules/certificates/<route folder>.module.ts),
 * which the route table loads beside this one and the page's chunk,
 * so /certificados does not load the eight other pages' code (ADR 0009, decision 18).
 */
export const certificatesModule = new ContainerModule(({ bind }) => {
  bind<CertificatesGateway>(CertificatesGateway).to(AxiosCertificatesGateway);
});
