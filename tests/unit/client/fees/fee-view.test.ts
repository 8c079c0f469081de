import { describe, expect, it } from 'vitest';
import {
  documentsLockKey,
  dueItems,
  feeItemDisplay,
  voucherFileProblem,
} from '@/client/features/fees/lib/fee-view';
import type { FeeVoucherView } from '@/shared/contracts/fees';
import { feeAmountOrNull, feeStateFrom, mayUploadVoucher } from '@/shared/rules/fee-state';

const voucher = (kind: '01' | '02', auditStatus: string): FeeVoucherView => ({
  id: `v${kind}`,
  projectId: 'p',
  projectCode: 'C',
  projectName: 'N',
  projectStatus: '03',
  supplierDepartId: 's',
  supplierName: 'S',
  kind,
  amount: '1.00',
  fileName: 'a.png',
  mime: 'image/png',
  size: 1,
  sha256: 'x',
  auditStatus,
  rejectReason: auditStatus === '02' ? 'no' : null,
  auditedAt: null,
  refundStatus: kind === '02' ? '00' : null,
  refundedAt: null,
  refundRemark: null,
  uploadedAt: '2026-11-20T00:00:00.000Z',
});
const state = (
  documentFee: string | null,
  bailAmount: string | null,
  vouchers: FeeVoucherView[] = [],
  open = true,
) => feeStateFrom({ projectId: 'p', signupApproved: true, open, documentFee, bailAmount, vouchers });

describe('fee state', () => {
  it('reads zero or empty amounts as no fee', () => {
    expect(feeAmountOrNull('0.00')).toBeNull();
    expect(feeAmountOrNull('')).toBeNull();
    expect(feeAmountOrNull(null)).toBeNull();
    expect(feeAmountOrNull('0.01')).toBe('0.01');
  });

  it('a free project is paid; a fee needs an approved voucher; the bail only gates offers', () => {
    expect(state(null, null)).toMatchObject({ documentsPaid: true, feesPaid: true });
    expect(dueItems(state(null, null))).toEqual([]);
    expect(state('500.00', null)).toMatchObject({
      documentsPaid: false,
      feesPaid: false,
      documentFee: { state: 'unpaid' },
    });
    expect(state('500.00', null, [voucher('01', '00')]).documentFee.state).toBe('pending');
    expect(state('500.00', '10000.00', [voucher('01', '01')])).toMatchObject({
      documentsPaid: true,
      feesPaid: false,
    });
    expect(state('500.00', '10000.00', [voucher('01', '01'), voucher('02', '01')])).toMatchObject({
      feesPaid: true,
    });
    expect(state(null, '10000.00', [voucher('02', '02')])).toMatchObject({
      documentsPaid: true,
      bail: { state: 'rejected' },
    });
  });

  it('a voucher may be sent when unpaid or rejected, while open and approved for signup', () => {
    expect(mayUploadVoucher(state('1.00', null), '01')).toBe(true);
    expect(mayUploadVoucher(state('1.00', null, [voucher('01', '02')]), '01')).toBe(true);
    expect(mayUploadVoucher(state('1.00', null, [voucher('01', '00')]), '01')).toBe(false);
    expect(mayUploadVoucher(state('1.00', null, [voucher('01', '01')]), '01')).toBe(false);
    expect(mayUploadVoucher(state('1.00', null, [], false), '01')).toBe(false);
    expect(mayUploadVoucher({ ...state('1.00', null), signupApproved: false }, '01')).toBe(false);
  });

  it('shows a queued voucher as pending sync before the platform state', () => {
    const s = state('1.00', '2.00');
    expect(feeItemDisplay(s, s.documentFee, 1)).toEqual({ kind: 'queued' });
    expect(feeItemDisplay(s, s.documentFee, 0)).toEqual({ kind: 'state', state: 'unpaid', canUpload: true });
    const free = state(null, null);
    expect(feeItemDisplay(free, free.bail, 0)).toEqual({ kind: 'free' });
  });

  it('says why the documents are closed, and checks a picked file before queueing it', () => {
    expect(documentsLockKey(state('1.00', null))).toBe('fees:documentsLocked');
    expect(documentsLockKey(state(null, '1.00'))).toBeNull();
    expect(documentsLockKey(undefined)).toBeNull();
    expect(voucherFileProblem({ name: 'a.PNG', size: 10 })).toBeNull();
    expect(voucherFileProblem({ name: 'a.docx', size: 10 })).toBe('badType');
    expect(voucherFileProblem({ name: 'a.pdf', size: 0 })).toBe('badType');
    expect(voucherFileProblem({ name: 'a.pdf', size: 11 * 1024 * 1024 })).toBe('tooLarge');
  });
});
