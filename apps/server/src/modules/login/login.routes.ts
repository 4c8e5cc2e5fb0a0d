import { endpoints } from '@lld/protocol/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { appRoute } from '../../http/app-route.ts';

export async function loginRoutes(app: FastifyInstance): Promise<void> {
  const { login } = app.services;
  appRoute(app, endpoints.loginGuest, async ({ body, request }) => login.guestLogin(body, request.ip));
}
