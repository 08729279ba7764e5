import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '@atelier/contracts';

export function setSessionCookie(reply: FastifyReply, token: string, { secure, maxAgeMs }: { secure: boolean; maxAgeMs: number }) {
  void reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: Math.floor(maxAgeMs / 1000) });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  void reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
