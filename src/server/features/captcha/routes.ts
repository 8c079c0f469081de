import type { FastifyInstance } from 'fastify';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import { success } from '../../lib/envelope';
import type { CaptchaService } from './service';

/** A size from the query string; anything unreadable falls back to the default (sizes are clamped anyway). */
function sizeParam(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

export function captchaRoutes(captcha: CaptchaService) {
  return async (app: FastifyInstance) => {
    // Each answer is a fresh secret: a cached image would show a captcha that is already used up.
    // GET is what an <img>-style refresh does; POST because the spec's calls are POST by default.
    app.route({
      method: ['GET', 'POST'],
      url: AUTH_PATHS.randCodeImage,
      config: { access: 'public' },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        // ?for=slide: the slide puzzle's typed alternative (digits), answered through the slide's fields.
        const forSlide = ((request.query ?? {}) as Record<string, unknown>).for === 'slide';
        return success(await (forSlide ? captcha.issueSlideCode() : captcha.issuePicture()), request.id);
      },
    });

    app.get(AUTH_PATHS.slidingCode, { config: { access: 'public' } }, async (request, reply) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      reply.header('cache-control', 'no-store');
      return success(
        await captcha.issueSlide({ width: sizeParam(query.width), height: sizeParam(query.height) }),
        request.id,
      );
    });
  };
}
