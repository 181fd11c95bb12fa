import { inject, injectable } from 'inversify';
import { fovisCertificateKinds, isFovisCertificateId } from '@/domain/fovis/fovis-certificate-kind.entity';
import { fovisCertificateName, type FovisCertificate } from '@/domain/fovis/fovis-certificate.entity';
import { fovisCertificateOutcome } from '@/domain/fovis/fovis-certificate.outcomes';
import type { FovisCertificateType } from '@/domain/fovis/postulation-info.entity';
import { FovisGateway } from './fovis-gateway.port';

export type FovisCertificateResult =
  /** Step 2, 'Certificado generado'. */
  | { readonly kind: 'generated'; readonly certificate: FovisCertificate }
  /** 'Certificado no disponible': 'Actualmente no cumples con las condiciones…' (the '500'). */
  | { readonly kind: 'notEligible' }
  /** 'Certificado no disponible': 'Lo sentimos, este certificado no está disponible…' (an id outside 1-14; nothing asked). */
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'systemError' };

/**
 * A step-1 card chosen (docs/fovis.md; the contract's `getCertificate`): the card's id picks the kind (`certificateKindOf`'s rule);
 * an id that is not an integer 1 to 14 is 'unavailable' without asking. Otherwise GET {kind}: code
 * 200 with the PDF -> generated, named as the card names it; code or message '500' -> not eligible;
 * anything else, or no answer -> system error.
 */
@injectable()
export class RequestFovisCertificate {
  constructor(@inject(FovisGateway) private readonly gateway: FovisGateway) {}

  async execute(type: FovisCertificateType): Promise<FovisCertificateResult> {
    const { id } = type;
    if (!isFovisCertificateId(id)) return { kind: 'unavailable' };
    const kind = fovisCertificateKinds[id];
    const answer = await this.gateway.getCertificate(kind);
    if (!answer.ok) return { kind: 'systemError' };
    const { binary, name, message } = answer.value;
    const outcome = fovisCertificateOutcome(answer.code, message, binary);
    if (outcome !== 'generated' || binary === null) return { kind: outcome === 'generated' ? 'systemError' : outcome };
    return {
      kind: 'generated',
      certificate: { id, kind, name: fovisCertificateName(type.name, name), binary: binary.trim() },
    };
  }
}
