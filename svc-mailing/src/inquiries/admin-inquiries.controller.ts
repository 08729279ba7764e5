import { Body, Controller, Get, Param, ParseIntPipe, Patch, UseGuards } from '@nestjs/common';
import { inquiryReadSchema, type AdminInquiry, type InquiryReadRequest } from '@atelier/contracts';
import { AdminGuard } from '@atelier/service-kit';
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
    @Param('id', new ParseIntPipe({ errorHttpStatusCode: 404 })) id: number,
    @Body({ schema: inquiryReadSchema }) body: InquiryReadRequest,
  ): Promise<AdminInquiry> {
    return this.inquiries.markRead(id, body.read);
  }
}
