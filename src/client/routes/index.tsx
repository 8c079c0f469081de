import { createFileRoute, redirect } from '@tanstack/react-router';

// Route / opens the dashboard (spec 2.2); the route guard sends visitors without a session to sign-in.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ href: '/home' });
  },
});
