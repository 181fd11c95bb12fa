import { describe, expect, it, vi } from 'vitest';
import { currentPersona, setAccessTokenVerifier } from '@sandbox/api/current-persona';
import { resetSandboxState, sandboxState } from '@sandbox/api/sandbox-state';
import { seededPersonas, type SandboxDocumentType } from '@sandbox/data/personas';

// The portal's document-type rules (src/domain/shared/documents/document-type.entity.ts), restated
// here so a seeded persona the portal could never type in is caught.
const documentRules: Record<SandboxDocumentType, RegExp> = {
  CC: /^\d{3,10}$/,
  CE: /^\d{3,7}$/,
  PA: /^[A-Za-z0-9]{3,16}$/,
  PE: /^\d{15}$/,
  PT: /^\d{6,8}$/,
  TI: /^\d{10,11}$/,
  RC: /^\d{10}$/,
};

describe('sandbox: seeded personas', () => {
  it('cover the situations the flows need', () => {
    const withBeneficiaries = seededPersonas.filter((p) => p.affiliation.status === 'activo' && p.beneficiaries.length > 0);
    expect(withBeneficiaries.length).toBeGreaterThan(0);
    // One active affiliate has more beneficiaries than the affiliation card's limit of five.
    expect(withBeneficiaries.some((p) => p.beneficiaries.length > 5)).toBe(true);
    expect(seededPersonas.some((p) => p.affiliation.status === 'activo' && p.beneficiaries.length === 0)).toBe(true);
    expect(seededPersonas.some((p) => p.affiliation.status === 'retirado')).toBe(true);
    expect(seededPersonas.some((p) => p.email === null)).toBe(true);
    expect(seededPersonas.some((p) => p.location === null)).toBe(true);
  });

  it('hold data the portal accepts: valid documents, 10-digit mobiles, optional 7-10 digit phones, e-mails up to 60', () => {
    const people = seededPersonas.flatMap((p) => [p, ...p.beneficiaries]);
    for (const person of people) {
      expect(person.documentNumber, `${person.documentType} ${person.documentNumber}`).toMatch(documentRules[person.documentType]);
    }
    for (const persona of seededPersonas) {
      expect(persona.mobile).toMatch(/^\d{10}$/);
      expect(persona.phone).toMatch(/^(\d{7,10})?$/);
      if (persona.email) expect(persona.email.length).toBeLessThanOrEqual(60);
      expect(persona.address.length).toBeLessThanOrEqual(250);
    }
  });

  it('are told apart by document, username and id', () => {
    const documents = seededPersonas.flatMap((p) => [p, ...p.beneficiaries]).map((p) => `${p.documentType}${p.documentNumber}`);
    expect(new Set(documents).size).toBe(documents.length);
    expect(new Set(seededPersonas.map((p) => p.username)).size).toBe(seededPersonas.length);
    expect(new Set(seededPersonas.map((p) => p.id)).size).toBe(seededPersonas.length);
  });
});

describe('sandbox: state', () => {
  it('finds a persona by document, trimming the number and upper-casing the type', () => {
    expect(sandboxState.findPersonaByDocument('cc', ' 1037600123 ')?.id).toBe('afiliada-con-beneficiarios');
    expect(sandboxState.findPersonaByDocument('CE', '1037600123')).toBeNull();
    expect(sandboxState.findPersonaByDocument('CC', '1')).toBeNull();
  });

  it('hands out frozen records: a handler cannot change the store by accident', () => {
    const persona = sandboxState.findPersonaById('afiliado-sin-beneficiarios');
    expect(Object.isFrozen(persona)).toBe(true);
    expect(Object.isFrozen(persona?.affiliation)).toBe(true);
    expect(() => {
      (persona as { email: string | null }).email = 'otro@correo.example';
    }).toThrow(TypeError);
  });

  it('keeps an update, and drops it on reset', () => {
    const updated = sandboxState.updatePersona('afiliado-sin-beneficiarios', (p) => ({ ...p, mobile: '3119998877' }));
    expect(updated?.mobile).toBe('3119998877');
    expect(sandboxState.findPersonaByDocument('CC', '71650432')?.mobile).toBe('3119998877');

    resetSandboxState();
    expect(sandboxState.findPersonaByDocument('CC', '71650432')?.mobile).toBe('3001234567');
  });

  it('cannot update an unknown persona, nor change its id', () => {
    expect(sandboxState.updatePersona('nadie', (p) => p)).toBeNull();
    sandboxState.updatePersona('titular-retirado', (p) => ({ ...p, id: 'otro' }));
    expect(sandboxState.findPersonaById('titular-retirado')).not.toBeNull();
    expect(sandboxState.findPersonaById('otro')).toBeNull();
  });

  describe('is reset between tests by test/setup/integration.ts', () => {
    it('(first) changes a persona', () => {
      sandboxState.updatePersona('titular-retirado', (p) => ({ ...p, address: 'Cambiada' }));
      expect(sandboxState.findPersonaById('titular-retirado')?.address).toBe('Cambiada');
    });

    it('(second) sees the seeded persona again', () => {
      expect(sandboxState.findPersonaById('titular-retirado')?.address).toBe('Diagonal 75B # 2A-80 casa 3');
    });
  });
});

describe('sandbox: the persona behind a request', () => {
  const request = (authorization?: string) =>
    new Request('http://localhost/api/v1/certifications/cuota-monetaria', {
      headers: authorization ? { Authorization: authorization } : {},
    });

  it('is nobody without an Authorization header', async () => {
    const verifier = vi.fn(async () => 'maria.restrepo');
    setAccessTokenVerifier(verifier);
    expect(await currentPersona(request())).toBeNull();
    expect(await currentPersona(request('Basic bWFyaWE6eA=='))).toBeNull();
    expect(verifier).not.toHaveBeenCalled();
  });

  it('is nobody while no identity provider has registered a verifier', async () => {
    expect(await currentPersona(request('Bearer token-valido'))).toBeNull();
  });

  it("is the persona whose username the verifier returns for the bearer token", async () => {
    const verifier = vi.fn(async (token: string) => (token === 'token-de-maria' ? 'maria.restrepo' : null));
    setAccessTokenVerifier(verifier);
    expect((await currentPersona(request('Bearer token-de-maria')))?.documentNumber).toBe('1037600123');
    expect(verifier).toHaveBeenCalledWith('token-de-maria');
    expect(await currentPersona(request('Bearer token-falso'))).toBeNull();
  });

  it('is nobody when the token belongs to a user who is not a seeded persona', async () => {
    setAccessTokenVerifier(async () => 'desconocido');
    expect(await currentPersona(request('Bearer token'))).toBeNull();
  });

  it('forgets the verifier between tests (resetSandbox)', async () => {
    expect(await currentPersona(request('Bearer token-de-maria'))).toBeNull();
  });
});
