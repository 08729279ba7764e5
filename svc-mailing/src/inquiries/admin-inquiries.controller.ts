import { Body, Controller, Param, UseGuards } from '@nestjs/common';
import { type AdminInquiry, INQUIRY_MESSAGES, type InquiryReadRequest, inquiryReadSchema, mailingApi } from '@atelier/contracts';
import { AdminGuard, IdPipe, Serves } from '@atelier/service-kit';
import { InquiriesService } from './inquiries.service';

/** The admin Enquiries tab. */
@Controller()
@UseGuards(AdminGuard)
export class AdminInquiriesController {
  constructor(private readonly inquiries: InquiriesService) {}

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
