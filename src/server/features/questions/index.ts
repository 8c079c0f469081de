/**
 * Supplier questions about a project and the buyer side's answers (issue 17).
 *
 * Other areas use:
 * - `getQuestionForRelease(db, actor, questionId)`: clarifications' release prefill — the publicly
 *   answered question of a project the actor's organisation runs, or null.
 * - `createQuestionService` / `questionRoutes`: wired in tender-cycle/wiring.ts (the assistant reads
 *   `waitingForAnswer` and `myUnanswered`).
 */
export { getQuestionForRelease } from './release';
export { questionRoutes } from './routes';
export { createQuestionService } from './service';
