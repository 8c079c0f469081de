import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ProfileFormApi } from '@/client/ui/profile/profile-inputs';
import { ProfileInput, ProfileSelect } from '@/client/ui/profile/profile-inputs';
import { AGENCY_LEVELS, BUYER_UNIT_TYPES } from '@/shared/contracts/org-profile';
import { Section } from '@/client/ui/profile/profile-section';

const ns = 'party-profile';

/** The buyer's or agency's unit profile; the agency also keeps its qualification. */
export function OrgSections({ form, agency }: { form: ProfileFormApi; agency: boolean }) {
  const { t } = useTranslation(ns);
  const f = { form, ns };
  return (
    <Stack gap="8">
      <Section title={t('sections.unit')}>
        <ProfileInput {...f} field="unitName" required />
        <ProfileInput {...f} field="creditCode" required hint />
        <ProfileSelect {...f} field="unitType" group="unitTypes" codes={BUYER_UNIT_TYPES} />
        <ProfileInput {...f} field="legalRepresentative" required />
        <ProfileInput {...f} field="legalRepresentativeId" required />
      </Section>
      {agency ? (
        <Section title={t('sections.qualification')}>
          <ProfileSelect {...f} field="qualificationLevel" group="agencyLevels" codes={AGENCY_LEVELS} />
          <ProfileInput {...f} field="qualificationCertificateNo" required />
          <ProfileInput {...f} field="qualificationValidUntil" type="date" hint />
        </Section>
      ) : null}
      <Section title={t('sections.address')}>
        <ProfileInput {...f} field="region" required hint />
        <ProfileInput {...f} field="postalCode" />
        <ProfileInput {...f} field="address" required />
      </Section>
      <Section title={t('sections.contact')}>
        <ProfileInput {...f} field="contactName" required />
        <ProfileInput {...f} field="contactPhone" type="tel" required />
        <ProfileInput {...f} field="contactEmail" type="email" required />
        <ProfileInput {...f} field="fax" />
      </Section>
      <Section title={t('sections.bank')}>
        <ProfileInput {...f} field="bankName" required />
        <ProfileInput {...f} field="bankAccountName" required />
        <ProfileInput {...f} field="bankAccount" required />
      </Section>
    </Stack>
  );
}
