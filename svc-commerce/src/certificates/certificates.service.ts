import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { EntityManager, Repository } from 'typeorm';
import {
  certificateNumber,
  COMMERCE_MESSAGES,
  sizeText,
  todayInNewZealand,
  type CertificatePainting,
  type CertificateVerification,
  type EmailRequest,
} from '@atelier/contracts';
import { describeEmail, DurableWorkService, ENV, Refusal, isRefusal } from '@atelier/service-kit';
import { CatalogClient } from '../catalog/catalog.client';
import { CustomerEntity } from '../customers/customer.entity';
import type { CommerceEnv } from '../env';
import { MailingClient } from '../mailing/mailing.client';
import type { OrderEntity } from '../orders/order.entity';
import { OrdersRepository } from '../orders/orders.repository';
import { ISSUE_CERTIFICATE, SEND_WITH_CERTIFICATE, type IssueCertificate, type SendWithCertificate } from '../work-kinds';
import { CertificateEntity } from './certificate.entity';
import { hasSize, renderCertificatePdf } from './certificate-pdf';

/** A certificate ready to hand out. */
export interface CertificateFile {
  filename: string;
  bytes: Buffer;
  number: string;
  verificationUrl: string;
}

/**
 * Certificates of authenticity, one per sale. Issued when the sale completes (durable work,
 * so a catalog outage delays it, never loses it) or on first need, from the catalog's
 * description of the painting at that moment; kept as issued. Anyone with its address can
 * check it (`verify`), which names the painting and the sale date, never the buyer.
 */
@Injectable()
export class CertificatesService {
  constructor(
    @InjectRepository(CertificateEntity) private readonly certificates: Repository<CertificateEntity>,
    private readonly orders: OrdersRepository,
    @InjectRepository(CustomerEntity) private readonly customers: Repository<CustomerEntity>,
    private readonly catalog: CatalogClient,
    private readonly mailing: MailingClient,
    private readonly work: DurableWorkService,
    @Inject(ENV) private readonly env: CommerceEnv,
  ) {
    // A sale undone or refunded before its work ran has nothing to certify: the work is done.
    work.handle<IssueCertificate>(ISSUE_CERTIFICATE, {
      run: async ({ orderId }) => {
        if (await this.orders.isCompleted(orderId)) await this.issue(orderId);
      },
      describe: ({ orderId }) => `certificate of order #${orderId}`,
    });
    work.handle<SendWithCertificate>(SEND_WITH_CERTIFICATE, {
      run: ({ orderId, email }) => this.sendWithCertificate(orderId, email),
      describe: ({ orderId, email }) => `${describeEmail({ ...email, data: { orderId } })} with its certificate`,
    });
  }

  /** Stages the buyer's confirmation e-mail, to go out with the order's certificate attached. */
  stageEmailWithCertificate(manager: EntityManager, orderId: number, email: EmailRequest<'order-confirmation'>): Promise<string[]> {
    const payload: SendWithCertificate = { orderId, email };
    return this.work.stage(manager, [{ kind: SEND_WITH_CERTIFICATE, key: email.idempotencyKey, payload }]);
  }

  /** The order's certificate; issued now if it has none yet. Only a completed sale gets one. */
  async issue(orderId: number): Promise<CertificateEntity> {
    const existing = await this.certificates.findOneBy({ orderId });
    if (existing) return existing;
    const order = await this.orders.findCompleted(orderId);
    if (!order) throw new Refusal('NOT_FOUND', COMMERCE_MESSAGES.orderNotFound);
    const [painting, artistName, buyer] = await Promise.all([
      this.paintingOf(order),
      this.catalog.artistName(),
      order.customerId === null ? null : this.customers.findOneBy({ id: order.customerId }),
    ]);
    await this.certificates
      .createQueryBuilder()
      .insert()
      .values({
        orderId,
        number: certificateNumber(order.id, order.soldAt),
        code: randomBytes(9).toString('base64url'),
        artistName,
        paintingTitle: painting.title,
        medium: painting.medium,
        width: painting.width,
        height: painting.height,
        year: painting.year,
        location: painting.location,
        buyerName: buyer?.name ?? null,
        thumbnail: painting.thumbnailJpegBase64 ? Buffer.from(painting.thumbnailJpegBase64, 'base64') : null,
      })
      // Two first needs at once (the sale's work and a download) issue one certificate.
      .orIgnore()
      .execute();
    return this.certificates.findOneByOrFail({ orderId });
  }

  /**
   * The certificate of a sale as a PDF (issued now if a completed sale had none); once the sale
   * was refunded or cancelled it is printed withdrawn.
   */
  async pdf(orderId: number): Promise<CertificateFile> {
    const certificate = await this.issue(orderId);
    const order = await this.orders.getById(orderId);
    const verificationUrl = this.verificationUrl(certificate);
    const bytes = await renderCertificatePdf({
      number: certificate.number,
      artistName: certificate.artistName,
      paintingTitle: certificate.paintingTitle,
      medium: certificate.medium,
      width: certificate.width,
      height: certificate.height,
      year: certificate.year,
      location: certificate.location,
      buyerName: certificate.buyerName,
      saleDate: todayInNewZealand(order.soldAt),
      issuedAt: certificate.issuedAt,
      verificationUrl,
      thumbnail: certificate.thumbnail,
      withdrawn: order.status === 'completed' ? null : order.status === 'refunded' ? 'refunded' : 'cancelled',
    });
    return { filename: `certificate-${certificate.number}.pdf`, bytes, number: certificate.number, verificationUrl };
  }

  /** `GET /api/certificates/{code}`: the painting and the sale date; withdrawn once the sale was undone. */
  async verify(code: string): Promise<CertificateVerification> {
    const certificate = await this.certificates.findOneBy({ code });
    const order = certificate && (await this.orders.findById(certificate.orderId));
    if (!certificate || !order) throw new Refusal('NOT_FOUND', COMMERCE_MESSAGES.certificateNotFound);
    return {
      number: certificate.number,
      artistName: certificate.artistName,
      paintingTitle: certificate.paintingTitle,
      medium: certificate.medium,
      size: hasSize(certificate) ? sizeText(certificate.width, certificate.height) : null,
      year: certificate.year,
      location: certificate.location,
      saleDate: todayInNewZealand(order.soldAt),
      valid: order.status === 'completed',
    };
  }

  verificationUrl(certificate: Pick<CertificateEntity, 'code'>): string {
    return `${this.env.PUBLIC_SITE_URL}/certificate/${certificate.code}`;
  }

  private async sendWithCertificate(orderId: number, email: EmailRequest<'order-confirmation'>): Promise<void> {
    const { filename, bytes, number, verificationUrl } = await this.pdf(orderId);
    await this.mailing.sendEmail({
      ...email,
      data: { ...email.data, certificateNumber: number, certificateUrl: verificationUrl },
      attachments: [{ filename, contentType: 'application/pdf', contentBase64: bytes.toString('base64') }],
    });
  }

  /** The painting as the catalog describes it; a painting deleted since is described by what the order kept. */
  private async paintingOf(order: OrderEntity): Promise<CertificatePainting> {
    try {
      return await this.catalog.certificatePainting(order.paintingId);
    } catch (error) {
      if (!isRefusal(error, 'NOT_FOUND')) throw error;
      return {
        id: order.paintingId,
        title: order.paintingTitle,
        medium: 'Oil painting',
        // Unknown: left off the certificate.
        width: '0',
        height: '0',
        year: null,
        location: null,
        thumbnailJpegBase64: null,
      };
    }
  }
}
