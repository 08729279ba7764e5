import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { INQUIRY_MESSAGES, inquirySchema, type InquiryCreated, type InquiryData } from '@atelier/contracts';
import { ClientRateLimitGuard, RateLimit } from '@atelier/service-kit';
import { InquiriesService } from './inquiries.service';

@Controller('api/inquiries')
export class InquiriesController {
  constructor(private readonly inquiries: InquiriesService) {}

  /** The contact, enquiry and commission forms, limited per address (INQUIRY_LIMIT_*, env.ts). */
  @Post()
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(ClientRateLimitGuard)
  @RateLimit({
    name: 'inquiries',
    limits: 'INQUIRY',
    message: INQUIRY_MESSAGES.tooMany,
  })
  create(@Body({ schema: inquirySchema }) body: InquiryData): Promise<InquiryCreated> {
    return this.inquiries.create(body);
  }
}
