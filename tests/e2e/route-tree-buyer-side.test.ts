import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { describeRouteTreeChecks, VIEWPORTS } from './support/route-tree-checks';

// buyer01 reaches the most business screens (plans, packages, schemes, construction, tenders): a file
// of its own; the rest of the buyer side is route-tree-agency-business.test.ts.
describeRouteTreeChecks(
  DEMO_ACCOUNTS.filter((a) => a.loginName === 'buyer01'),
  VIEWPORTS,
);
