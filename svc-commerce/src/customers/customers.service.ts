import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, type EntityManager, type Repository } from 'typeorm';
import {
  COMMERCE_MESSAGES,
  type Customer,
  type CustomerData,
  type CustomerUpdate,
  type InternalCustomer,
  type PurchasedPainting,
} from '@atelier/contracts';
import { MailingOutboxService } from '../mailing/mailing-outbox.service';
import { OrdersRepository } from '../orders/orders.repository';
import { CustomerEntity } from './customer.entity';
import { Refusal } from '@atelier/service-kit';

/** A buyer as a payment provider knows them (billing details). */
export interface PaymentBuyer {
  name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
}

/**
 * The artist's customers. Deleting one is a soft delete, so the orders that name them stay
 * readable, and takes their address off the mailing list through svc-mailing.
 */
@Injectable()
export class CustomersService {
  constructor(
    @InjectRepository(CustomerEntity) private readonly customers: Repository<CustomerEntity>,
    private readonly orders: OrdersRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: MailingOutboxService,
  ) {}

  /** Every customer, newest first, each with the paintings they bought. */
  async list(): Promise<Customer[]> {
    const rows = await this.customers.find({ where: { deletedAt: IsNull() }, order: { createdAt: 'DESC', id: 'DESC' } });
    const purchases = await this.purchasesOf(rows.map((row) => row.id));
    return rows.map((row) => toCustomer(row, purchases.get(row.id) ?? []));
  }

  async get(id: number): Promise<Customer> {
    const row = await this.findActive(id);
    return toCustomer(row, (await this.purchasesOf([id])).get(id) ?? []);
  }

  async create(data: CustomerData): Promise<Customer> {
    const saved = await this.customers.save(this.customers.create({ ...data, deletedAt: null }));
    return toCustomer(saved, []);
  }

  async update(id: number, data: CustomerUpdate): Promise<Customer> {
    const customer = await this.findActive(id);
    // Only a customer saved without an e-mail (a card buyer who gave none) may stay without one.
    if (data.email === '' && customer.email) throw new Refusal('VALIDATION_FAILED', COMMERCE_MESSAGES.emailRequired);
    const columns = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
    if (Object.keys(columns).length) await this.customers.update({ id }, columns);
    return this.get(id);
  }

  /**
   * Soft-deletes a customer and, unless another customer still uses the address, asks
   * svc-mailing (through the outbox, so an outage loses nothing) to remove the contact.
   */
  async remove(id: number): Promise<void> {
    const jobIds = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(CustomerEntity);
      const customer = await repository.findOne({ where: { id, deletedAt: IsNull() }, lock: { mode: 'pessimistic_write' } });
      if (!customer) throw new Refusal('NOT_FOUND', COMMERCE_MESSAGES.customerNotFound);
      await repository.update({ id }, { deletedAt: new Date() });
      const sharing = await repository
        .createQueryBuilder('customer')
        .where('lower(customer.email) = lower(:email) AND customer.deleted_at IS NULL', { email: customer.email })
        .getCount();
      if (sharing > 0 || !customer.email) return [];
      return this.outbox.stageContactRemoval(manager, `customer-${id}-remove-contact`, { email: customer.email });
    });
    await this.outbox.dispatch(jobIds);
  }

  /** A customer who is not deleted, or 404. */
  async findActive(id: number): Promise<CustomerEntity> {
    const customer = await this.customers.findOneBy({ id, deletedAt: IsNull() });
    if (!customer) throw new Refusal('NOT_FOUND', COMMERCE_MESSAGES.customerNotFound);
    return customer;
  }

  /** Customers for svc-mailing's sync: everyone not deleted who has an address. */
  async listForSync(): Promise<InternalCustomer[]> {
    const rows = await this.customers.find({ where: { deletedAt: IsNull() }, order: { id: 'ASC' } });
    return rows.filter((row) => row.email).map(toInternalCustomer);
  }

  /**
   * The customer a paying buyer becomes: the one with the same e-mail (case-insensitive), its
   * blanks filled from the billing details, else a new one. An advisory lock on the address
   * keeps two payments of one buyer from creating them twice.
   */
  async upsertFromPayment(buyer: PaymentBuyer, fallbackName: string): Promise<CustomerEntity> {
    return this.dataSource.transaction(async (manager: EntityManager) => {
      const repository = manager.getRepository(CustomerEntity);
      const email = buyer.email?.trim() ?? '';
      if (email) {
        await manager.query('SELECT pg_advisory_xact_lock(hashtext(lower($1)))', [email]);
        const existing = await repository
          .createQueryBuilder('customer')
          .where('lower(customer.email) = lower(:email) AND customer.deleted_at IS NULL', { email })
          .orderBy('customer.id', 'ASC')
          .getOne();
        if (existing) {
          const blanks: Partial<CustomerEntity> = {};
          if (!existing.phone && buyer.phone) blanks.phone = buyer.phone.slice(0, 50);
          if (!existing.address && buyer.address) blanks.address = buyer.address;
          if (Object.keys(blanks).length) await repository.update({ id: existing.id }, blanks);
          return { ...existing, ...blanks };
        }
      }
      return repository.save(
        repository.create({
          name: (buyer.name?.trim() || fallbackName).slice(0, 200),
          email,
          phone: buyer.phone?.slice(0, 50) || null,
          address: buyer.address || null,
          notes: email ? null : 'No e-mail address was given at checkout.',
          deletedAt: null,
        }),
      );
    });
  }

  private async purchasesOf(customerIds: number[]): Promise<Map<number, PurchasedPainting[]>> {
    const byCustomer = new Map<number, PurchasedPainting[]>();
    if (!customerIds.length) return byCustomer;
    const orders = await this.orders.findCompletedOfCustomers(customerIds);
    for (const order of orders) {
      const list = byCustomer.get(order.customerId!) ?? [];
      list.push({
        orderId: order.id,
        paintingId: order.paintingId,
        title: order.paintingTitle,
        price: order.price,
        currency: order.currency,
        soldDate: order.soldAt.toISOString(),
      });
      byCustomer.set(order.customerId!, list);
    }
    return byCustomer;
  }
}

function toCustomer(row: CustomerEntity, purchasedPaintings: PurchasedPainting[]): Customer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    purchasedPaintings,
  };
}

/** 'Aroha Te Ngata' → first 'Aroha', last 'Te Ngata' (what a mailing list has fields for). */
function toInternalCustomer(row: CustomerEntity): InternalCustomer {
  const [firstName = '', ...rest] = row.name.trim().split(/\s+/);
  return { id: row.id, name: row.name, email: row.email, firstName, lastName: rest.join(' ') };
}
