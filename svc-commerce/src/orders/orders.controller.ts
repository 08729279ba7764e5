import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { commerceApi, type SaleRecord, type UnfinishedCheckout } from '@atelier/contracts';
import { AdminGuard, sendCsv, Serves, type CsvColumn } from '@atelier/service-kit';
import { OrdersService } from './orders.service';

/** The orders export's columns: the Orders tab's list, one row per order or payment. */
const SALE_COLUMNS: CsvColumn<SaleRecord>[] = [
  { header: 'date', value: (r) => r.date },
  { header: 'status', value: (r) => r.status },
  { header: 'order_id', value: (r) => r.orderId },
  { header: 'painting_id', value: (r) => r.paintingId },
  { header: 'painting_title', value: (r) => r.paintingTitle },
  { header: 'buyer_name', value: (r) => r.buyerName },
  { header: 'buyer_email', value: (r) => r.buyerEmail },
  { header: 'ship_to', value: (r) => r.shipTo },
  { header: 'amount', value: (r) => r.amount },
  { header: 'currency', value: (r) => r.currency },
  { header: 'provider', value: (r) => r.provider },
  { header: 'provider_reference', value: (r) => r.providerReference },
  { header: 'refund_reference', value: (r) => r.refundReference },
  { header: 'certificate_number', value: (r) => r.certificateNumber },
];

@Controller()
@UseGuards(AdminGuard)
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  /** Every sale and every payment that made none, newest first, whatever channel it came through. */
  @Serves(commerceApi.orders.list)
  list(): Promise<SaleRecord[]> {
    return this.orders.ledger();
  }

  /** Payments a buyer submitted that did not go through: not orders, listed apart. */
  @Serves(commerceApi.orders.unfinished)
  unfinished(): Promise<UnfinishedCheckout[]> {
    return this.orders.unfinished();
  }

  @Get(commerceApi.orders.export.path)
  async export(@Res() reply: FastifyReply): Promise<void> {
    await sendCsv(reply, 'orders', SALE_COLUMNS, await this.orders.ledger());
  }
}
