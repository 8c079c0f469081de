import { Button, DataList, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_REGION_LEVEL } from '@/shared/contracts/admin-config-base';
import { type RegionDetail as Detail, regionDetailQueryOptions } from '../api/get-region-detail';

interface RegionDetailProps {
  id: string | null;
  onAddChild(region: Detail): void;
  onEdit(region: Detail): void;
  onDelete(region: Detail): void;
}

/** The chosen region with its parent, and what can be done with it. */
export function RegionDetail({ id, onAddChild, onEdit, onDelete }: RegionDetailProps) {
  const { t } = useTranslation('admin-config-b-ui');
  const detail = useQuery({ ...regionDetailQueryOptions(id ?? ''), enabled: id !== null });
  if (id === null) return <Text color="fg.muted">{t('region.pick')}</Text>;
  if (detail.isPending) return <Spinner size="sm" />;
  const region = detail.data;
  if (!region) return null;
  const rows: [string, string][] = [
    [t('region.name'), region.name],
    [t('region.code'), region.code],
    [t('region.level'), t(`region.levels.${region.level}`, { defaultValue: String(region.level) })],
    [t('region.parent'), region.parentName ?? t('region.noParent')],
    [t('region.sort'), String(region.sort)],
  ];
  return (
    <Stack gap="4" data-testid="region-detail">
      <DataList.Root orientation="horizontal">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <HStack gap="2">
        <Button
          size="sm"
          colorPalette="brand"
          disabled={region.level >= MAX_REGION_LEVEL}
          onClick={() => onAddChild(region)}
          data-testid="region-add-child"
        >
          {t('region.addChild')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onEdit(region)} data-testid="region-edit">
          {t('actions.edit')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() => onDelete(region)}
          data-testid="region-delete"
        >
          {t('actions.delete')}
        </Button>
      </HStack>
    </Stack>
  );
}
