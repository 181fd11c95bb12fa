import { describe, expect, it } from 'vitest';
import type { PostulationInfoReading } from '@/domain/fovis/postulation-info.entity';
import { defaultPostulationStatus, defaultProjectName, postulationInfoOf } from '@/domain/fovis/postulation-info.rules';

const postulated: PostulationInfoReading = {
  fullName: 'MARÍA JOSÉ PÉREZ GÓMEZ',
  household: ' 12345 ',
  members: [
    { memberFullName: 'MARÍA JOSÉ PÉREZ GÓMEZ', documentType: 'CC', documentNumber: '1037600123' },
    { memberFullName: 'JUAN DE LA CRUZ PÉREZ', documentType: ' TI ', documentNumber: ' 1020304050 ' },
  ],
  status: 'Postulado',
  projectName: 'Ciudadela El Porvenir',
  totalSaving: 12_500_000,
  certificateTypes: [
    { id: 14, name: 'Certificado de postulación' },
    { id: 2, name: ' Certificado de desistimiento de ahorro ' },
  ],
  modality: 'Adquisición de vivienda nueva',
};

const notPostulated: PostulationInfoReading = {
  fullName: 'CARLOS ANDRÉS RUIZ',
  household: null,
  members: [],
  status: null,
  projectName: null,
  totalSaving: null,
  certificateTypes: [{ id: 1, name: 'Certificado de no postulación' }],
  modality: null,
};

describe('postulation info (the FOVIS summary, docs/fovis.md)', () => {
  it('the defaults are the documented ones', () => {
    expect(defaultPostulationStatus).toBe('No postulado');
    expect(defaultProjectName).toBe('Ninguno');
  });

  it('a postulation as the fund sent it: names in title case, texts trimmed, the order kept', () => {
    expect(postulationInfoOf(postulated)).toEqual({
      fullName: 'María José Pérez Gómez',
      household: '12345',
      members: [
        { memberFullName: 'María José Pérez Gómez', documentType: 'CC', documentNumber: '1037600123' },
        { memberFullName: 'Juan De La Cruz Pérez', documentType: 'TI', documentNumber: '1020304050' },
      ],
      status: 'Postulado',
      projectName: 'Ciudadela El Porvenir',
      totalSaving: 12_500_000,
      certificateTypes: [
        { id: 14, name: 'Certificado de postulación' },
        { id: 2, name: 'Certificado de desistimiento de ahorro' },
      ],
      modality: 'Adquisición de vivienda nueva',
    });
  });

  it('a person who never postulated: status No postulado, project Ninguno, the rest null or empty', () => {
    expect(postulationInfoOf(notPostulated)).toEqual({
      fullName: 'Carlos Andrés Ruiz',
      household: null,
      members: [],
      status: 'No postulado',
      projectName: 'Ninguno',
      totalSaving: null,
      certificateTypes: [{ id: 1, name: 'Certificado de no postulación' }],
      modality: null,
    });
  });

  it.each(['', '   ', '\t\n'])('a blank status or project name (%j) takes the default', (blank) => {
    const info = postulationInfoOf({ ...postulated, status: blank, projectName: blank });
    expect(info.status).toBe('No postulado');
    expect(info.projectName).toBe('Ninguno');
  });

  it('blank household and modality are null; a missing full name is empty', () => {
    const info = postulationInfoOf({ ...postulated, household: '  ', modality: '', fullName: null });
    expect(info.household).toBeNull();
    expect(info.modality).toBeNull();
    expect(info.fullName).toBe('');
  });

  it.each([
    [0, 0],
    [1_500_000.5, 1_500_000.5],
    [-1, -1],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
  ])('total saving %s -> %s', (totalSaving, expected) => {
    expect(postulationInfoOf({ ...postulated, totalSaving }).totalSaving).toBe(expected);
  });

  it('a member with neither a name nor a document number is left out; one with either stays', () => {
    const info = postulationInfoOf({
      ...postulated,
      members: [
        { memberFullName: null, documentType: 'CC', documentNumber: null },
        { memberFullName: '  ', documentType: null, documentNumber: ' ' },
        { memberFullName: null, documentType: null, documentNumber: '71000111' },
        { memberFullName: 'ANA GÓMEZ', documentType: null, documentNumber: null },
      ],
    });
    expect(info.members).toEqual([
      { memberFullName: '', documentType: '', documentNumber: '71000111' },
      { memberFullName: 'Ana Gómez', documentType: '', documentNumber: '' },
    ]);
  });

  it('a certificate type without a name is left out; any id, even outside 1-14 or unreadable, is kept for the card', () => {
    const info = postulationInfoOf({
      ...postulated,
      certificateTypes: [
        { id: 3, name: null },
        { id: 4, name: '  ' },
        { id: 15, name: 'Certificado nuevo' },
        { id: 1.5, name: 'Certificado raro' },
        { id: null, name: 'Certificado sin id' },
        { id: 5, name: 'Certificado de ahorro no comprometido' },
      ],
    });
    expect(info.certificateTypes).toEqual([
      { id: 15, name: 'Certificado nuevo' },
      { id: 1.5, name: 'Certificado raro' },
      { id: null, name: 'Certificado sin id' },
      { id: 5, name: 'Certificado de ahorro no comprometido' },
    ]);
  });
});
