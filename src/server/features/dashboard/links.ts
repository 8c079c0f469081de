import { NOTICE_KIND } from '@/shared/codes/results';
import { EVALUATION_ROUTES } from '@/shared/contracts/evaluation-paths';
import { EVALUATION_RESULT_ROUTES } from '@/shared/contracts/evaluation-results-paths';
import { OBJECTION_ROUTES } from '@/shared/contracts/objection-paths';
import { OPENING_HALL_ROUTES } from '@/shared/contracts/opening-hall-paths';
import { PARTICIPATION_ROUTES } from '@/shared/contracts/participation-paths';
import { PLAN_ROUTES } from '@/shared/contracts/plan-paths';
import { SUPPLIER_RESPONSE_ROUTES } from '@/shared/contracts/supplier-response-paths';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';

/**
 * The screens each card links to (client paths). The result, notice and contract screens (issue 20) are
 * the specification's catalogue names (procurementPublicty, procurementSupplierResult, ...) and spec
 * 000 section 7.5's contract status screens, written out here so the dashboard does not wait on those
 * areas' path files.
 */
export const LINKS = {
  plans: (planType: string) =>
    (PLAN_ROUTES as Record<string, { list: string }>)[planType]?.list ?? PLAN_ROUTES['00'].list,
  signupsToAudit: SUPPLIER_RESPONSE_ROUTES.contactInfoAuditList,
  vouchersToAudit: SUPPLIER_RESPONSE_ROUTES.docRecordList,
  openings: OPENING_HALL_ROUTES.hall,
  publicity: '/procurement/procurementPublicty',
  objections: OBJECTION_ROUTES.list,
  buyerContracts: '/procurement/contractStatusList',
  openTenders: TENDER_ROUTES.openTenders,
  mySignups: PARTICIPATION_ROUTES.proceed,
  fees: SUPPLIER_RESPONSE_ROUTES.docRecord,
  offers: TENDER_ROUTES.offer,
  results: '/procurement/procurementSupplierResult',
  notice: (kind: string) =>
    kind === NOTICE_KIND.AWARD
      ? '/procurement/procurementClinchResultNotice-detail'
      : '/procurement/procurementResultAdviceDetail',
  supplierContracts: '/procurement/contractStatusSupplier',
  evaluationTasks: TENDER_ROUTES.evaluationHall,
  sheets: EVALUATION_ROUTES.drive,
  reports: EVALUATION_RESULT_ROUTES.reportReview,
  supplierProfiles: '/userManagement/supplierAuditList',
  buyerProfiles: '/userManagement/buyerAuditList',
  agentProfiles: '/userManagement/agentAuditList',
  expertProfiles: '/userManagement/expertAuditList',
  items: '/baseDataManagement/materialItem-audit',
} as const;
