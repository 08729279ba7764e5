import { Body, Controller, HttpCode, Param, UseGuards } from '@nestjs/common';
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
import { AdminGuard, IdPipe, InternalGuard, Serves } from '@atelier/service-kit';
import { CustomersService } from './customers.service';

@Controller()
@UseGuards(AdminGuard)
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Serves(commerceApi.customers.list)
  list(): Promise<Customer[]> {
    return this.customers.list();
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
