import { Body, Controller, HttpCode, HttpStatus, UseGuards } from '@nestjs/common';
import { INQUIRY_MESSAGES, inquirySchema, mailingApi, type InquiryCreated, type InquiryData } from '@atelier/contracts';
import { ClientRateLimitGuard, RateLimit, Serves } from '@atelier/service-kit';
import { InquiriesService } from './inquiries.service';

@Controller()
export class InquiriesController {
  constructor(private readonly inquiries: InquiriesService) {}

  /** The contact, enquiry and commission forms, limited per address (INQUIRY_LIMIT_*, env.ts). */
  @Serves(mailingApi.inquiries.create)
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
