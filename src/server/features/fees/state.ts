import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { FEE_MESSAGES, type FeeStateView } from '@/shared/contracts/fees';
import { feeAmountOrNull, feeStateFrom } from '@/shared/rules/fee-state';
import { AppError } from '../../lib/app-error';
import { getProjectRules } from '../project-rules';
import { type Db, findProject } from '../tender-common';
import * as repo from './repository';

/** The fee amounts the project's rules set (decimal text), null for none. */
export async function feeRulesOf(
  db: Db,
  projectId: string,
): Promise<{ documentFee: string | null; bailAmount: string | null }> {
  const rules = await getProjectRules(db, projectId);
  return { documentFee: feeAmountOrNull(rules?.documentFee), bailAmount: feeAmountOrNull(rules?.bailAmount) };
}

/**
 * The supplier organisation's fees on a project: the rules' amounts, its signup and its current
 * vouchers. No access check: callers decide who asks (the supplier itself, or a gate).
 */
export async function feeStateOf(db: Db, projectId: string, supplierDepartId: string): Promise<FeeStateView> {
  const [project, rules, signupApproved, rows] = await Promise.all([
    findProject(db, projectId),
    feeRulesOf(db, projectId),
    repo.hasApprovedSignup(db, projectId, supplierDepartId),
    repo.vouchersOf(db, projectId, supplierDepartId),
  ]);
  return feeStateFrom({
    projectId,
    signupApproved,
    open: project?.status === P.PUBLISHED,
    ...rules,
    vouchers: rows.map(repo.voucherView),
  });
}

const unpaid = (messageKey: string, rule: string) =>
  new AppError('FORBIDDEN', { messageKey, field: 'projectId', rule });

/**
 * Before a supplier lists or downloads the tender documents: when the rules set a document fee, an
 * approved document-fee voucher must exist (translated 403 fees:errors.documentFeeUnpaid). Free
 * projects pass.
 */
export async function assertDocumentsPaid(
  db: Db,
  projectId: string,
  supplierDepartId: string,
): Promise<void> {
  const state = await feeStateOf(db, projectId, supplierDepartId);
  if (!state.documentsPaid) throw unpaid(FEE_MESSAGES.documentFeeUnpaid, 'documentFeeUnpaid');
}

/** Before an offer: the document fee (as above) and, when the rules set a bail, an approved bail voucher. */
export async function assertFeesPaid(db: Db, projectId: string, supplierDepartId: string): Promise<void> {
  const state = await feeStateOf(db, projectId, supplierDepartId);
  if (!state.documentsPaid) throw unpaid(FEE_MESSAGES.documentFeeUnpaid, 'documentFeeUnpaid');
  if (!state.feesPaid) throw unpaid(FEE_MESSAGES.bailUnpaid, 'bailUnpaid');
}
