/**
 * Tender fees (issue 16): document-fee and bail vouchers, their audit and the bail refund.
 *
 * Other areas use:
 * - `assertDocumentsPaid(db, projectId, supplierDepartId)`: documents, before a supplier lists or
 *   downloads; throws a translated 403 (fees:errors.documentFeeUnpaid) when the rules set a fee and no
 *   approved document-fee voucher exists. Free projects pass.
 * - `assertFeesPaid(db, projectId, supplierDepartId)`: offers, before a supplier sends one; also needs
 *   an approved bail voucher when the rules set a bail (fees:errors.bailUnpaid).
 * - `feeStateOf(db, projectId, supplierDepartId)`: the supplier's FeeStateView (no access check).
 * - `cancelPurchase(trx, {...})`: projects' cancel transition: a letter to every signed-up supplier
 *   (kind 'cancel', with the reason) and the project's approved bails due for refund.
 * - `createFeeService` / `feeRoutes`: wired in tender-cycle/wiring.ts.
 */
export { feeRoutes } from './routes';
export { cancelPurchase } from './cancel';
export { createFeeService } from './service';
export { assertDocumentsPaid, assertFeesPaid, feeStateOf } from './state';
