import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { hash, verify } from '@node-rs/argon2';
import type { Logger } from 'pino';
import type { Repository } from 'typeorm';
import { ENV, LOGGER } from '@atelier/service-kit';
import type { IdentityEnv } from '../env';
import { AdminEntity } from './admin.entity';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;
/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** A hash to verify against when the e-mail is unknown, so both cases take the same time. */
let decoyHash: Promise<string> | undefined;

@Injectable()
export class AdminsService implements OnApplicationBootstrap {
  constructor(
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
    @Inject(ENV) private readonly env: IdentityEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Creates the administrator from ADMIN_EMAIL / ADMIN_PASSWORD on first start only: once there is
   * one, she owns her e-mail and password (a changed e-mail must not bring the first one back).
   */
  async onApplicationBootstrap(): Promise<void> {
    const email = normalise(this.env.ADMIN_EMAIL);
    if ((await this.admins.count()) > 0) return;
    await this.admins
      .createQueryBuilder()
      .insert()
      .values({ email, passwordHash: await hash(this.env.ADMIN_PASSWORD, ARGON2_OPTIONS) })
      .orIgnore()
      .execute();
    this.logger.info({ email }, 'administrator created');
  }

  /** The administrator with these credentials, or null. Takes as long for an unknown e-mail. */
  async verifyCredentials(email: string, password: string): Promise<AdminEntity | null> {
    const admin = await this.admins.findOneBy({ email: normalise(email) });
    decoyHash ??= hash('decoy password', ARGON2_OPTIONS);
    const ok = await verify(admin?.passwordHash ?? (await decoyHash), password);
    return admin && ok ? admin : null;
  }

  /** Whether this is the administrator's password (she is known: no decoy needed). */
  verifyPassword(admin: AdminEntity, password: string): Promise<boolean> {
    return verify(admin.passwordHash, password);
  }

  findByEmail(email: string): Promise<AdminEntity | null> {
    return this.admins.findOneBy({ email: normalise(email) });
  }

  async get(adminId: number): Promise<AdminEntity> {
    return this.admins.findOneByOrFail({ id: adminId });
  }

  async setEmail(adminId: number, email: string): Promise<void> {
    await this.admins.update({ id: adminId }, { email: normalise(email) });
  }

  async setPassword(adminId: number, password: string): Promise<void> {
    await this.admins.update({ id: adminId }, { passwordHash: await hash(password, ARGON2_OPTIONS) });
  }
}

export function normalise(email: string): string {
  return email.trim().toLowerCase();
}
