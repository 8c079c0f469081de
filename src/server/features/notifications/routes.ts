import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_PATHS as P } from '@/shared/contracts/notification-paths';
import {
  notificationEmptySchema,
  notificationPageSchema,
  notificationReadSchema,
} from '@/shared/contracts/notification-schemas';
import { apiRoute } from '../../lib/api-route';
import type { NotificationService } from './service';

/** Every signed-in user reads and marks their own notifications (the service scopes to the caller). */
export function notificationRoutes(service: NotificationService) {
  return async (app: FastifyInstance) => {
    apiRoute(app, {
      url: P.page,
      access: 'session',
      body: notificationPageSchema,
      handler: ({ body, request }) => service.page(request.actor, body),
    });
    apiRoute(app, {
      url: P.unreadCount,
      access: 'session',
      body: notificationEmptySchema,
      handler: ({ request }) => service.unreadCount(request.actor),
    });
    apiRoute(app, {
      url: P.read,
      access: 'session',
      body: notificationReadSchema,
      handler: ({ body, ctx }) => service.read(ctx, body),
    });
    apiRoute(app, {
      url: P.readAll,
      access: 'session',
      body: notificationEmptySchema,
      handler: ({ ctx }) => service.readAll(ctx),
    });
  };
}
