import { inject, injectable } from 'inversify';
import { frequentQuestionsFileName, frequentQuestionsOutcome, isPdfBase64 } from '@/domain/payments/frequent-questions.outcomes';
import { PaymentsGateway } from './payments-gateway.port';

/** The frequent-questions document: a PDF (base64, no data-URL prefix) and the name to give it. */
interface FrequentQuestionsDocument {
  readonly name: string;
  readonly binary: string;
}

export type FrequentQuestionsResult =
  /** The page opens the PDF in a new tab. */
  | { readonly kind: 'ready'; readonly document: FrequentQuestionsDocument }
  | { readonly kind: 'systemError' };

/**
 * The link to frequent questions on step 1 (the contract's `getFrequentQuestions`): responseCode 0 with a PDF is
 * ready; any other code, no answer, or a `data` that does not decode to a PDF is the generic error.
 */
@injectable()
export class LoadFrequentQuestions {
  constructor(@inject(PaymentsGateway) private readonly gateway: PaymentsGateway) {}

  async execute(): Promise<FrequentQuestionsResult> {
    const answer = await this.gateway.getFrequentQuestions();
    if (!answer.ok || frequentQuestionsOutcome(answer.code) !== 'ready') return { kind: 'systemError' };
    const { binary, name } = answer.value;
    if (binary === null || !isPdfBase64(binary)) return { kind: 'systemError' };
    return { kind: 'ready', document: { name: name?.trim() ?? frequentQuestionsFileName, binary: binary.replace(/\s+/g, '') } };
  }
}
