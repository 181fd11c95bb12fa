import { describe, expect, it } from 'vitest';
import type { GatewayAnswer, GatewayFailureReason } from '@/application/shared/gateway-answer.model';
import type { UserRecordAnswer } from '@/application/profile/profile-gateway.port';
import { LoadPersonalData } from '@/application/profile/load-personal-data.use-case';
import type { UserRecord } from '@/domain/profile/user-record.entity';
import { anonymousSession, type Session } from '@/domain/shared/session/session.entity';
import { FakeIdentity, signedInSession } from '@test/support/fake-identity';
import { fakeProfileGateway } from '@test/support/profile/fake-profile-gateway';

const fullRecord: UserRecord = {
  idSap: '700123',
  mobile: '3104567890',
  phone: '6045551234',
  email: 'ana.perez@correo.co',
  address: 'Cra. 45 # 12-30',
  country: 'CO',
  state: '11',
  city: '11001',
  neighborhood: '1100100002',
  sector: 'R',
};

const noLocation: UserRecord = { ...fullRecord, country: null, state: null, city: null, neighborhood: null, sector: null, phone: '' };

const answer = (code: number | null, record: UserRecord | null): GatewayAnswer<UserRecordAnswer> => ({ ok: true, code, value: { record } });

/** A gateway whose user call answers `result`; nothing else is expected of it here. */
function loadWith(result: GatewayAnswer<UserRecordAnswer>, session: Session = signedInSession) {
  const gateway = fakeProfileGateway({
    getUser: async () => result,
  });
  const useCase = new LoadPersonalData(gateway, new FakeIdentity(session));
  return { run: () => useCase.execute(), gateway };
}

describe('LoadPersonalData (the contract’s `getUser`; docs/profile.md)', () => {
  it("asks once, with the signed-in person's own document, and nothing else", async () => {
    const { run, gateway } = loadWith(answer(200, fullRecord), { ...signedInSession, documentNumber: ' 1020304050 ' });
    await run();
    expect(gateway.getUser).toHaveBeenCalledExactlyOnceWith({ idType: 'CC', idNumber: '1020304050' });
    expect(gateway.updateUser).not.toHaveBeenCalled();
  });

  it('200: the form prefilled from the record, its own location kept', async () => {
    const result = await loadWith(answer(200, fullRecord)).run();
    expect(result).toEqual({
      kind: 'loaded',
      record: fullRecord,
      form: {
        values: {
          cellphoneNumber: '3104567890',
          phoneNumber: '6045551234',
          email: 'ana.perez@correo.co',
          confirmEmail: 'ana.perez@correo.co',
          address: 'Cra. 45 # 12-30',
          sector: 'R',
        },
        validity: { cellphoneNumber: true, phoneNumber: true, email: true, confirmEmail: true, address: true },
      },
      location: { country: 'CO', state: '11', city: '11001', neighborhood: '1100100002' },
    });
  });

  it('200 for a person without location: the default codes and sector U', async () => {
    const result = await loadWith(answer(200, noLocation)).run();
    expect(result.kind).toBe('loaded');
    if (result.kind !== 'loaded') return;
    expect(result.location).toEqual({ country: 'CO', state: '05', city: '05001', neighborhood: '0500109999' });
    expect(result.form.values.sector).toBe('U');
    expect(result.form.validity.phoneNumber).toBeNull();
  });

  it('200 without a readable record: a system error', async () => {
    await expect(loadWith(answer(200, null)).run()).resolves.toEqual({ kind: 'systemError' });
  });

  it.each([0, 201, 204, 400, 404, 409, 500, null])('code %s: a system error, whatever the record', async (code) => {
    await expect(loadWith(answer(code, fullRecord)).run()).resolves.toEqual({ kind: 'systemError' });
  });

  it.each<GatewayFailureReason>(['network', 'timeout', 'server', 'malformed', 'cancelled', 'unauthorized', 'sessionEnded'])(
    'no answer (%s): a system error',
    async (reason) => {
      await expect(loadWith({ ok: false, reason }).run()).resolves.toEqual({ kind: 'systemError' });
    },
  );

  it.each<[string, Session]>([
    ['nobody signed in', anonymousSession],
    ['a session without a document number', { ...signedInSession, documentNumber: null }],
    ['a session without a document type', { ...signedInSession, documentType: '' }],
  ])('%s: nothing is asked', async (_label, session) => {
    const { run, gateway } = loadWith(answer(200, fullRecord), session);
    await expect(run()).resolves.toEqual({ kind: 'notSignedIn' });
    expect(gateway.getUser).not.toHaveBeenCalled();
  });
});
