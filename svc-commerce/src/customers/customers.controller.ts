import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Patch, Post, UseGuards } from '@nestjs/common';
import {
  customerInputSchema,
  customerUpdateSchema,
  type Customer,
  type CustomerData,
  type CustomerUpdate,
  type InternalCustomer,
} from '@atelier/contracts';
import { AdminGuard, InternalGuard } from '@atelier/service-kit';
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
  get(@Param('id', ParseIntPipe) id: number): Promise<Customer> {
    return this.customers.get(id);
  }

  @Post()
  create(@Body({ schema: customerInputSchema }) body: CustomerData): Promise<Customer> {
    return this.customers.create(body);
  }

  @Patch(':id')
  update(@Param('id', ParseIntPipe) id: number, @Body({ schema: customerUpdateSchema }) body: CustomerUpdate): Promise<Customer> {
    return this.customers.update(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id', ParseIntPipe) id: number): Promise<void> {
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
