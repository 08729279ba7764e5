import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import {
  ARTIST_RECIPIENT,
  INQUIRY_MESSAGES,
  INQUIRY_TYPE_LABELS,
  type AdminInquiry,
  type InquiryCreated,
  type InquiryData,
} from '@atelier/contracts';
import { EmailsService } from '../email/emails.service';
import { CatalogClient } from '../catalog/catalog.client';
import { InquiryEntity } from './inquiry.entity';
import { Refusal } from '@atelier/service-kit';

@Injectable()
export class InquiriesService {
  constructor(
    @InjectRepository(InquiryEntity) private readonly inquiries: Repository<InquiryEntity>,
    private readonly dataSource: DataSource,
    private readonly emails: EmailsService,
    private readonly catalog: CatalogClient,
  ) {}

  /**
   * Stores the enquiry together with the artist's e-mail (one transaction: never one without
   * the other), then queues the e-mail. Replying to it answers the visitor.
   */
  async create(data: InquiryData): Promise<InquiryCreated> {
    const paintingId = data.paintingId ?? null;
    const paintingTitle = paintingId ? await this.catalog.paintingTitle(paintingId) : null;
    const stored = await this.dataSource.transaction(async (manager) => {
      const inquiry = await manager.save(
        manager.create(InquiryEntity, {
          firstName: data.firstName,
          lastName: data.lastName,
          email: data.email,
          phone: data.phone ?? null,
          inquiryType: data.inquiryType,
          message: data.message,
          paintingId,
          paintingTitle,
        }),
      );
      const email = this.emails.prepare({
        template: 'inquiry-to-artist',
        to: ARTIST_RECIPIENT,
        replyTo: inquiry.email,
        idempotencyKey: `inquiry-${inquiry.id}`,
        data: {
          inquiryId: inquiry.id,
          firstName: inquiry.firstName,
          lastName: inquiry.lastName,
          email: inquiry.email,
          phone: inquiry.phone,
          inquiryType: inquiry.inquiryType,
          message: inquiry.message,
          paintingId,
          paintingTitle,
          paintingUrl: paintingId ? `${this.emails.context.siteUrl}/painting/${paintingId}` : null,
        },
      });
      await this.emails.store(manager, email);
      return { id: inquiry.id, emailKey: email.key };
    });
    await this.emails.dispatch(stored.emailKey);
    return { success: true, id: stored.id };
  }

  /** Every enquiry, newest first: the artist's inbox does not depend on e-mail delivery. */
  async list(): Promise<AdminInquiry[]> {
    const rows = await this.inquiries.find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toAdminInquiry);
  }

  async markRead(id: number, read: boolean): Promise<AdminInquiry> {
    const inquiry = await this.inquiries.findOneBy({ id });
    if (!inquiry) throw new Refusal('NOT_FOUND', INQUIRY_MESSAGES.notFound);
    // Marking read again keeps the first reading time.
    inquiry.readAt = read ? (inquiry.readAt ?? new Date()) : null;
    await this.inquiries.update({ id }, { readAt: inquiry.readAt });
    return toAdminInquiry(inquiry);
  }
}

function toAdminInquiry(row: InquiryEntity): AdminInquiry {
  return {
    id: row.id,
    inquiryType: row.inquiryType,
    inquiryTypeLabel: INQUIRY_TYPE_LABELS[row.inquiryType] ?? row.inquiryType,
    paintingId: row.paintingId,
    paintingTitle: row.paintingTitle,
    read: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}
