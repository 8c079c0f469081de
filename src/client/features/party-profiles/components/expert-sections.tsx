import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  CodeChecklist,
  type ProfileFormApi,
  ProfileInput,
  ProfileSelect,
} from '@/client/ui/profile/profile-inputs';
import { codeLabelKey } from '@/shared/codes/statuses';
import { EXPERT_SPECIALTIES, EXPERT_TITLES, SEXES } from '@/shared/contracts/expert-profile';
import { Section } from '@/client/ui/profile/profile-section';

const ns = 'party-profile';

/** The expert's personal profile: person, profession, fee account and conflicts of interest. */
export function ExpertSections({ form }: { form: ProfileFormApi }) {
  const { t } = useTranslation(ns);
  const { t: tProfile } = useTranslation('profile');
  const f = { form, ns };
  return (
    <Stack gap="8">
      <Section title={t('sections.personal')}>
        <ProfileInput {...f} field="expertName" required />
        <ProfileInput {...f} field="idNumber" required />
        <ProfileSelect {...f} field="sex" group="sexes" codes={SEXES} />
        <ProfileInput {...f} field="birthDate" type="date" required />
        <ProfileInput {...f} field="phone" type="tel" required />
        <ProfileInput {...f} field="email" type="email" required />
      </Section>
      <Section title={t('sections.professional')}>
        <ProfileSelect {...f} field="professionalTitle" group="expertTitles" codes={EXPERT_TITLES} />
        <ProfileInput {...f} field="titleCertificateNo" />
        <ProfileInput {...f} field="employer" required />
        <ProfileInput {...f} field="position" />
        <ProfileInput {...f} field="yearsOfExperience" required />
      </Section>
      <CodeChecklist
        {...f}
        field="specialties"
        codes={EXPERT_SPECIALTIES}
        labelOf={(code) => tProfile(codeLabelKey('supplierCategory', code))}
        testId="expert-specialties"
      />
      <Section title={t('sections.fees')}>
        <ProfileInput {...f} field="bankName" required />
        <ProfileInput {...f} field="bankAccount" required />
      </Section>
      <Stack gap="4" as="section">
        <ProfileInput {...f} field="avoidanceOrganisations" multiline hint />
      </Stack>
    </Stack>
  );
}
