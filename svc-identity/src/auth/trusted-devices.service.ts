import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { hashToken, newSecretToken } from '@atelier/service-kit';
import { LessThan, type Repository } from 'typeorm';
import { normalise } from '../admins/admins.service';
import { TrustedDeviceEntity } from './trusted-device.entity';

/** How long a browser stays trusted after its last sign-in. */
export const TRUSTED_DEVICE_MS = 180 * 24 * 60 * 60_000;

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a successful
 * sign-in hands the browser a random token, stored hashed; it names that browser as the
 * administrator's on her later sign-ins, and is replaced by a new one at each.
 */
@Injectable()
export class TrustedDevicesService {
  constructor(@InjectRepository(TrustedDeviceEntity) private readonly devices: Repository<TrustedDeviceEntity>) {}

  /** The device the cookie names, if it is live and belongs to the account being signed in to. */
  async recognise(token: string | undefined, email: string): Promise<number | null> {
    if (!token) return null;
    const device = await this.devices
      .createQueryBuilder('device')
      .innerJoin('device.admin', 'admin')
      .where('device.tokenHash = :hash AND device.expiresAt > now() AND admin.email = :email', {
        hash: hashToken(token),
        email: normalise(email),
      })
      .getOne();
    return device?.id ?? null;
  }

  /** A fresh token for the browser that just signed in; the one it showed, if any, ends. */
  async trust(adminId: number, previous: number | null): Promise<string> {
    const token = newSecretToken();
    if (previous !== null) await this.devices.delete({ id: previous, adminId });
    await this.devices.delete({ expiresAt: LessThan(new Date()) });
    await this.devices.insert({ adminId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + TRUSTED_DEVICE_MS) });
    return token;
  }
}
