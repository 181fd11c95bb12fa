import { describe, expect, it } from 'vitest';
import { LoadPostulationInfo } from '@/application/fovis/load-postulation-info.use-case';
import type { PostulationInfoAnswer } from '@/application/fovis/fovis-gateway.port';
import type { GatewayAnswer, GatewayFailureReason } from '@/application/shared/gateway-answer.model';
import type { PostulationInfoReading } from '@/domain/fovis/postulation-info.entity';
import { fakeFovisGateway } from '@test/support/fovis/fake-fovis-gateway';

const reading: PostulationInfoReading = {
  fullName: 'CARLOS ANDRÉS RUIZ',
  household: null,
  members: [{ memberFullName: 'CARLOS ANDRÉS RUIZ', documentType: 'CC', documentNumber: '71000111' }],
  status: null,
  projectName: '  ',
  totalSaving: 0,
  certificateTypes: [{ id: 1, name: 'Certificado de no postulación' }],
  modality: null,
};

/** A gateway whose postulation-info call answers `result`; no other call is expected. */
function loadWith(result: GatewayAnswer<PostulationInfoAnswer>) {
  const gateway = fakeFovisGateway({ getPostulationInfo: async () => result });
  return { run: () => new LoadPostulationInfo(gateway).execute(), gateway };
}

describe('LoadPostulationInfo (the FOVIS summary: the contract’s `getPostulationInfo`; docs/fovis.md)', () => {
  it('asks once, and nothing else', async () => {
    const { run, gateway } = loadWith({ ok: true, code: 200, value: { info: reading } });
    await run();
    expect(gateway.getPostulationInfo).toHaveBeenCalledExactlyOnceWith();
    expect(gateway.getCertificate).not.toHaveBeenCalled();
    expect(gateway.sendDocument).not.toHaveBeenCalled();
  });

  it('200 with data: the summary, with the defaults applied', async () => {
    await expect(loadWith({ ok: true, code: 200, value: { info: reading } }).run()).resolves.toEqual({
      kind: 'summary',
      info: {
        fullName: 'Carlos Andrés Ruiz',
        household: null,
        members: [{ memberFullName: 'Carlos Andrés Ruiz', documentType: 'CC', documentNumber: '71000111' }],
        status: 'No postulado',
        projectName: 'Ninguno',
        totalSaving: 0,
        certificateTypes: [{ id: 1, name: 'Certificado de no postulación' }],
        modality: null,
      },
    });
  });

  it('200 without readable data: a system error', async () => {
    await expect(loadWith({ ok: true, code: 200, value: { info: null } }).run()).resolves.toEqual({ kind: 'systemError' });
  });

  it.each([0, 1, 201, 202, 404, 422, 500, 987, null])('code %s: a system error, whatever the data', async (code) => {
    await expect(loadWith({ ok: true, code, value: { info: reading } }).run()).resolves.toEqual({ kind: 'systemError' });
    await expect(loadWith({ ok: true, code, value: { info: null } }).run()).resolves.toEqual({ kind: 'systemError' });
  });

  it.each<GatewayFailureReason>(['network', 'timeout', 'server', 'malformed', 'cancelled', 'unauthorized', 'sessionEnded'])(
    'no answer (%s): a system error',
    async (reason) => {
      await expect(loadWith({ ok: false, reason }).run()).resolves.toEqual({ kind: 'systemError' });
    },
  );
});
