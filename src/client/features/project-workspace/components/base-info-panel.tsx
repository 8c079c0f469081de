import { Badge, Button, DataList, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import type { WorkspaceOverview } from '@/shared/contracts/project-workspace';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import { formatSave } from '@/shared/format/time';
import { dflzOptions } from '../api/calls';

/** The project's base info (read-only here; a draft opens its form), with the integrity review flag. */
export function BaseInfoPanel({ overview }: { overview: WorkspaceOverview }) {
  const { t } = useTranslation('project-workspace');
  const navigate = useNavigate();
  const { project } = overview;
  const dflz = useQuery(dflzOptions(project.id));
  const items: [string, string][] = [
    [t('fields.projectCode'), project.projectCode],
    [
      t('fields.tenderMethod'),
      t(`codes:tenderMethod.${project.tenderMethod}`, { defaultValue: project.tenderMethod }),
    ],
    [t('fields.budget'), project.budget],
    [t('fields.depart'), project.departName],
    [t('fields.agency'), project.agencyName ?? t('fields.agencyNone')],
    [t('fields.signupEndTime'), formatSave(project.signupEndTime)],
    [t('fields.quoteEndTime'), formatSave(project.quoteEndTime)],
    [t('fields.publishedAt'), project.publishedAt ? formatSave(project.publishedAt) : '-'],
  ];
  return (
    <Stack gap="4" data-testid="base-info">
      <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} size="sm">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {project.description ? <Text whiteSpace="pre-line">{project.description}</Text> : null}
      {dflz.data ? (
        <Badge
          alignSelf="flex-start"
          colorPalette={dflz.data.required ? 'orange' : 'gray'}
          data-testid="dflz"
        >
          {t(dflz.data.required ? 'dflz.required' : 'dflz.notRequired')}
        </Badge>
      ) : null}
      {project.status === PURCHASE_STATUS.DRAFT ? (
        <Button
          alignSelf="flex-start"
          size="sm"
          colorPalette="brand"
          onClick={() => void navigate({ to: TENDER_ROUTES.projectEdit, search: { id: project.id } })}
          data-testid="base-edit"
        >
          {t('actions.edit')}
        </Button>
      ) : null}
    </Stack>
  );
}
