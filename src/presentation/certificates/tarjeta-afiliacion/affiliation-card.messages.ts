import { maxAffiliationCardBeneficiaries } from '@/domain/certificates/affiliation-card-selection.rules';

/** Texts of the affiliation-card page (c08, docs/certificates.md). */
export const affiliationCardMessages = {
  title: 'Tarjeta de afiliación',
  lead: 'Genera la tarjeta de afiliación a la caja para ti y los beneficiarios que elijas.',
  selection: {
    heading: 'Selecciona los beneficiarios',
    legend: `¿Qué beneficiarios incluimos en la tarjeta? Puedes elegir hasta ${maxAffiliationCardBeneficiaries}.`,
    selectAll: `Seleccionar todos (máximo ${maxAffiliationCardBeneficiaries})`,
    count: (selected: number) => `Has seleccionado ${selected} de ${maxAffiliationCardBeneficiaries} beneficiarios.`,
    limitReached: `Llegaste al máximo de ${maxAffiliationCardBeneficiaries} beneficiarios. Para incluir otro, quita primero uno de los seleccionados.`,
    hint: 'Selecciona al menos un beneficiario para continuar.',
    continue: 'Continuar',
  },
} as const;
