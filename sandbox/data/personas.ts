/**
 * The sandbox's seeded people. Each one exists to reach a situation the feature docs name
 * (active affiliate with beneficiaries, affiliate without beneficiaries, retired holder,
 * person without e-mail, a record the fund cannot load, an update the fund cannot save), so
 * every flow can be walked on one machine. `docs/sandbox.md`
 * lists them; keep that table in step with this file.
 *
 * The data is invented. Document numbers were chosen so they are easy to type and so
 * `scripts/check-dist-no-sandbox.mjs` can look for them in the production bundle.
 */

export type SandboxDocumentType = 'CC' | 'CE' | 'PA' | 'PE' | 'PT' | 'TI' | 'RC';

/** The fund's two affiliation states that change what the API answers (a retired holder gets no certificate). */
type AffiliationStatus = 'activo' | 'retirado';

type Relationship = 'cónyuge' | 'hijo' | 'hija' | 'padre' | 'madre';

export interface SandboxBeneficiary {
  readonly documentType: SandboxDocumentType;
  readonly documentNumber: string;
  /** Upper case, as the fund's systems store names; the portal title-cases them. */
  readonly namePerson: string;
  readonly relationship: Relationship;
  /** ISO date (yyyy-mm-dd). */
  readonly birthDate: string;
}

/** Location codes (DANE DIVIPOLA, `sandbox/data/profile-divipola.json`). */
interface SandboxLocation {
  readonly country: 'CO';
  readonly state: string;
  readonly city: string;
  readonly neighborhood: string;
}

export interface SandboxPersona {
  /** Stable key for tests and docs; never shown to people. */
  readonly id: string;
  /** The sign-in user name (`preferred_username`) the identity provider will use. */
  readonly username: string;
  /**
   * The sandbox identity provider's password for this person (with the document type and
   * number). Demo data, shown on the sandbox's own sign-in page so anyone can sign in.
   */
  readonly password: string;
  readonly documentType: SandboxDocumentType;
  readonly documentNumber: string;
  /** `given_name` claim. */
  readonly givenNames: string;
  /** `family_name` claim. */
  readonly familyNames: string;
  /** Null: the person has no e-mail on record (certificates are not generated, payments answer 404). */
  readonly email: string | null;
  /** Ten-digit mobile number. */
  readonly mobile: string;
  /** Landline, 7 to 10 digits; empty when none. */
  readonly phone: string;
  readonly address: string;
  /** Null: no location on record, so the data-update form falls back to its defaults (docs/profile.md). */
  readonly location: SandboxLocation | null;
  readonly sector: 'U' | 'R';
  /** The fund's internal person id, used by the data-update call (`PUT .../users/{idSap}`). */
  readonly idSap: string;
  readonly affiliation: {
    readonly status: AffiliationStatus;
    readonly employer: string | null;
  };
  readonly beneficiaries: readonly SandboxBeneficiary[];
  /** One line for `docs/sandbox.md`: why this persona exists. */
  readonly situation: string;
}

