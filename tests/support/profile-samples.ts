/**
 * Complete, valid profiles as a user types them (a lower-case credit code, spaced bank accounts), for the
 * server and client tests of the profile screens, their audit and their change records. Tests that need
 * a variant spread one of these and override the fields they are about.
 */

export const SUPPLIER_PROFILE = {
  companyName: '远航物资供应有限公司',
  creditCode: '91310000ma1fl8xq37',
  companyType: '01',
  legalRepresentative: '张伟',
  legalRepresentativeId: 'E12345678',
  registeredCapital: '5000',
  establishmentDate: '2010-05-01',
  operatingPeriodEnd: '',
  taxpayerType: '01',
  employeeCount: '120',
  region: '上海市浦东新区',
  registeredAddress: '上海市浦东新区港城路 1 号',
  officeAddress: '',
  postalCode: '200000',
  website: 'https://example.cn',
  mainCategories: ['00', '03'],
  businessScope: '物资供应、仓储与运输服务',
  contactName: '吴供应',
  contactPhone: '13800000008',
  contactEmail: 'tempsupplier01@bidline.test',
  fax: '',
  bankName: '中国工商银行上海分行',
  bankAccountName: '远航物资供应有限公司',
  bankAccount: '6222 0000 1111 2222',
};

/** The buyer's (and, with a qualification, the agency's) organisation profile. */
export const BUYER_PROFILE = {
  unitName: '交通集团采购中心',
  creditCode: '91320000MA1AB2CD3H',
  unitType: '03',
  legalRepresentative: '赵新采',
  legalRepresentativeId: 'E12345678',
  region: '江苏省南京市',
  address: '南京市建邺区江东中路 1 号',
  postalCode: '210000',
  contactName: '赵新采',
  contactPhone: '13800000004',
  contactEmail: 'tempbuyer01@bidline.test',
  fax: '',
  bankName: '中国建设银行南京分行',
  bankAccountName: '交通集团采购中心',
  bankAccount: '3200 1111 2222 3333',
};

export const EXPERT_PROFILE = {
  expertName: '冯专家',
  idNumber: 'E98765432',
  sex: '1',
  birthDate: '1975-03-08',
  professionalTitle: '02',
  titleCertificateNo: '',
  employer: '东南大学交通学院',
  position: '教授',
  specialties: ['02', '03'],
  yearsOfExperience: '25',
  phone: '13800000010',
  email: 'tempexpert01@bidline.test',
  bankName: '中国银行南京分行',
  bankAccount: '6216 6100 0000 1234',
  avoidanceOrganisations: '东南大学',
};
