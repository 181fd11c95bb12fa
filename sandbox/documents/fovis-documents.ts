import type { SandboxPersona } from '../data/personas';
import { fovisCertificates, type FovisCertificateId, type SandboxFovisRecord } from '../data/fovis';
import { documentLabel, fullNameOf, type GeneratedCertificate } from './certificates-documents';
import { newVerificationCode, renderCertificatePdf, toBase64 } from './certificate-pdf';
import { sandboxTradeName } from './trade-name';

const pesos = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });

/**
 * A FOVIS certificate as a real PDF (the certificates' builder): the fund's letterhead, the
 * certificate's name, the person, what it certifies, the postulation's data where there is one
 * and its members as a table. The verification code reads `FV07-XXXX-XXXX` (FOVIS, id 7).
 */
export async function generateFovisCertificate(
  id: FovisCertificateId,
  persona: SandboxPersona,
  record: SandboxFovisRecord,
  issuedAt: Date = new Date(),
): Promise<GeneratedCertificate> {
  const { name, statement } = fovisCertificates[id];
  const trade = sandboxTradeName();
  const who = `${fullNameOf(persona)}, identificado(a) con ${documentLabel(persona.documentType, persona.documentNumber).toLowerCase()}`;
  const postulation = [
    record.household ? `hogar ${record.household}` : null,
    record.status ? `estado ${record.status}` : null,
    record.projectName ? `proyecto ${record.projectName}` : null,
    record.modality ? `modalidad ${record.modality}` : null,
    record.totalSaving !== null ? `ahorro total ${pesos.format(record.totalSaving)}` : null,
  ].filter((part) => part !== null);
  const verificationCode = newVerificationCode(`FV${String(id).padStart(2, '0')}`);
  const pdf = await renderCertificatePdf({
    tradeName: trade,
    title: name,
    holder: { fullName: fullNameOf(persona), documentLabel: documentLabel(persona.documentType, persona.documentNumber) },
    paragraphs: [
      `${trade} certifica que ${who}, ${statement}.`,
      ...(postulation.length > 0 ? [`Datos de la postulación: ${postulation.join('; ')}.`] : []),
    ],
    ...(record.members.length > 0
      ? {
          table: {
            header: ['Integrante del hogar', 'Documento'],
            rows: record.members.map((member) => [member.memberFullName, `${member.documentType} ${member.documentNumber}`]),
          },
        }
      : {}),
    issuedAt,
    verificationCode,
  });
  return { name, binary: toBase64(pdf), verificationCode };
}
