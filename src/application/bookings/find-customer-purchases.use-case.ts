import { inject, injectable } from 'inversify';
import { customerPurchasesOutcome } from '@/domain/bookings/customer-purchases.outcomes';
import { sortPurchasesNewestFirst, type Purchase } from '@/domain/bookings/purchase.entity';
import { documentQueryForRequest, type DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { BookingsGateway } from './bookings-gateway.port';

export type CustomerPurchasesResult =
  /** The history (step 2), newest purchase first. */
  | { readonly kind: 'purchases'; readonly purchases: readonly Purchase[] }
  /** The toast 'No existe una compra asociada…'; the document stays as typed. */
  | { readonly kind: 'noPurchases' }
  | { readonly kind: 'systemError' };

/** Step 1 of both booking flows (docs/bookings.md): the buyer's purchases, without sign-in. */
@injectable()
export class FindCustomerPurchases {
  constructor(@inject(BookingsGateway) private readonly gateway: BookingsGateway) {}

  async execute(query: DocumentQuery): Promise<CustomerPurchasesResult> {
    const answer = await this.gateway.findCustomerPurchases(documentQueryForRequest(query));
    if (!answer.ok) return { kind: 'systemError' };
    const { purchases } = answer.value;
    switch (customerPurchasesOutcome(answer.code, purchases)) {
      case 'purchases':
        return { kind: 'purchases', purchases: sortPurchasesNewestFirst(purchases ?? []) };
      case 'noPurchases':
        return { kind: 'noPurchases' };
      case 'systemError':
        return { kind: 'systemError' };
    }
  }
}
