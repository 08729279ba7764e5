import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import {
  COMMERCE_MESSAGES,
  type Customer,
  type CustomerData,
  customerInputSchema,
  type CustomerUpdate,
  customerUpdateSchema,
  type InternalCustomer,
} from '@atelier/contracts';
import { AdminGuard, IdPipe, InternalGuard } from '@atelier/service-kit';
import { CustomersService } from './customers.service';

@Controller('api/admin/customers')
@UseGuards(AdminGuard)
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  list(): Promise<Customer[]> {
    return this.customers.list();
  }

  @Get(':id')
  get(@Param('id', new IdPipe(COMMERCE_MESSAGES.customerNotFound)) id: number): Promise<Customer> {
    return this.customers.get(id);
  }

  @Post()
  create(@Body({ schema: customerInputSchema }) body: CustomerData): Promise<Customer> {
    return this.customers.create(body);
  }

  @Patch(':id')
  update(
    @Param('id', new IdPipe(COMMERCE_MESSAGES.customerNotFound)) id: number,
    @Body({ schema: customerUpdateSchema }) body: CustomerUpdate,
  ): Promise<Customer> {
    return this.customers.update(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id', new IdPipe(COMMERCE_MESSAGES.customerNotFound)) id: number): Promise<void> {
    return this.customers.remove(id);
  }
}

/** For svc-mailing's `POST /api/admin/mailchimp/sync-customers`. */
@Controller('internal/customers')
@UseGuards(InternalGuard)
export class InternalCustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  list(): Promise<InternalCustomer[]> {
    return this.customers.listForSync();
  }
}
