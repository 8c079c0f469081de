import { lazy } from 'react';

/**
 * The home dashboard (issue 20): each role's waiting work with server-time deadlines, counts and links,
 * kept on the device for offline reading, and the buyer side's charts. Lazy: /home is the first screen
 * after sign-in, and the section brings the device store and the chart library with it.
 */
export const DashboardSection = lazy(() =>
  import('./components/dashboard-section').then((m) => ({ default: m.DashboardSection })),
);
