import { Body, Controller, Get, HttpCode, Param, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  COMMERCE_MESSAGES,
  type Customer,
  type CustomerData,
  customerInputSchema,
  type CustomerUpdate,
  customerUpdateSchema,
  internalApi,
  type InternalCustomer,
  commerceApi,
} from '@atelier/contracts';
import { AdminGuard, IdPipe, InternalGuard, sendCsv, Serves, type CsvColumn } from '@atelier/service-kit';
import { CustomersService } from './customers.service';

/** The customers export's columns (stable names: spreadsheets and scripts rely on them). */
const CUSTOMER_COLUMNS: CsvColumn<Customer>[] = [
  { header: 'id', value: (c) => c.id },
  { header: 'name', value: (c) => c.name },
  { header: 'email', value: (c) => c.email },
  { header: 'phone', value: (c) => c.phone },
  { header: 'address', value: (c) => c.address },
  { header: 'notes', value: (c) => c.notes },
  { header: 'created_at', value: (c) => c.createdAt },
  { header: 'purchases_count', value: (c) => c.purchasedPaintings.length },
  {
    header: 'purchases',
    value: (c) => c.purchasedPaintings.map((p) => `${p.title} (${p.price} ${p.currency}, ${p.soldDate.slice(0, 10)})`).join('; '),
  },
];

@Controller()
@UseGuards(AdminGuard)
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Serves(commerceApi.customers.list)
  list(): Promise<Customer[]> {
    return this.customers.list();
  }

  /** Every customer with their purchases, one row each (declared before `:id`, which it would otherwise match). */
  @Get(commerceApi.customers.export.path)
  async export(@Res() reply: FastifyReply): Promise<void> {
    await sendCsv(reply, 'customers', CUSTOMER_COLUMNS, await this.customers.list());
  }

  @Serves(commerceApi.customers.get)
  get(@Param('id', new IdPipe(COMMERCE_MESSAGES.customerNotFound)) id: number): Promise<Customer> {
    return this.customers.get(id);
  }

  @Serves(commerceApi.customers.create)
  create(@Body({ schema: customerInputSchema }) body: CustomerData): Promise<Customer> {
    return this.customers.create(body);
  }

  @Serves(commerceApi.customers.update)
  update(
    @Param('id', new IdPipe(COMMERCE_MESSAGES.customerNotFound)) id: number,
    @Body({ schema: customerUpdateSchema }) body: CustomerUpdate,
  ): Promise<Customer> {
    return this.customers.update(id, body);
  }

  @Serves(commerceApi.customers.remove)
  @HttpCode(204)
  remove(@Param('id', new IdPipe(COMMERCE_MESSAGES.customerNotFound)) id: number): Promise<void> {
    return this.customers.remove(id);
  }
}

/** For svc-mailing's `POST /api/admin/mailchimp/sync-customers`. */
@Controller()
@UseGuards(InternalGuard)
export class InternalCustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Serves(internalApi.customers)
  list(): Promise<InternalCustomer[]> {
    return this.customers.listForSync();
  }
}
