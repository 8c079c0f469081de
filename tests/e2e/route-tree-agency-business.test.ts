import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { describeRouteTreeChecks, VIEWPORTS } from './support/route-tree-checks';

const OTHERS = ['biz01', 'tempbuyer01', 'agent01', 'tempagent01'];

describeRouteTreeChecks(
  DEMO_ACCOUNTS.filter((a) => OTHERS.includes(a.loginName)),
  VIEWPORTS,
);
