import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DurableWorkModule, ENV, LOGGER } from '@atelier/service-kit';
import { CatalogModule } from '../catalog/catalog.module';
import { artistEmail, outboxDir, type MailingEnv } from '../env';
import { EmailEntity } from './email.entity';
import { EmailsService } from './emails.service';
import { InternalEmailsController } from './internal-emails.controller';
import { MailTransport, OutboxMailTransport, SmtpMailTransport } from './mail-transport';

@Module({
  imports: [TypeOrmModule.forFeature([EmailEntity]), DurableWorkModule, CatalogModule],
  controllers: [InternalEmailsController],
  providers: [
    EmailsService,
    {
      provide: MailTransport,
      inject: [ENV, LOGGER],
      useFactory: (env: MailingEnv, logger: Logger): MailTransport => {
        if (!env.ARTIST_EMAIL) logger.warn({ artist: artistEmail(env) }, 'ARTIST_EMAIL not set: enquiries and notices go to this address');
        if (env.SMTP_URL) return new SmtpMailTransport(env.SMTP_URL);
        const dir = outboxDir(env);
        logger.info({ dir }, `SMTP_URL not set: e-mails are written to ${dir}`);
        return new OutboxMailTransport(dir, logger);
      },
    },
  ],
  exports: [EmailsService],
})
export class EmailModule {}
