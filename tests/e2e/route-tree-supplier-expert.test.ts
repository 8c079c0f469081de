import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { describeRouteTreeChecks, VIEWPORTS } from './support/route-tree-checks';

const SUPPLIER_EXPERT = ['supplier01', 'tempsupplier01', 'expert01', 'tempexpert01'];

describeRouteTreeChecks(
  DEMO_ACCOUNTS.filter((a) => SUPPLIER_EXPERT.includes(a.loginName)),
  VIEWPORTS,
);
