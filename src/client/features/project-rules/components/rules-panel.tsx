import { Box, Center, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useBusinessTimeText } from '@/client/ui/business-time';
import { Notice } from '@/client/ui/notice';
import type { ProjectRulesView } from '@/shared/contracts/project-rules';
import { toChineseCapitals } from '@/shared/format/money-capitals';
import { weightTotal } from '@/shared/rules/rule-weights';
import { rulesQueryOptions } from '../api/rules';
import { Facts } from './facts';

/** The buyer side's read-only summary of a project's rules (the workspace tab, the previews). */
export function ProjectRulesPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation('project-rules');
  const rules = useQuery(rulesQueryOptions(projectId));
  if (rules.isPending)
    return (
      <Center py="6">
        <Spinner />
      </Center>
    );
  if (!rules.data?.rules)
    return (
      <Notice status="warning" testId="rules-missing">
        {t('panel.noRules')}
      </Notice>
    );
  return <RulesSummary rules={rules.data.rules} />;
}

const money = (yuan: string | null, none: string) =>
  yuan === null ? none : `${yuan} (${toChineseCapitals(yuan)})`;

export function RulesSummary({ rules }: { rules: ProjectRulesView }) {
  const { t } = useTranslation('project-rules');
  const time = useBusinessTimeText();
  const scores = rules.criteria.filter((c) => c.kind === 'score');
  return (
    <Stack gap="4" data-testid="rules-summary">
      <Facts
        items={[
          [t('fields.evaluationMethod'), t(`codes:evaluationMethod.${rules.evaluationMethod}`)],
          [t('fields.priceMethod'), t(`codes.priceMethod.${rules.priceMethod}`)],
          [t('fields.bailAmount'), money(rules.bailAmount, t('panel.none'))],
          [t('fields.documentFee'), money(rules.documentFee, t('panel.free'))],
          [t('fields.minValidOffers'), String(rules.minValidOffers)],
          [t('fields.signupStartTime'), time(rules.signupStartTime)],
          [t('fields.questionEndTime'), time(rules.questionEndTime)],
          [t('panel.amendmentVersion'), String(rules.amendmentVersion)],
        ]}
      />
      {rules.criteria.length ? (
        <Box overflowX="auto">
          <Table.Root size="sm" data-testid="rules-criteria">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('criteria.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('criteria.kind')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('criteria.maxPoints')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('criteria.weight')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rules.criteria.map((c) => (
                <Table.Row key={c.id}>
                  <Table.Cell>{c.name}</Table.Cell>
                  <Table.Cell>{t(`codes.criterionKind.${c.kind}`)}</Table.Cell>
                  <Table.Cell>{c.maxPoints ?? '—'}</Table.Cell>
                  <Table.Cell>{c.weight ?? '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : null}
      {scores.length ? (
        <Text fontSize="sm">
          {t('criteria.total', { total: weightTotal(scores.map((c) => c.weight)) ?? '—' })}
        </Text>
      ) : null}
      <Stack gap="1">
        <Text fontSize="xs" color="fg.muted">
          {t('fields.qualification')}
        </Text>
        <Text fontSize="sm" whiteSpace="pre-wrap">
          {rules.qualification || t('panel.none')}
        </Text>
      </Stack>
    </Stack>
  );
}
