import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXPERT_PROFILE_MESSAGES, expertProfileSchema } from '@/shared/contracts/expert-profile';
import {
  agentProfileSaveSchema,
  agentProfileSchema,
  ORG_PROFILE_MESSAGES,
} from '@/shared/contracts/org-profile';

const EXPERT = {
  expertName: '冯专家',
  idNumber: 'E98765432',
  sex: '1',
  birthDate: '1975-03-08',
  professionalTitle: '02',
  employer: '东南大学',
  specialties: ['02'],
  yearsOfExperience: '25',
  phone: '13800000010',
  email: 'e@bidline.test',
  bankName: 'BOC',
  bankAccount: '6216 6100 0000 1234',
};

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('buyer, agency and expert profile contracts', () => {
  it('accepts a complete expert profile and normalises the bank account', () => {
    const parsed = expertProfileSchema.parse(EXPERT);
    expect(parsed.bankAccount).toBe('6216610000001234');
  });

  it.each([
    ['yearsOfExperience', '0', EXPERT_PROFILE_MESSAGES.years],
    ['yearsOfExperience', '71', EXPERT_PROFILE_MESSAGES.years],
    ['specialties', [], EXPERT_PROFILE_MESSAGES.specialties],
    ['specialties', ['zz'], EXPERT_PROFILE_MESSAGES.specialties],
    ['birthDate', `${new Date().getUTCFullYear() - 10}-01-01`, EXPERT_PROFILE_MESSAGES.age],
  ])('refuses expert %s = %j with its own message', (field, value, message) => {
    expect(issuesOf(expertProfileSchema.safeParse({ ...EXPERT, [field]: value }))[field]).toBe(message);
  });

  it('asks an agency for its qualification certificate, and a save for at least one field', () => {
    const issues = issuesOf(agentProfileSchema.safeParse({ qualificationCertificateNo: '#1' }));
    expect(issues.qualificationCertificateNo).toBe(ORG_PROFILE_MESSAGES.certificateNo);
    expect(agentProfileSaveSchema.safeParse({ departId: 'd1' }).success).toBe(false);
    expect(agentProfileSaveSchema.safeParse({ departId: 'd1', bankName: 'X' }).success).toBe(true);
  });

  it.each(['zh', 'en', 'fr'])('has every party-profile message in %s', (lang) => {
    const texts = JSON.parse(readFileSync(`locales/${lang}/party-profile.json`, 'utf8')) as {
      validation: Record<string, string>;
    };
    for (const key of [...Object.values(EXPERT_PROFILE_MESSAGES), ...Object.values(ORG_PROFILE_MESSAGES)]) {
      expect(texts.validation[key.replace('party-profile:validation.', '')], key).toBeTruthy();
    }
  });
});
