import { AUDIT_STATUS } from '@/shared/codes/statuses';
import { supplierProfileSchema } from '@/shared/contracts/supplier-profile';
import type { Clock } from '../../lib/clock';
import { supplierProfiles } from '../../features/supplier-profile/repository';
import type { Database } from '../database';
import { ensureSecondSupplier } from './seed-second-supplier';

/** What supplier02 typed and submitted: a complete profile, waiting for the administrator's audit. */
const DEMO_PROFILE = {
  companyName: '华东港航设备有限公司',
  creditCode: '91310115MA1HB8PQ2E',
  companyType: '01',
  legalRepresentative: '陈港',
  legalRepresentativeId: 'E23456789',
  registeredCapital: '8000',
  establishmentDate: '2012-09-18',
  operatingPeriodEnd: '',
  taxpayerType: '01',
  employeeCount: '260',
  region: '上海市浦东新区',
  registeredAddress: '上海市浦东新区外高桥港区 8 号',
  officeAddress: '',
  postalCode: '200137',
  website: '',
  mainCategories: ['00'],
  businessScope: '港口装卸设备、车辆配件的销售与维修',
  contactName: '陈港',
  contactPhone: '13800000018',
  contactEmail: 'supplier02@bidline.test',
  fax: '',
  bankName: '中国银行上海分行',
  bankAccountName: '华东港航设备有限公司',
  bankAccount: '4563 5100 0000 1234',
};

/**
 * Demo: supplier02's organisation profile submitted and waiting for audit, so the administrator's home
 * and /userManagement audit lists have work at first start (issue 20). Idempotent: kept once it exists.
 */
export async function seedProfileAuditDemo(database: Database, clock: Clock): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const second = await ensureSecondSupplier(trx, clock);
    if (!second) return;
    if (await supplierProfiles.find(trx, second.orgId)) return;
    const profile = supplierProfileSchema.parse(DEMO_PROFILE);
    const at = clock.now().toISOString();
    await supplierProfiles.write(trx, false, {
      ownerId: second.orgId,
      profile,
      version: 1,
      submittedAt: null,
      actorId: second.userId,
      at,
    });
    await supplierProfiles.insertChanges(
      trx,
      Object.entries(profile).map(([field, value]) => ({
        ownerId: second.orgId,
        version: 1,
        field,
        oldValue: undefined,
        newValue: value,
        actorId: second.userId,
        requestId: null,
        at,
      })),
    );
    await supplierProfiles.setAuditStatus(trx, second.orgId, {
      audit_status: AUDIT_STATUS.PENDING,
      reject_reason: null,
      submitted_at: at,
      updated_at: at,
    });
  });
}
