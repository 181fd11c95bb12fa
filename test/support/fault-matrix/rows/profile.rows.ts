import { LoadLocations } from '@/application/profile/load-locations.use-case';
import { LoadPersonalData } from '@/application/profile/load-personal-data.use-case';
import { UpdatePersonalData } from '@/application/profile/update-personal-data.use-case';
import { faultMatrixRow, type FaultMatrixRow } from '@test/support/fault-matrix/fault-matrix.model';
import { faults, signedIn, systemError } from './row-helpers';

const people = '/api/v1/manage/people';
const userRecord = {
  mobile: '3104567890',
  phone: '',
  email: 'ana.perez@correo.co',
  country: 'CO',
  state: '05',
  city: '05001',
  neighborhood: '0500109999',
  address: 'Cra. 45 # 12-30',
  sector: 'U',
  idSap: '700123',
};
const personalDataUpdate = {
  idSap: '700123',
  values: {
    cellphoneNumber: '3104567890',
    phoneNumber: '',
    email: 'ana.perez@correo.co',
    confirmEmail: 'ana.perez@correo.co',
    address: 'Cra. 45 # 12-30',
    sector: 'U',
  },
  location: { country: 'CO', state: '05', city: '05001', neighborhood: '0500109999' },
  isPrivacyAccepted: true,
} as const;
const locationList = (level: string) => ({ detail: { [level]: [{ name: 'SIN IDENTIFICAR', id: 1, code: '0500109999' }] } });

/**
 * The data update: five calls made only from a page behind sign-in, each requiring the bearer
 * token in the contract, so they run as that person does, with the token (and, where the call
 * carries the person's document, the session).
 */
export const profileRows: readonly FaultMatrixRow<unknown>[] = [
  faultMatrixRow({
    call: 'ProfileGateway.getUser',
    method: 'get',
    path: `${people}/users/user`,
    session: true,
    invoke: (container) => signedIn(container).get(LoadPersonalData).execute(),
    // A code the table does not name, even with the record: never a prefilled form.
    codeBody: (code) => ({ code, data: userRecord, message: 'Respuesta del fondo' }),
    successBody: { code: 200, data: userRecord, message: 'OK' },
    success: { kind: 'loaded' },
    expected: faults(systemError, systemError),
  }),
  faultMatrixRow({
    call: 'ProfileGateway.updateUser',
    method: 'put',
    path: `${people}/users/700123`,
    session: true,
    invoke: (container) => signedIn(container).get(UpdatePersonalData).execute(personalDataUpdate),
    // Neither 0 nor 409: the generic error, never 'updated' nor 'Correo existente'.
    codeBody: (code) => ({ code, description: 'Respuesta del fondo' }),
    successBody: { code: 0, description: 'Actualizado' },
    success: { kind: 'updated' },
    expected: faults(systemError, systemError),
  }),
  faultMatrixRow({
    call: 'ProfileGateway.getStates',
    method: 'get',
    path: `${people}/locations/states`,
    session: true,
    invoke: (container) => container.get(LoadLocations).states('CO'),
    // A code other than 0 or 200, even with options: never a list to choose from.
    codeBody: (code) => ({ code, ...locationList('states') }),
    successBody: { detail: { states: [{ name: 'Antioquia', id: 1, code: '05' }] } },
    success: { kind: 'options' },
    expected: faults(systemError, systemError),
  }),
  faultMatrixRow({
    call: 'ProfileGateway.getCities',
    method: 'get',
    path: `${people}/locations/cities`,
    session: true,
    invoke: (container) => container.get(LoadLocations).cities('05'),
    codeBody: (code) => ({ code, ...locationList('cities') }),
    successBody: { detail: { cities: [{ name: 'Medellín', id: 1, code: '05001' }] } },
    success: { kind: 'options' },
    expected: faults(systemError, systemError),
  }),
  faultMatrixRow({
    call: 'ProfileGateway.getNeighborhoods',
    method: 'get',
    path: `${people}/locations/neighborhoods`,
    session: true,
    invoke: (container) => container.get(LoadLocations).neighborhoods('05001'),
    codeBody: (code) => ({ code, ...locationList('neighborhoods') }),
    successBody: locationList('neighborhoods'),
    success: { kind: 'options' },
    expected: faults(systemError, systemError),
  }),
];
