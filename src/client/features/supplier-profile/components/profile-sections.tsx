import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { COMPANY_TYPES, TAXPAYER_TYPES } from '@/shared/contracts/supplier-profile';
import { codeLabelKey, SUPPLIER_CATEGORY } from '@/shared/codes/statuses';
import {
  CodeChecklist,
  type ProfileFormApi,
  ProfileInput as Input,
  ProfileSelect as Select,
} from '@/client/ui/profile/profile-inputs';
import { Section } from '@/client/ui/profile/profile-section';

const ns = 'profile';
const ProfileInput = (props: Omit<Parameters<typeof Input>[0], 'ns'>) => <Input ns={ns} {...props} />;
const ProfileSelect = (props: Omit<Parameters<typeof Select>[0], 'ns'>) => <Select ns={ns} {...props} />;
const CATEGORIES = Object.values(SUPPLIER_CATEGORY);

/** Every field of the enterprise profile, grouped as a licence and a bank form are. */
export function ProfileSections({ form }: { form: ProfileFormApi }) {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="8">
      <Section title={t('sections.basic')}>
        <ProfileInput form={form} field="companyName" required />
        <ProfileInput form={form} field="creditCode" required hint />
        <ProfileSelect form={form} field="companyType" group="companyTypes" codes={COMPANY_TYPES} />
        <ProfileSelect form={form} field="taxpayerType" group="taxpayerTypes" codes={TAXPAYER_TYPES} />
        <ProfileInput form={form} field="legalRepresentative" required />
        <ProfileInput form={form} field="legalRepresentativeId" required />
      </Section>
      <Section title={t('sections.registration')}>
        <ProfileInput form={form} field="registeredCapital" required />
        <ProfileInput form={form} field="establishmentDate" type="date" required />
        <ProfileInput form={form} field="operatingPeriodEnd" type="date" hint />
        <ProfileInput form={form} field="employeeCount" />
        <ProfileInput form={form} field="region" required hint />
        <ProfileInput form={form} field="postalCode" />
        <ProfileInput form={form} field="registeredAddress" required />
        <ProfileInput form={form} field="officeAddress" />
      </Section>
      <Section title={t('sections.business')}>
        <CodeChecklist
          form={form}
          ns={ns}
          field="mainCategories"
          codes={CATEGORIES}
          labelOf={(code) => t(codeLabelKey('supplierCategory', code))}
          testId="main-categories"
        />
        <ProfileInput form={form} field="website" type="url" />
      </Section>
      <ProfileInput form={form} field="businessScope" required multiline />
      <Section title={t('sections.contact')}>
        <ProfileInput form={form} field="contactName" required />
        <ProfileInput form={form} field="contactPhone" type="tel" required />
        <ProfileInput form={form} field="contactEmail" type="email" required />
        <ProfileInput form={form} field="fax" />
      </Section>
      <Section title={t('sections.bank')}>
        <ProfileInput form={form} field="bankName" required />
        <ProfileInput form={form} field="bankAccountName" required />
        <ProfileInput form={form} field="bankAccount" required />
      </Section>
    </Stack>
  );
}
