import { Controller, Get, Param, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { certificateCodeSchema, commerceApi, COMMERCE_MESSAGES, type CertificateVerification } from '@atelier/contracts';
import { AdminGuard, IdPipe, Serves } from '@atelier/service-kit';
import { CertificatesService } from './certificates.service';

@Controller()
export class CertificatesController {
  constructor(private readonly certificates: CertificatesService) {}

  /** The page a certificate's address or QR code opens. */
  @Serves(commerceApi.certificates.verify)
  verify(@Param('code', { schema: certificateCodeSchema }) code: string): Promise<CertificateVerification> {
    return this.certificates.verify(code);
  }

  /** The artist's download, from the order (a PDF, so not a JSON endpoint). */
  @Get(commerceApi.orders.certificate.path)
  @UseGuards(AdminGuard)
  async download(@Param('id', new IdPipe(COMMERCE_MESSAGES.orderNotFound)) id: number, @Res() reply: FastifyReply): Promise<void> {
    const { filename, bytes } = await this.certificates.pdf(id);
    await reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(bytes);
  }
}
