// The checker's plan: every operation of the contract, in the order a person meets them, what each one
// changes (nothing, or an e-mail, a filing, a payment, an update: those run only with --writes), and
// where each call's parameters come from: the test person's document, what earlier answers held (a
// state's code, a beneficiary, a FOVIS card, a pending payment...) or the contract's own examples.

/**
 * @typedef {import('../api-contract/contract.d.mts').Contract} Contract
 * @typedef {import('./options.mjs').TestDocument} TestDocument
 * @typedef {Record<string, unknown>} Json
 * @typedef {{ query?: Record<string, string>, pathParams?: Record<string, string>, body?: unknown } | { skip: string }} Request
 * @typedef {{ document: TestDocument, contract: Contract, found: Found }} PlanContext
 * @typedef {{ stateCode?: string, cityCode?: string, record?: Json, beneficiaries?: Json[], certificateIds?: number[], pending?: Json[], purchases?: Json[], requestId?: string }} Found
 * @typedef {{ operationId: string, changes: string | null, build: (context: PlanContext) => Request, learn?: (found: Found, body: unknown) => void }} Step
 */

/** @param {unknown} value @returns {value is Json} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** @param {unknown} value @returns {Json[]} */
const objects = (value) => (Array.isArray(value) ? value.filter(isObject) : []);
/** @param {unknown} value */
const text = (value) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** The first list among `data`, `data.<key>`..., `detail`, `detail.<key>`: either reading of a list. @param {unknown} body @param {readonly string[]} keys */
function listIn(body, keys) {
  if (!isObject(body)) return [];
  for (const holder of [body, body.data, body.detail]) {
    if (!isObject(holder)) continue;
    for (const key of keys) if (Array.isArray(holder[key])) return objects(holder[key]);
  }
  for (const value of [body.data, body.detail]) if (Array.isArray(value)) return objects(value);
  return [];
}

/** The first option's code of a location list. @param {unknown} body @param {string} level */
const firstCode = (body, level) => text(listIn(body, [level])[0]?.code) || undefined;

/** @param {Found} found */
const beneficiaryOf = (found) => {
  const first = found.beneficiaries?.[0];
  return first ? { documentType: text(first.documentType), documentNumber: text(first.documentNumber), namePerson: text(first.namePerson) } : null;
};

/** The request body's first example in the contract. @param {Contract} contract @param {string} operationId */
function bodyExample(contract, operationId) {
  const operation = contract.operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) return undefined;
  const item = asObject(asObject(contract.document.paths)[operation.path]);
  const media = asObject(asObject(asObject(asObject(item[operation.method.toLowerCase()]).requestBody).content)['application/json']);
  const named = Object.values(asObject(media.examples))[0];
  if (isObject(named) && 'value' in named) return structuredClone(named.value);
  const schema = resolve(contract.document, media.schema);
  return Array.isArray(schema?.examples) ? structuredClone(schema.examples[0]) : undefined;
}

/** The node a `$ref` points at inside the bundled document. @param {Json} document @param {unknown} node @returns {Json | null} */
function resolve(document, node) {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 10; hops += 1) {
    /** @type {unknown} */
    let target = document;
    for (const token of current.$ref.replace(/^#/, '').split('/').slice(1)) {
      target = isObject(target) ? target[token.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
    }
    current = target;
  }
  return isObject(current) ? current : null;
}

/**
 * The first value the contract's examples give a property of this name (e.g. `requestId` → '83412').
 * @param {Json} document @param {string} name @returns {string | undefined}
 */
function exampleValue(document, name) {
  /** @type {string | undefined} */
  let found;
  /** @param {unknown} node @param {boolean} inExample @param {number} depth */
  const walk = (node, inExample, depth) => {
    if (found !== undefined || depth > 60 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) walk(item, inExample, depth + 1);
      return;
    }
    const record = /** @type {Json} */ (node);
    if (inExample && name in record && text(record[name]) !== '') {
      found = text(record[name]);
      return;
    }
    for (const [key, value] of Object.entries(record)) walk(value, inExample || key === 'examples' || key === 'example', depth + 1);
  };
  walk(document, false, 0);
  return found;
}

