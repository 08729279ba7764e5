import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Not, type Repository } from 'typeorm';
import type { SessionIntrospection } from '@atelier/contracts';
import { ENV, hashToken, newSecretToken } from '@atelier/service-kit';
import type { IdentityEnv } from '../env';
import { SessionEntity } from './session.entity';

/** Idle time is written back at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

/** Server-side sessions: a random token in the cookie, only its hash stored. */
@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @Inject(ENV) private readonly env: IdentityEnv,
  ) {}

  get absoluteMs(): number {
    return this.env.SESSION_ABSOLUTE_HOURS * 3600_000;
  }

  /** Starts a session and answers its token (the only time the token exists in clear). */
  async start(adminId: number): Promise<string> {
    const token = newSecretToken();
    const now = new Date();
    await this.sessions.insert({
      adminId,
      tokenHash: hashToken(token),
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.absoluteMs),
    });
    // Expired sessions are swept here rather than by a timer: logins are rare and cheap.
    await this.sessions.delete({ expiresAt: LessThan(now) });
    return token;
  }

  /** Whether the token belongs to a live session; refreshes its idle clock. */
  async introspect(token: string | undefined): Promise<SessionIntrospection> {
    if (!token) return { authenticated: false };
    const session = await this.sessions.findOne({ where: { tokenHash: hashToken(token) }, relations: { admin: true } });
    const now = Date.now();
    if (!session) return { authenticated: false };
    const idleExpired = now - session.lastSeenAt.getTime() > this.env.SESSION_IDLE_MINUTES * 60_000;
    if (idleExpired || session.expiresAt.getTime() <= now) {
      await this.sessions.delete({ id: session.id });
      return { authenticated: false };
    }
    if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await this.sessions.update({ id: session.id }, { lastSeenAt: new Date(now) });
    return { authenticated: true, adminId: session.adminId, email: session.admin?.email };
  }

  async end(token: string | undefined): Promise<void> {
    if (token) await this.sessions.delete({ tokenHash: hashToken(token) });
  }

  /** Ends every session of an administrator (after a password reset). */
  async endAll(adminId: number): Promise<void> {
    await this.sessions.delete({ adminId });
  }

  /** Ends every session of an administrator but the one with this token (she changed her password in it). */
  async endAllBut(adminId: number, token: string): Promise<void> {
    await this.sessions.delete({ adminId, tokenHash: Not(hashToken(token)) });
  }
}
