import { Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictText } from '@/client/ui/dict-text';
import { MEASURE_UNIT_GROUP } from '@/shared/codes/measure-units';
import type { PlanLineView } from '@/shared/contracts/plans';
import { LINES_PER_PAGE } from './plan-lines-editor';
import { formatYuan } from './money-text';
import { PlanStatusBadge } from './plan-status-badge';

/** A plan's lines, read only: a page at a time above LINES_PER_PAGE, scrolling sideways inside its box. */
export function PlanLinesTable({ lines }: { lines: readonly PlanLineView[] }) {
  const { t } = useTranslation('plan');
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(lines.length / LINES_PER_PAGE));
  const shown = lines.slice(page * LINES_PER_PAGE, (page + 1) * LINES_PER_PAGE);
  return (
    <Box>
      {/* Scrolls sideways on a phone: a keyboard user reaches it too (axe scrollable-region-focusable). */}
      <Box
        overflowX="auto"
        borderWidth="1px"
        borderRadius="md"
        tabIndex={0}
        role="region"
        aria-label={t('detail.linesRegion')}
        data-testid="plan-lines-table"
      >
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>#</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.materialName')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.specification')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('fields.quantity')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.unitCode')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('fields.unitPriceYuan')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('fields.amountYuan')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.deliveryDate')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.remark')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((line, offset) => (
              <Table.Row key={line.id} data-testid="plan-detail-line">
                <Table.Cell>{page * LINES_PER_PAGE + offset + 1}</Table.Cell>
                <Table.Cell minW="40">
                  <Text>{line.materialName}</Text>
                  {line.overPlan ? (
                    <Text fontSize="xs" color="fg.error" data-testid="line-over-plan">
                      {t('detail.overPlan', { reason: line.overPlanReason ?? '' })}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>{line.specification ?? ''}</Table.Cell>
                <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                <Table.Cell>
                  <DictText group={MEASURE_UNIT_GROUP} code={line.unitCode} />
                </Table.Cell>
                <Table.Cell textAlign="end">{formatYuan(line.unitPrice)}</Table.Cell>
                <Table.Cell textAlign="end" data-testid="plan-detail-line-amount">
                  {formatYuan(line.amount)}
                </Table.Cell>
                <Table.Cell>
                  <PlanStatusBadge status={line.status} testId="plan-line-status" />
                </Table.Cell>
                <Table.Cell>{line.deliveryDate ?? ''}</Table.Cell>
                <Table.Cell>{line.remark ?? ''}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {pages > 1 ? (
        <HStack gap="2" mt="2" justify="flex-end">
          <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('actions.previousLines')}
          </Button>
          <Text fontSize="sm">{t('form.linesPage', { page: page + 1, pages })}</Text>
          <Button size="sm" variant="outline" disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
            {t('actions.nextLines')}
          </Button>
        </HStack>
      ) : null}
    </Box>
  );
}
