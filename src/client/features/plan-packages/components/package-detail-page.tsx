import { Button, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessTime } from '@/client/ui/business-time';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { notifySuccess } from '@/client/ui/toaster';
import { PACKAGE_STATUS as K } from '@/shared/codes/plans';
import { toChineseCapitals } from '@/shared/format/money-capitals';
import { PACKAGE_KEY, packageOptions, undoPackage } from '../api/calls';
import { LineCard, PackageStatusBadge, yuanText } from './line-card';

interface PackageDetailPageProps {
  id: string;
  onEdit(id: string): void;
  onBack(): void;
}

/** planCreateCheck-detail: the package, its budget (exact sum of its lines), lines and history. */
export function PackageDetailPage({ id, onEdit, onBack }: PackageDetailPageProps) {
  const { t } = useTranslation('plan-package');
  const queryClient = useQueryClient();
  const query = useQuery(packageOptions(id));
  const [confirming, setConfirming] = useState(false);
  const pkg = query.data;
  if (!pkg) return null;
  const live = pkg.status === K.LIVE;
  const undo = async () => {
    await undoPackage({ id: pkg.id, version: pkg.version });
    notifySuccess(t('done.packageUndone'));
    await queryClient.invalidateQueries({ queryKey: PACKAGE_KEY });
  };

  return (
    <Stack gap="4" data-testid="package-detail-page">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading size="lg" wordBreak="break-word">
          {pkg.name}
        </Heading>
        <PackageStatusBadge status={pkg.status} />
      </HStack>
      <DataList.Root orientation="horizontal" size="sm">
        {[
          ['code', pkg.code],
          ['lineCount', String(pkg.lineCount)],
          ['createdBy', pkg.createdByName],
        ].map(([key, value]) => (
          <DataList.Item key={key}>
            <DataList.ItemLabel>{t(`fields.${key}`)}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
        <DataList.Item>
          <DataList.ItemLabel>{t('fields.budget')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Stack gap="0" data-testid="package-budget" data-yuan={pkg.budget}>
              <Text fontWeight="semibold">{yuanText(pkg.budget)}</Text>
              <Text fontSize="xs" color="fg.muted" lang="zh">
                {toChineseCapitals(pkg.budget)}
              </Text>
            </Stack>
          </DataList.ItemValue>
        </DataList.Item>
        {pkg.remark ? (
          <DataList.Item>
            <DataList.ItemLabel>{t('fields.remark')}</DataList.ItemLabel>
            <DataList.ItemValue>{pkg.remark}</DataList.ItemValue>
          </DataList.Item>
        ) : null}
      </DataList.Root>
      <Heading size="md">{t('detail.lines')}</Heading>
      <Stack gap="2" data-testid="package-lines">
        {pkg.lines.map((line) => (
          <LineCard key={line.id} line={line} />
        ))}
      </Stack>
      <Heading size="md">{t('history.title')}</Heading>
      <Stack gap="1" data-testid="package-history">
        {pkg.history.map((h) => (
          <HStack key={h.id} gap="3" wrap="wrap" fontSize="sm" data-testid="package-history-row">
            <BusinessTime at={h.at} />
            <Text>{t(`history.${h.action}`, { defaultValue: h.action })}</Text>
            <Text color="fg.muted">{h.actorName}</Text>
            {h.reason ? <Text>{h.reason}</Text> : null}
          </HStack>
        ))}
      </Stack>
      <HStack gap="2" wrap="wrap">
        <Button size={{ base: 'lg', md: 'sm' }} variant="outline" onClick={onBack}>
          {t('actions.back')}
        </Button>
        {live ? (
          <>
            <Button size={{ base: 'lg', md: 'sm' }} variant="outline" onClick={() => onEdit(pkg.id)}>
              {t('actions.edit')}
            </Button>
            <Button
              size={{ base: 'lg', md: 'sm' }}
              colorPalette="red"
              onClick={() => setConfirming(true)}
              data-testid="package-undo"
            >
              {t('actions.undo')}
            </Button>
          </>
        ) : null}
      </HStack>
      <ConfirmDialog
        open={confirming}
        title={t('actions.undo')}
        message={t('confirm.undo')}
        onCancel={() => setConfirming(false)}
        onConfirm={undo}
        data-testid="package-undo-confirm"
      />
    </Stack>
  );
}