/** @param {PlanContext} context */
const documentQuery = ({ document }) => ({ query: { tipoDoc: document.type, numDoc: document.number } });

/** @type {readonly Step[]} */
export const plan = [
  { operationId: 'listCertificates', changes: null, build: () => ({}) },
  { operationId: 'getFrequentQuestions', changes: null, build: () => ({}) },
  {
    operationId: 'findPendingPayments',
    changes: null,
    build: ({ document }) => ({ query: { tipoIdenteficacion: document.type, numeroIdentificacion: document.number } }),
    learn: (found, body) => {
      const top = isObject(body) && Array.isArray(body.pagos) ? objects(body.pagos) : [];
      found.pending = top.length > 0 ? top : listIn(body, ['pagos']);
    },
  },
  {
    operationId: 'findCustomerPurchases',
    changes: null,
    build: ({ document }) => ({ query: { documentType: document.type, documentNumber: document.number } }),
    learn: (found, body) => {
      found.purchases = listIn(body, ['purchases']);
    },
  },
  {
    operationId: 'getStates',
    changes: null,
    build: () => ({}),
    learn: (found, body) => {
      found.stateCode = firstCode(body, 'states');
    },
  },
  {
    operationId: 'getCities',
    changes: null,
    build: ({ found }) => (found.stateCode ? { query: { stateCode: found.stateCode } } : {}),
    learn: (found, body) => {
      found.cityCode = firstCode(body, 'cities');
    },
  },
  {
    operationId: 'getNeighborhoods',
    changes: null,
    build: ({ found }) => (found.cityCode ? { query: { cityCode: found.cityCode } } : {}),
  },
  {
    operationId: 'getUser',
    changes: null,
    build: ({ document }) => ({ query: { idType: document.type, idNumber: document.number } }),
    learn: (found, body) => {
      const data = isObject(body) ? body.data : undefined;
      found.record = isObject(data) ? data : objects(data)[0];
    },
  },
  {
    operationId: 'getBeneficiaries',
    changes: null,
    build: () => ({}),
    learn: (found, body) => {
      found.beneficiaries = listIn(body, ['familiarGroups', 'beneficiaries']);
    },
  },
  { operationId: 'getMonetaryQuota', changes: null, build: () => ({}) },
  {
    operationId: 'requestDownloadableCertificate',
    changes: null,
    build: ({ contract }) => ({ body: bodyExample(contract, 'requestDownloadableCertificate') }),
  },
  {
    operationId: 'requestAffiliationCard',
    changes: null,
    build: ({ found }) => {
      const beneficiary = beneficiaryOf(found);
      if (!beneficiary) return { skip: 'no se encontró un beneficiario para pedir el carné (getBeneficiaries)' };
      return { body: { beneficiaries: [beneficiary], certificateCode: 'C08' } };
    },
  },
  {
    operationId: 'getPostulationInfo',
    changes: null,
    build: () => ({}),
    learn: (found, body) => {
      const data = isObject(body) && isObject(body.data) ? body.data : {};
      found.certificateIds = objects(data.certificateTypes)
        .map((card) => Number(text(card.id)))
        .filter((id) => Number.isInteger(id) && id >= 1 && id <= 14);
    },
  },
  {
    operationId: 'getCertificate',
    changes: null,
    build: ({ contract, found }) => {
      const operation = contract.operations.find((candidate) => candidate.operationId === 'getCertificate');
      const listed = operation?.parameters.find((parameter) => parameter.name === 'kind')?.schema.enum;
      const kinds = Array.isArray(listed) ? listed.filter((kind) => typeof kind === 'string') : [];
      // The kinds are listed in the order of the cards' ids (1 to 14).
      const kind = kinds[(found.certificateIds?.[0] ?? 1) - 1];
      return kind ? { pathParams: { kind } } : { skip: 'el contrato no lista los tipos de certificado FOVIS' };
    },
  },
  // --- Calls that change something: only with --writes. ---
  { operationId: 'requestWorkerCertificate', changes: 'envía un correo', build: documentQuery },
  {
    operationId: 'requestBeneficiaryCertificate',
    changes: 'envía un correo',
    build: (context) => {
      const beneficiary = beneficiaryOf(context.found);
      return beneficiary ? { query: { tipoDoc: beneficiary.documentType, numDoc: beneficiary.documentNumber } } : documentQuery(context);
    },
  },
  { operationId: 'requestFosfecCertificate', changes: 'envía un correo', build: documentQuery },
  {
    operationId: 'sendCertificateByEmail',
    changes: 'envía un correo',
    build: ({ contract }) => ({ body: bodyExample(contract, 'sendCertificateByEmail') }),
  },
  {
    operationId: 'uploadSchoolCertificate',
    changes: 'radica un certificado escolar',
    build: ({ contract, found }) => {
      const beneficiary = beneficiaryOf(found);
      if (!beneficiary) return { skip: 'no se encontró un beneficiario para el certificado escolar (getBeneficiaries)' };
      return { body: { ...asObject(bodyExample(contract, 'uploadSchoolCertificate')), optionalsPersons: [beneficiary] } };
    },
  },
  {
    operationId: 'sendDeathCertificates',
    changes: 'radica certificados de defunción',
    build: ({ contract, found }) => {
      const beneficiary = beneficiaryOf(found);
      if (!beneficiary) return { skip: 'no se encontró un beneficiario para el certificado de defunción (getBeneficiaries)' };
      const example = asObject(bodyExample(contract, 'sendDeathCertificates'));
      const certificates = objects(example.certificates).slice(0, 1).map((row) => ({ ...row, beneficiary }));
      return { body: { ...example, certificates } };
    },
  },
  {
    operationId: 'sendDocument',
    changes: 'registra un certificado FOVIS y envía un correo',
    build: ({ contract, document }) => ({
      body: { ...asObject(bodyExample(contract, 'sendDocument')), documentType: document.type, documentNumber: document.number },
    }),
  },
  {
    operationId: 'requestPayment',
    changes: 'abre una sesión de pago',
    build: ({ contract, document, found }) => {
      const row = found.pending?.[0];
      if (!row) return { skip: 'la persona de prueba no tiene pagos pendientes que pagar (findPendingPayments)' };
      const valor = asObject(row.valor);
      const pago = { referencia: text(row.referenciaPago), valor: { total: valor.total, moneda: text(valor.moneda) || 'COP' }, descripcion: text(row.descripcion) };
      const example = asObject(bodyExample(contract, 'requestPayment'));
      return { body: { ...example, tipoDocumento: document.type, numeroDocumento: document.number, pagos: [pago], paymentMethod: '' } };
    },
    learn: (found, body) => {
      const fields = isObject(body) && isObject(body.data) ? body.data : asObject(body);
      found.requestId = text(fields.requestId) || undefined;
    },
  },
  {
    operationId: 'getPaymentInformation',
    changes: null,
    build: ({ contract, found }) => {
      const requestId = found.requestId ?? exampleValue(contract.document, 'requestId');
      return requestId ? { query: { requestId } } : { skip: 'no se encontró un requestId (requestPayment ni los ejemplos del contrato)' };
    },
  },
  {
    operationId: 'createRequest',
    changes: 'radica una solicitud de reagendamiento o devolución',
    build: ({ contract, document }) => {
      const example = asObject(bodyExample(contract, 'createRequest'));
      return { body: { ...example, buyer: { ...asObject(example.buyer), documentType: document.type, documentNumber: document.number } } };
    },
  },
  {
    operationId: 'updateUser',
    changes: 'actualiza los datos de la persona',
    build: ({ document, found }) => {
      const record = found.record;
      const idSap = text(record?.idSap);
      if (!record || !idSap) return { skip: 'no se encontró el registro de la persona (getUser)' };
      const field = (/** @type {string} */ name) => text(record[name]);
      // The record as it is: an update that leaves every value as the fund holds it.
      const body = { documentType: document.type, documentNumber: document.number };
      for (const name of ['mobile', 'phone', 'email', 'country', 'state', 'city', 'neighborhood', 'sector', 'address']) {
        Object.assign(body, { [name]: field(name) });
      }
      return { pathParams: { idSap }, body };
    },
  },
];

/** @param {unknown} value @returns {Json} */
function asObject(value) {
  return isObject(value) ? value : {};
}
