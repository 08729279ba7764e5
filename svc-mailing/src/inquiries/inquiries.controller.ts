import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { INQUIRY_MESSAGES, inquirySchema, type InquiryCreated, type InquiryData } from '@atelier/contracts';
import { ClientRateLimitGuard, RateLimit } from '@atelier/service-kit';
import { InquiriesService } from './inquiries.service';

const MINUTE = 60_000;

@Controller('api/inquiries')
export class InquiriesController {
  constructor(private readonly inquiries: InquiriesService) {}

  /** The contact, enquiry and commission forms. A person never meets the limit; a script does. */
  @Post()
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(ClientRateLimitGuard)
  @RateLimit({
    name: 'inquiries',
    windows: [
      { max: 5, windowMs: 10 * MINUTE },
      { max: 20, windowMs: 24 * 60 * MINUTE },
    ],
    message: INQUIRY_MESSAGES.tooMany,
  })
  create(@Body({ schema: inquirySchema }) body: InquiryData): Promise<InquiryCreated> {
    return this.inquiries.create(body);
  }
}
