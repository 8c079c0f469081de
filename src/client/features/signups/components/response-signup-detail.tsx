import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CodeBadge } from '@/client/features/tender-common';
import type { SignupDetailView } from '@/shared/contracts/supplier-response';
import { formatSave } from '@/shared/format/time';
import { howKey } from './response-columns';
import { Facts, Section } from './response-facts';

/** One signup as the buyer side judges it: the signup, the supplier's company profile, its history. */
export function SignupDetailBody({ detail }: { detail: SignupDetailView }) {
  const { t } = useTranslation('supplier-response');
  const { signup, company, history } = detail;
  return (
    <Stack gap="4">
      <Section title={t('detail.signup')} testId="response-detail-signup">
        <Facts
          items={[
            {
              key: 'project',
              label: t('fields.project'),
              value: `${signup.projectCode} ${signup.projectName}`,
            },
            { key: 'supplier', label: t('fields.supplier'), value: signup.supplierName },
            {
              key: 'status',
              label: t('fields.auditStatus'),
              value: (
                <CodeBadge group="auditStatus" code={signup.auditStatus} testId="response-detail-status" />
              ),
            },
            { key: 'how', label: t('fields.how'), value: t(howKey(signup)) },
            { key: 'contactName', label: t('fields.contactName'), value: signup.contactName },
            { key: 'contactPhone', label: t('fields.contactPhone'), value: signup.contactPhone },
            { key: 'contactEmail', label: t('fields.contactEmail'), value: signup.contactEmail },
            { key: 'receivedAt', label: t('fields.receivedAt'), value: formatSave(signup.receivedAt) },
            {
              key: 'signupEndTime',
              label: t('fields.signupEndTime'),
              value: formatSave(signup.signupEndTime),
            },
            {
              key: 'tenderMethod',
              label: t('fields.tenderMethod'),
              value: t(`codes:tenderMethod.${signup.tenderMethod}`, { defaultValue: signup.tenderMethod }),
            },
            { key: 'auditedBy', label: t('fields.auditedBy'), value: signup.auditedByName },
            {
              key: 'auditedAt',
              label: t('fields.auditedAt'),
              value: signup.auditedAt ? formatSave(signup.auditedAt) : '',
            },
            { key: 'rejectReason', label: t('fields.lastRejectReason'), value: signup.lastRejectReason },
            { key: 'remark', label: t('fields.remark'), value: signup.remark },
          ]}
        />
      </Section>
      <Section title={t('detail.company')} testId="response-detail-company">
        {company ? (
          <Facts
            items={[
              { key: 'companyName', label: t('fields.supplier'), value: company.name },
              { key: 'creditCode', label: t('fields.creditCode'), value: company.creditCode },
              {
                key: 'companyType',
                label: t('fields.companyType'),
                value: company.companyType
                  ? t(`profile:companyTypes.${company.companyType}`, { defaultValue: company.companyType })
                  : '',
              },
              {
                key: 'legalRepresentative',
                label: t('fields.legalRepresentative'),
                value: company.legalRepresentative,
              },
              {
                key: 'registeredCapital',
                label: t('fields.registeredCapital'),
                value: company.registeredCapital,
              },
              {
                key: 'establishmentDate',
                label: t('fields.establishmentDate'),
                value: company.establishmentDate,
              },
              { key: 'region', label: t('fields.region'), value: company.region },
              {
                key: 'mainCategories',
                label: t('fields.mainCategories'),
                value: company.mainCategories
                  .map((c) => t(`codes:supplierCategory.${c}`, { defaultValue: c }))
                  .join(', '),
              },
              {
                key: 'profileAudit',
                label: t('fields.profileAudit'),
                value: company.profileAuditStatus ? (
                  <CodeBadge group="auditStatus" code={company.profileAuditStatus} />
                ) : (
                  ''
                ),
              },
              { key: 'businessScope', label: t('fields.businessScope'), value: company.businessScope },
            ]}
          />
        ) : (
          <Text color="fg.muted">{t('detail.noProfile')}</Text>
        )}
      </Section>
      <Section title={t('detail.history')} testId="response-detail-history">
        {history.length === 0 ? (
          <Text color="fg.muted">{t('detail.noHistory')}</Text>
        ) : (
          <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
            {history.map((entry) => (
              <Stack
                as="li"
                key={`${entry.at}-${entry.action}`}
                gap="0"
                borderLeftWidth="2px"
                pl="3"
                data-testid="history-entry"
              >
                <Text fontWeight="medium">
                  {t(`detail.historyAction.${entry.action}`, { defaultValue: entry.action })}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatSave(entry.at)} · {entry.actorName}
                </Text>
                {entry.reason ? (
                  <Text fontSize="sm" overflowWrap="anywhere">
                    {entry.reason}
                  </Text>
                ) : null}
              </Stack>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
