import { Injectable } from '@nestjs/common';
import { checkoutAmounts, COMMERCE_MESSAGES, type CheckoutAmounts, type DeliveryMethod, type InternalPainting } from '@atelier/contracts';
import { CatalogClient } from '../catalog/catalog.client';
import { OrdersRepository } from '../orders/orders.repository';
import { ReservationsService } from '../reservations/reservations.service';
import { Refusal } from '@atelier/service-kit';

export interface PaintingQuote {
  painting: InternalPainting;
  amounts: CheckoutAmounts;
}

/** What a painting costs at checkout, from the catalog, for paintings that can still be bought. */
@Injectable()
export class PurchasablePaintingsService {
  constructor(
    private readonly catalog: CatalogClient,
    private readonly orders: OrdersRepository,
    private readonly reservations: ReservationsService,
  ) {}

  /**
   * The painting and its checkout amounts (price plus shipping, requirements §9; no shipping for pickup). 404 when it does not
   * exist, 409 when it is sold (or a sale of it is under way), hidden, not available, or held
   * for a payment other than `paymentReference`.
   */
  async quote(paintingId: number, delivery: DeliveryMethod, paymentReference?: string): Promise<PaintingQuote> {
    const painting = await this.catalog.getPainting(paintingId);
    if (painting.sold || (await this.orders.isPaintingTaken(paintingId))) throw new Refusal('PAINTING_SOLD', COMMERCE_MESSAGES.alreadySold);
    if (painting.hidden || !painting.available) throw new Refusal('PAINTING_UNAVAILABLE', COMMERCE_MESSAGES.paintingUnavailable);
    await this.reservations.assertNotHeldByAnother(paintingId, paymentReference);
    try {
      return { painting, amounts: checkoutAmounts(painting.price, painting.currency, delivery) };
    } catch {
      // A price of 0 or a currency outside requirements §9 cannot be charged.
      throw new Refusal('PAINTING_UNAVAILABLE', COMMERCE_MESSAGES.paintingUnavailable);
    }
  }
}
