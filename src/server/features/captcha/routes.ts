import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import { routesOf } from '../../lib/api-route';
import type { CaptchaService } from './service';

/** A size from the query string; anything unreadable falls back to the default (sizes are clamped anyway). */
function sizeParam(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Loose on purpose: an unreadable value falls back to the default rather than refusing the picture. */
const pictureQuerySchema = z.object({ for: z.unknown().optional() });
const slideQuerySchema = z.object({ width: z.unknown().optional(), height: z.unknown().optional() });

export function captchaRoutes(captcha: CaptchaService) {
  return async (app: FastifyInstance) => {
    const route = routesOf(app);
    // Each answer is a fresh secret: a cached image would show a captcha that is already used up.
    // GET is what an <img>-style refresh does; POST because the spec's calls are POST by default.
    route({
      method: ['GET', 'POST'],
      url: AUTH_PATHS.randCodeImage,
      access: 'public',
      query: pictureQuerySchema,
      handler: ({ query, reply }) => {
        reply.header('cache-control', 'no-store');
        // ?for=slide: the slide puzzle's typed alternative (digits), answered through the slide's fields.
        return query.for === 'slide' ? captcha.issueSlideCode() : captcha.issuePicture();
      },
    });
    route({
      method: 'GET',
      url: AUTH_PATHS.slidingCode,
      access: 'public',
      query: slideQuerySchema,
      handler: ({ query, reply }) => {
        reply.header('cache-control', 'no-store');
        return captcha.issueSlide({ width: sizeParam(query.width), height: sizeParam(query.height) });
      },
    });
  };
}
