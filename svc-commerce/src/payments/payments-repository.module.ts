import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentEntity } from './payment.entity';
import { PaymentsRepository } from './payments.repository';

/** The `payments` table and its one owner, for every module that reads or writes payments. */
@Module({
  imports: [TypeOrmModule.forFeature([PaymentEntity])],
  providers: [PaymentsRepository],
  exports: [PaymentsRepository],
})
export class PaymentsRepositoryModule {}
