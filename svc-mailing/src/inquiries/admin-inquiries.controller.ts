import { Body, Controller, Get, Param, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { type AdminInquiry, INQUIRY_MESSAGES, type InquiryReadRequest, inquiryReadSchema, mailingApi } from '@atelier/contracts';
import { AdminGuard, IdPipe, sendCsv, Serves, type CsvColumn } from '@atelier/service-kit';
import { InquiriesService } from './inquiries.service';

/** The enquiries export's columns (stable names: spreadsheets and scripts rely on them). */
const INQUIRY_COLUMNS: CsvColumn<AdminInquiry>[] = [
  { header: 'id', value: (i) => i.id },
  { header: 'received_at', value: (i) => i.createdAt },
  { header: 'type', value: (i) => i.inquiryTypeLabel },
  { header: 'painting_id', value: (i) => i.paintingId },
  { header: 'painting_title', value: (i) => i.paintingTitle },
  { header: 'first_name', value: (i) => i.firstName },
  { header: 'last_name', value: (i) => i.lastName },
  { header: 'email', value: (i) => i.email },
  { header: 'phone', value: (i) => i.phone },
  { header: 'message', value: (i) => i.message },
  { header: 'read', value: (i) => i.read },
];

/** The admin Enquiries tab. */
@Controller()
@UseGuards(AdminGuard)
export class AdminInquiriesController {
  constructor(private readonly inquiries: InquiriesService) {}

  @Get(mailingApi.inquiries.export.path)
  async export(@Res() reply: FastifyReply): Promise<void> {
    await sendCsv(reply, 'enquiries', INQUIRY_COLUMNS, await this.inquiries.list());
  }

  @Serves(mailingApi.inquiries.list)
  list(): Promise<AdminInquiry[]> {
    return this.inquiries.list();
  }

  @Serves(mailingApi.inquiries.setRead)
  markRead(
    @Param('id', new IdPipe(INQUIRY_MESSAGES.notFound)) id: number,
    @Body({ schema: inquiryReadSchema }) body: InquiryReadRequest,
  ): Promise<AdminInquiry> {
    return this.inquiries.markRead(id, body.read);
  }
}
