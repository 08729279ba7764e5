import { Body, Controller, Get, HttpCode, Param, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  commerceApi,
  COMMERCE_MESSAGES,
  FULFILMENT_LABELS,
  fulfilOrderSchema,
  PICKUP_STUDIOS,
  type SaleRecord,
  type UnfinishedCheckout,
} from '@atelier/contracts';
import { AdminGuard, IdPipe, sendCsv, Serves, type CsvColumn } from '@atelier/service-kit';
import { OrderFulfilmentService, type FulfilOrder } from './order-fulfilment.service';
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
  { header: 'buyer_phone', value: (r) => r.buyerPhone },
  { header: 'delivery', value: (r) => r.delivery },
  { header: 'ship_to', value: (r) => r.shipTo },
  { header: 'pickup_studio', value: (r) => (r.pickupStudio ? PICKUP_STUDIOS[r.pickupStudio] : null) },
  { header: 'amount', value: (r) => r.amount },
  { header: 'currency', value: (r) => r.currency },
  { header: 'provider', value: (r) => r.provider },
  { header: 'provider_reference', value: (r) => r.providerReference },
  { header: 'refund_reference', value: (r) => r.refundReference },
  { header: 'certificate_number', value: (r) => r.certificateNumber },
  { header: 'fulfilment', value: (r) => (r.fulfilment ? FULFILMENT_LABELS[r.fulfilment.state] : null) },
  { header: 'carrier', value: (r) => r.fulfilment?.carrier },
  { header: 'tracking_number', value: (r) => r.fulfilment?.trackingNumber },
  { header: 'tracking_url', value: (r) => r.fulfilment?.trackingUrl },
];

@Controller()
@UseGuards(AdminGuard)
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly fulfilment: OrderFulfilmentService,
  ) {}

  /** Every sale and every paid payment that made none, newest first, whatever channel it came through. */
  @Serves(commerceApi.orders.list)
  list(): Promise<SaleRecord[]> {
    return this.orders.ledger();
  }

  @Serves(commerceApi.orders.unfinished)
  unfinished(): Promise<UnfinishedCheckout[]> {
    return this.orders.unfinished();
  }

  @Serves(commerceApi.orders.fulfil)
  @HttpCode(200)
  fulfil(
    @Param('id', new IdPipe(COMMERCE_MESSAGES.orderNotFound)) id: number,
    @Body({ schema: fulfilOrderSchema }) body: FulfilOrder,
  ): Promise<SaleRecord> {
    return this.fulfilment.fulfil(id, body);
  }

  @Get(commerceApi.orders.export.path)
  async export(@Res() reply: FastifyReply): Promise<void> {
    await sendCsv(reply, 'orders', SALE_COLUMNS, await this.orders.ledger());
  }
}