export const seededPersonas: readonly SandboxPersona[] = [
  {
    id: 'afiliada-con-beneficiarios',
    username: 'maria.restrepo',
    password: 'Maria2026*',
    documentType: 'CC',
    documentNumber: '1037600123',
    givenNames: 'María Fernanda',
    familyNames: 'Restrepo Gómez',
    email: 'maria.restrepo@correo.example',
    mobile: '3104567890',
    phone: '6044441234',
    address: 'Calle 10 # 43-25 apto 501',
    location: { country: 'CO', state: '05', city: '05001', neighborhood: '0500100001' },
    sector: 'U',
    idSap: '0001000123',
    affiliation: { status: 'activo', employer: 'Confecciones del Valle de Aburrá S.A.S.' },
    // Six beneficiaries: one more than the affiliation card's limit of five, so the
    // "unselected rows are disabled at five" rule can be exercised.
    beneficiaries: [
      { documentType: 'CC', documentNumber: '98765432', namePerson: 'JUAN CAMILO ARANGO MESA', relationship: 'cónyuge', birthDate: '1986-03-14' },
      { documentType: 'TI', documentNumber: '1034567890', namePerson: 'SOFÍA ARANGO RESTREPO', relationship: 'hija', birthDate: '2011-07-02' },
      { documentType: 'TI', documentNumber: '1034567891', namePerson: 'MATEO ARANGO RESTREPO', relationship: 'hijo', birthDate: '2013-11-20' },
      { documentType: 'RC', documentNumber: '1034567892', namePerson: 'VALENTINA ARANGO RESTREPO', relationship: 'hija', birthDate: '2019-05-09' },
      { documentType: 'CC', documentNumber: '21456789', namePerson: 'ROSA ELENA GÓMEZ DE RESTREPO', relationship: 'madre', birthDate: '1958-01-30' },
      { documentType: 'CC', documentNumber: '8345678', namePerson: 'LUIS ALBERTO RESTREPO PÉREZ', relationship: 'padre', birthDate: '1955-09-12' },
    ],
    situation: 'Afiliada activa con seis beneficiarios (cónyuge, tres hijos y sus padres).',
  },
  {
    id: 'afiliado-sin-beneficiarios',
    username: 'carlos.zapata',
    password: 'Carlos2026*',
    documentType: 'CC',
    documentNumber: '71650432',
    givenNames: 'Carlos Andrés',
    familyNames: 'Zapata Ruiz',
    email: 'carlos.zapata@correo.example',
    mobile: '3001234567',
    phone: '',
    address: 'Carrera 50 # 52-36',
    location: { country: 'CO', state: '05', city: '05088', neighborhood: '0508800002' },
    sector: 'U',
    idSap: '0001000456',
    affiliation: { status: 'activo', employer: 'Transportes La Montaña Ltda.' },
    beneficiaries: [],
    situation: 'Afiliado activo sin beneficiarios.',
  },
  {
    id: 'titular-retirado',
    username: 'luz.ospina',
    password: 'Luz2026*',
    documentType: 'CC',
    documentNumber: '43218765',
    givenNames: 'Luz Marina',
    familyNames: 'Ospina Vélez',
    email: 'luz.ospina@correo.example',
    mobile: '3157654321',
    phone: '6042223344',
    address: 'Diagonal 75B # 2A-80 casa 3',
    location: { country: 'CO', state: '05', city: '05360', neighborhood: '0536000003' },
    sector: 'R',
    idSap: '0001000789',
    affiliation: { status: 'retirado', employer: null },
    beneficiaries: [
      { documentType: 'CC', documentNumber: '1152445566', namePerson: 'ANDRÉS FELIPE CARDONA OSPINA', relationship: 'hijo', birthDate: '2001-02-17' },
    ],
    situation: 'Titular retirado: ya no es afiliado activo, aunque conserva un beneficiario registrado.',
  },
  {
    id: 'afiliado-sin-correo',
    username: 'jose.hernandez',
    password: 'Jose2026*',
    documentType: 'CE',
    documentNumber: '4567123',
    givenNames: 'José Gregorio',
    familyNames: 'Hernández Rojas',
    email: null,
    mobile: '3209876543',
    phone: '',
    address: 'Calle 45 # 70-12',
    location: null,
    sector: 'U',
    idSap: '0001001011',
    affiliation: { status: 'activo', employer: 'Servicios Generales Oriente S.A.S.' },
    beneficiaries: [
      { documentType: 'PT', documentNumber: '6543210', namePerson: 'YELITZA CAROLINA MÁRQUEZ DÍAZ', relationship: 'cónyuge', birthDate: '1992-08-25' },
    ],
    situation: 'Afiliado activo sin correo electrónico registrado ni ubicación.',
  },
  {
    id: 'registro-no-disponible',
    username: 'diana.cardenas',
    password: 'Diana2026*',
    documentType: 'CC',
    documentNumber: '52500500',
    givenNames: 'Diana Patricia',
    familyNames: 'Cárdenas Mora',
    email: 'diana.cardenas@correo.example',
    mobile: '3012223344',
    phone: '',
    address: 'Carrera 43A # 38 Sur-15',
    location: { country: 'CO', state: '05', city: '05266', neighborhood: '0526600002' },
    sector: 'U',
    idSap: '0001001213',
    affiliation: { status: 'activo', employer: 'Panadería El Trigal S.A.S.' },
    beneficiaries: [],
    // Her records are what the fund's people and subsidies services fail on: the data-update
    // load and the FOVIS summary answer HTTP 500 (sandbox/data/profile.ts, sandbox/data/fovis.ts).
    situation: 'Afiliada activa cuyos datos el sistema de la caja no logra consultar (error del servidor).',
  },
  {
    id: 'actualizacion-falla-al-guardar',
    username: 'sergio.munoz',
    password: 'Sergio2026*',
    documentType: 'CC',
    documentNumber: '80500500',
    givenNames: 'Sergio Esteban',
    familyNames: 'Muñoz Castro',
    email: 'sergio.munoz@correo.example',
    mobile: '3165554433',
    phone: '6013456789',
    address: 'Calle 63 # 9-42 oficina 302',
    location: { country: 'CO', state: '11', city: '11001', neighborhood: '1100100001' },
    sector: 'U',
    idSap: '0001001415',
    affiliation: { status: 'activo', employer: 'Distribuidora Andina de Alimentos S.A.' },
    beneficiaries: [],
    // His record loads, but saving it fails on the fund's side (HTTP 500) after the body is checked.
    situation: 'Afiliado activo en Bogotá cuya actualización de datos falla en el sistema de la caja (error del servidor).',
  },
];
