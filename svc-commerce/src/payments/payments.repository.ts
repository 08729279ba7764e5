import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, type EntityManager, type Repository } from 'typeorm';
import { PaymentEntity, type PaymentProviderName } from './payment.entity';

/** A payment as it is asked for: the catalog's amounts at that moment, and who is buying. */
export type NewPayment = Pick<
  PaymentEntity,
  | 'provider'
  | 'reference'
  | 'paintingId'
  | 'paintingTitle'
  | 'price'
  | 'shipping'
  | 'amount'
  | 'currency'
  | 'customerInfo'
  | 'shippingAddress'
  | 'delivery'
  | 'pickupStudio'
>;

/**
 * The one owner of the `payments` table: every read and write of a payment goes through here.
 * Each status change names the states it may come from, so a late or repeated step (a webhook
 * redelivered, a double click) never undoes a later one. A write another change must commit with
 * (the sale's e-mails, the safety net's durable work) takes that change's transaction manager.
 */
@Injectable()
export class PaymentsRepository {
  constructor(@InjectRepository(PaymentEntity) private readonly payments: Repository<PaymentEntity>) {}

  findById(id: number): Promise<PaymentEntity | null> {
    return this.payments.findOneBy({ id });
  }

  getById(id: number): Promise<PaymentEntity> {
    return this.payments.findOneByOrFail({ id });
  }

  /** The payment of a Stripe intent or PayPal order id, whichever provider made it. */
  findByReference(reference: string): Promise<PaymentEntity | null> {
    return this.payments.findOneBy({ reference });
  }

  findByProviderReference(provider: PaymentProviderName, reference: string): Promise<PaymentEntity | null> {
    return this.payments.findOneBy({ provider, reference });
  }

  /** The payment that paid for an order (none for the artist's own sales). */
  findByOrder(orderId: number): Promise<PaymentEntity | null> {
    return this.payments.findOneBy({ orderId });
  }

  /** For the Orders tab: every payment that made an order, and every one whose money arrived without making one. */
  findPaidOrOrdered(): Promise<PaymentEntity[]> {
    return this.payments.find({ where: [{ orderId: Not(IsNull()) }, { status: In(['succeeded', 'refunded']) }] });
  }

  /** Payments a buyer submitted that did not go through (declined, or never finished), newest first. */
  findUnfinished(): Promise<PaymentEntity[]> {
    return this.payments.find({
      where: { status: In(['created', 'failed']), submittedAt: Not(IsNull()) },
      order: { submittedAt: 'DESC', id: 'DESC' },
    });
  }

  /** Records a payment as created; recording the same provider reference again changes nothing. */
  async insertCreated(payment: NewPayment): Promise<void> {
    await this.payments
      .createQueryBuilder()
      .insert()
      .values({ ...payment, status: 'created' })
      .orIgnore()
      .execute();
  }

  /** The buyer pressed Pay: from now on the artist sees the payment. The first press counts. */
  async markSubmitted(id: number): Promise<void> {
    await this.payments.update({ id, submittedAt: IsNull() }, { submittedAt: new Date() });
  }

  /** The card was declined: a payment not yet paid failed. */
  async markDeclined(provider: PaymentProviderName, reference: string): Promise<void> {
    await this.payments.update({ provider, reference, status: In(['created']) }, { status: 'failed' });
  }

  /** PayPal took the money under this capture (kept to refund it). */
  async setCaptureReference(id: number, captureReference: string): Promise<void> {
    await this.payments.update({ id }, { captureReference });
  }

  /**
   * PayPal refused a capture: the payment failed, and its next try gets a new capture id. Counted
   * only from the attempts it was read with, so of two refusals at once one counts.
   */
  async markCaptureRefused(payment: Pick<PaymentEntity, 'id' | 'captureAttempts'>): Promise<void> {
    await this.payments.update(
      { id: payment.id, captureAttempts: payment.captureAttempts, status: In(['created', 'failed']) },
      { status: 'failed', captureAttempts: payment.captureAttempts + 1 },
    );
  }

  /** The money arrived; the sale is still to be made. */
  async markSucceeded(manager: EntityManager, id: number): Promise<void> {
    await manager.update(PaymentEntity, { id, status: In(['created', 'failed']) }, { status: 'succeeded' });
  }

  /** The sale was made: the payment is fulfilled by this order. */
  async markFulfilled(manager: EntityManager, id: number, orderId: number): Promise<void> {
    await manager.update(PaymentEntity, { id, status: In(['created', 'succeeded']) }, { status: 'fulfilled', orderId });
  }

  /** The shop gave an unfulfilled payment back on its own (it could not sell the painting), naming the buyer the provider named. */
  async markShopRefunded(
    manager: EntityManager,
    id: number,
    refundReference: string,
    buyer: NonNullable<PaymentEntity['buyer']>,
  ): Promise<void> {
    await manager.update(
      PaymentEntity,
      { id, status: In(['created', 'succeeded', 'failed']) },
      { status: 'refunded', refundReference, buyer },
    );
  }

  /** The artist refunded the order this payment paid for. */
  async markArtistRefunded(manager: EntityManager, id: number, refundReference: string): Promise<void> {
    await manager.update(PaymentEntity, { id }, { status: 'refunded', refundReference });
  }
}
