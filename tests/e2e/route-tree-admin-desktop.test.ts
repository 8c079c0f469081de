import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { describeRouteTreeChecks, VIEWPORTS } from './support/route-tree-checks';

describeRouteTreeChecks(
  DEMO_ACCOUNTS.filter((a) => a.loginName === 'admin01'),
  VIEWPORTS.filter((v) => !v.mobile),
);
