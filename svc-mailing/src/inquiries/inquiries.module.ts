import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ThrottleModule } from '@atelier/service-kit';
import { EmailModule } from '../email/email.module';
import { AdminInquiriesController } from './admin-inquiries.controller';
import { CatalogClient } from './catalog.client';
import { InquiriesController } from './inquiries.controller';
import { InquiriesService } from './inquiries.service';
import { InquiryEntity } from './inquiry.entity';

@Module({
  imports: [TypeOrmModule.forFeature([InquiryEntity]), EmailModule, ThrottleModule],
  controllers: [InquiriesController, AdminInquiriesController],
  providers: [InquiriesService, CatalogClient],
})
export class InquiriesModule {}
