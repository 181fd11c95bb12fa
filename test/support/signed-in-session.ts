import type { Session } from '@/domain/shared/session/session.entity';

export { FakeIdentity } from './fake-identity';

export const signedIn: Session = {
  isLogged: true,
  userName: 'mgomez',
  userFullName: 'María Gómez',
  documentType: 'CC',
  documentNumber: '1020304050',
  roles: ['role_personas'],
};
