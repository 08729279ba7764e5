import type { FastifyReply } from 'fastify';
import { DEVICE_COOKIE, SESSION_COOKIE } from '@atelier/contracts';

/** The device cookie is read only by the sign-in, so it is sent nowhere else. */
const DEVICE_COOKIE_PATH = '/api/admin/login';

export function setSessionCookie(reply: FastifyReply, token: string, { secure, maxAgeMs }: { secure: boolean; maxAgeMs: number }) {
  void reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: Math.floor(maxAgeMs / 1000) });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  void reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

export function setDeviceCookie(reply: FastifyReply, token: string, { secure, maxAgeMs }: { secure: boolean; maxAgeMs: number }) {
  void reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: DEVICE_COOKIE_PATH,
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}
