/** Supplier signups to a published project and the buyer's review of them. */
export { signupRoutes } from './routes';
export { createSignupService } from './service';
