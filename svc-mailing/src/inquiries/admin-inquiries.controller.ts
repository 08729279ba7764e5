import { Body, Controller, Get, Param, Patch, UseGuards } from '@nestjs/common';
import { type AdminInquiry, INQUIRY_MESSAGES, type InquiryReadRequest, inquiryReadSchema } from '@atelier/contracts';
import { AdminGuard, IdPipe } from '@atelier/service-kit';
import { InquiriesService } from './inquiries.service';

/** The admin Enquiries tab. */
@Controller('api/admin/inquiries')
@UseGuards(AdminGuard)
export class AdminInquiriesController {
  constructor(private readonly inquiries: InquiriesService) {}

  @Get()
  list(): Promise<AdminInquiry[]> {
    return this.inquiries.list();
  }

  @Patch(':id/read')
  markRead(
    @Param('id', new IdPipe(INQUIRY_MESSAGES.notFound)) id: number,
    @Body({ schema: inquiryReadSchema }) body: InquiryReadRequest,
  ): Promise<AdminInquiry> {
    return this.inquiries.markRead(id, body.read);
  }
}
