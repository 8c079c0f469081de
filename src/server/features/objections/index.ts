/**
 * Objections and complaints (issue 17). Other areas use:
 * - `assertNoBlockingObjection(db, projectId)`: the results' conclusion (06 -> 07); a translated 409
 *   naming the results objection still 00/01.
 * - `createObjectionService` / `objectionRoutes`: wired in tender-cycle/wiring.ts.
 */
export { assertNoBlockingObjection } from './conclusion';
export { createObjectionService } from './service';
export { objectionRoutes } from './routes';
