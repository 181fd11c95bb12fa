import { describe, expect, it } from 'vitest';
import type { GatewayAnswer, GatewayFailureReason } from '@/application/shared/gateway-answer.model';
import type { UpdateUserAnswer } from '@/application/profile/profile-gateway.port';
import { UpdatePersonalData, type PersonalDataUpdateInput } from '@/application/profile/update-personal-data.use-case';
import { defaultLocationSelection } from '@/domain/profile/location.entity';
import type { PersonalDataValues } from '@/domain/profile/personal-data.form';
import { anonymousSession, type Session } from '@/domain/shared/session/session.entity';
import { FakeIdentity, signedInSession } from '@test/support/fake-identity';
import { fakeProfileGateway } from '@test/support/profile/fake-profile-gateway';

const values: PersonalDataValues = {
  cellphoneNumber: '3104567890',
  phoneNumber: '6045551234',
  email: 'ana.perez@correo.co',
  confirmEmail: 'ana.perez@correo.co',
  address: 'Cra. 45 # 12-30',
  sector: 'R',
};

const input: PersonalDataUpdateInput = {
  idSap: '700123',
  values,
  location: { country: 'CO', state: '11', city: '11001', neighborhood: '1100100002' },
  isPrivacyAccepted: true,
};

const answer = (code: number | null): GatewayAnswer<UpdateUserAnswer> => ({ ok: true, code, value: { description: null } });

/** A gateway whose PUT answers `result`; the loads are never expected here. */
function updateWith(result: GatewayAnswer<UpdateUserAnswer>, session: Session = signedInSession) {
  const gateway = fakeProfileGateway({
    updateUser: async () => result,
  });
  const useCase = new UpdatePersonalData(gateway, new FakeIdentity(session));
  return { run: (sent: PersonalDataUpdateInput = input) => useCase.execute(sent), gateway };
}

describe('UpdatePersonalData (the contract’s `updateUser`; docs/profile.md)', () => {
  it('PUTs once to the idSap, the body field by field', async () => {
    const { run, gateway } = updateWith(answer(0));
    await run();
    expect(gateway.updateUser).toHaveBeenCalledOnce();
    const [idSap, body] = gateway.updateUser.mock.calls[0] ?? [];
    expect(idSap).toBe('700123');
    expect(body).toStrictEqual({
      documentType: 'CC',
      documentNumber: '1020304050',
      mobile: '3104567890',
      phone: '6045551234',
      email: 'ana.perez@correo.co',
      country: 'CO',
      state: '11',
      city: '11001',
      neighborhood: '1100100002',
      sector: 'R',
      address: 'Cra. 45 # 12-30',
    });
    expect(Object.keys(body ?? {})).toEqual([
      'documentType', 'documentNumber', 'mobile', 'phone', 'email', 'country', 'state', 'city', 'neighborhood', 'sector', 'address',
    ]);
    expect(gateway.getUser).not.toHaveBeenCalled();
  });

  it("the document is the session's own, never anything typed", async () => {
    const { run, gateway } = updateWith(answer(0), { ...signedInSession, documentType: 'CE', documentNumber: ' 1234567 ' });
    await run();
    expect(gateway.updateUser.mock.calls[0]?.[1]).toMatchObject({ documentType: 'CE', documentNumber: '1234567' });
  });

  it('values and codes are sent trimmed; an empty phone is sent as empty; the default location and sector U', async () => {
    const { run, gateway } = updateWith(answer(0));
    await run({
      idSap: ' 700123 ',
      values: { ...values, cellphoneNumber: ' 3104567890 ', phoneNumber: '', email: ' ana@correo.co', confirmEmail: 'ana@correo.co ', address: '  Calle 1 ', sector: 'U' },
      location: { ...defaultLocationSelection, state: ' 05 ' },
      isPrivacyAccepted: true,
    });
    expect(gateway.updateUser).toHaveBeenCalledExactlyOnceWith('700123', {
      documentType: 'CC',
      documentNumber: '1020304050',
      mobile: '3104567890',
      phone: '',
      email: 'ana@correo.co',
      country: 'CO',
      state: '05',
      city: '05001',
      neighborhood: '0500109999',
      sector: 'U',
      address: 'Calle 1',
    });
  });

  it('code 0: updated', async () => {
    await expect(updateWith(answer(0)).run()).resolves.toEqual({ kind: 'updated' });
  });

  it('409: the e-mail belongs to another account (Correo existente)', async () => {
    await expect(updateWith(answer(409)).run()).resolves.toEqual({ kind: 'emailInUse' });
  });

  it.each([200, 1, 400, 404, 500, null])('code %s: a system error', async (code) => {
    await expect(updateWith(answer(code)).run()).resolves.toEqual({ kind: 'systemError' });
  });

  it.each<GatewayFailureReason>(['network', 'timeout', 'server', 'malformed', 'cancelled', 'unauthorized', 'sessionEnded'])(
    'no answer (%s): a system error',
    async (reason) => {
      await expect(updateWith({ ok: false, reason }).run()).resolves.toEqual({ kind: 'systemError' });
    },
  );

  it.each<[string, Session]>([
    ['nobody signed in', anonymousSession],
    ['a session without a document', { ...signedInSession, documentNumber: null }],
  ])('%s: nothing is sent', async (_label, session) => {
    const { run, gateway } = updateWith(answer(0), session);
    await expect(run()).resolves.toEqual({ kind: 'notSignedIn' });
    expect(gateway.updateUser).not.toHaveBeenCalled();
  });

  it.each<[string, PersonalDataUpdateInput]>([
    ['the privacy policy not accepted', { ...input, isPrivacyAccepted: false }],
    ['a mobile of 9 digits', { ...input, values: { ...values, cellphoneNumber: '310456789' } }],
    ['a mobile of 11 digits', { ...input, values: { ...values, cellphoneNumber: '31045678901' } }],
    ['a phone of 6 digits', { ...input, values: { ...values, phoneNumber: '604555' } }],
    ['no e-mail', { ...input, values: { ...values, email: '', confirmEmail: '' } }],
    ['an invalid e-mail', { ...input, values: { ...values, email: 'ana@correo', confirmEmail: 'ana@correo' } }],
    ['a confirmation that differs', { ...input, values: { ...values, confirmEmail: 'otra@correo.co' } }],
    ['no address', { ...input, values: { ...values, address: '' } }],
    ['an address of 251 characters', { ...input, values: { ...values, address: 'a'.repeat(251) } }],
    ['no neighborhood', { ...input, location: { ...input.location, neighborhood: null } }],
    ['no city', { ...input, location: { ...input.location, city: null } }],
    ['no idSap', { ...input, idSap: '  ' }],
  ])('%s: incomplete, nothing is sent', async (_label, sent) => {
    const { run, gateway } = updateWith(answer(0));
    await expect(run(sent)).resolves.toEqual({ kind: 'incomplete' });
    expect(gateway.updateUser).not.toHaveBeenCalled();
  });
});
