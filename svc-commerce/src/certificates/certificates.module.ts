import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DurableWorkModule } from '@atelier/service-kit';
import { CatalogModule } from '../catalog/catalog.module';
import { CustomerEntity } from '../customers/customer.entity';
import { MailingModule } from '../mailing/mailing.module';
import { OrdersRepositoryModule } from '../orders/orders-repository.module';
import { CertificateEntity } from './certificate.entity';
import { CertificatesController } from './certificates.controller';
import { CertificatesService } from './certificates.service';

/** A certificate of authenticity for every sale: issued, rendered as a PDF, e-mailed, checked. */
@Module({
  imports: [
    TypeOrmModule.forFeature([CertificateEntity, CustomerEntity]),
    OrdersRepositoryModule,
    CatalogModule,
    MailingModule,
    DurableWorkModule,
  ],
  controllers: [CertificatesController],
  providers: [CertificatesService],
  exports: [CertificatesService],
})
export class CertificatesModule {}
