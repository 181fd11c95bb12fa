import { inject, injectable } from 'inversify';
import type { PostulationInfo } from '@/domain/fovis/postulation-info.entity';
import { postulationInfoOutcome } from '@/domain/fovis/postulation-info.outcomes';
import { postulationInfoOf } from '@/domain/fovis/postulation-info.rules';
import { FovisGateway } from './fovis-gateway.port';

export type PostulationInfoResult =
  /** The top block and the step-1 cards, with the defaults applied. */
  | { readonly kind: 'summary'; readonly info: PostulationInfo }
  /** 'Error del sistema'; closing it returns to the online-services home. */
  | { readonly kind: 'systemError' };

/**
 * On entering /subsidios/subsidio-vivienda/certificados-vivienda (the contract's `getPostulationInfo`):
 * GET postulation-info. responseCode 200 with `data` -> the summary; any other code, a 200
 * without readable `data`, or no answer -> system error.
 */
@injectable()
export class LoadPostulationInfo {
  constructor(@inject(FovisGateway) private readonly gateway: FovisGateway) {}

  async execute(): Promise<PostulationInfoResult> {
    const answer = await this.gateway.getPostulationInfo();
    if (!answer.ok) return { kind: 'systemError' };
    const { info } = answer.value;
    if (postulationInfoOutcome(answer.code, info) !== 'summary' || info === null) return { kind: 'systemError' };
    return { kind: 'summary', info: postulationInfoOf(info) };
  }
}
