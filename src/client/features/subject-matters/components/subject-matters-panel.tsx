import { Box, Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from '@/client/features/tender-common';
import { DictText } from '@/client/ui/dict-text';
import { Notice } from '@/client/ui/notice';
import { MEASURE_UNIT_GROUP } from '@/shared/codes/measure-units';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import type { SubjectMatterView } from '@/shared/contracts/subject-matters';
import { groupNumber } from '@/shared/format/number';
import { subjectMattersQueryOptions } from '../api/subject-matters';
import { useSubjectMatterMoves } from '../hooks/use-subject-matter-moves';
import { SubjectMatterDialog } from './subject-matter-dialog';
import { MergeDialog } from './merge-dialog';
import { SheetBar } from './sheet-bar';
import { DeleteDialog } from './delete-dialog';

export interface SubjectMattersPanelProps {
  projectId: string;
  /** Show the changes (add, edit, delete, merge, import) when the server says they are allowed now. */
  editable: boolean;
}

const SIZE = { base: 'lg', md: 'sm' } as const;

/**
 * A project's subject matters (spec 000 section 7.5): the lines with their exact budget and total; for
 * the buyer side add, edit, delete, merge of selected lines, xlsx export, template and import. On a
 * phone each line is a card (the tender lists' ListTable).
 */
export function SubjectMattersPanel({ projectId, editable }: SubjectMattersPanelProps) {
  const { t } = useTranslation('subject-matters');
  const list = useQuery(subjectMattersQueryOptions(projectId, editable));
  const canChange = editable && !!list.data?.editable;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<SubjectMatterView | 'new' | null>(null);
  const [merging, setMerging] = useState(false);
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const moves = useSubjectMatterMoves(projectId, () => setSelected(new Set()));
  const lines = list.data?.lines;
  const picked = lines?.filter((l) => selected.has(l.id)) ?? [];
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const columns: ListColumn<SubjectMatterView>[] = [
    ...(canChange
      ? [
          {
            id: 'select',
            header: t('table.select'),
            cell: (r: SubjectMatterView) => (
              <Checkbox.Root
                checked={selected.has(r.id)}
                onCheckedChange={() => toggle(r.id)}
                data-testid="subject-matter-select"
              >
                <Checkbox.HiddenInput aria-label={t('table.selectLine', { no: r.lineNo })} />
                <Checkbox.Control />
              </Checkbox.Root>
            ),
          },
        ]
      : []),
    { id: 'lineNo', header: t('fields.lineNo'), cell: (r) => r.lineNo },
    {
      id: 'material',
      header: t('fields.materialName'),
      cell: (r) => (
        <Stack gap="0">
          <Text data-testid="subject-matter-name">{r.materialName}</Text>
          {r.specification ? (
            <Text fontSize="xs" color="fg.muted">
              {r.specification}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'quantity',
      header: t('fields.quantity'),
      cell: (r) => (
        <HStack gap="1" data-testid="subject-matter-quantity" data-quantity={r.quantity}>
          <Text>{r.quantity}</Text>
          <DictText group={MEASURE_UNIT_GROUP} code={r.unitCode} />
        </HStack>
      ),
    },
    { id: 'unitPrice', header: t('fields.unitPrice'), cell: (r) => groupNumber(r.unitPrice) },
    {
      id: 'amount',
      header: t('fields.amount'),
      cell: (r) => (
        <Text data-testid="subject-matter-amount" data-yuan={r.amount}>
          {groupNumber(r.amount)}
        </Text>
      ),
    },
    {
      id: 'delivery',
      header: t('table.delivery'),
      cell: (r) => [r.deliveryPlace, r.deliveryDate].filter(Boolean).join(' · '),
    },
    { id: 'remark', header: t('fields.remark'), cell: (r) => r.remark ?? '' },
    ...(canChange
      ? [
          {
            id: 'actions',
            header: t('table.actions'),
            cell: (r: SubjectMatterView) => (
              <HStack gap="1">
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="brand"
                  onClick={() => setEditing(r)}
                  data-testid="subject-matter-edit"
                >
                  {t('actions.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => setDeleting([r.id])}
                  data-testid="subject-matter-delete"
                >
                  {t('actions.delete')}
                </Button>
              </HStack>
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="3" data-testid="subject-matters-panel">
      {editable && list.data && !list.data.editable ? (
        <Notice status="info" testId="subject-matters-locked">
          {t('locked')}
        </Notice>
      ) : null}
      {canChange && list.data?.projectStatus === PURCHASE_STATUS.PUBLISHED ? (
        <Notice status="warning" testId="subject-matters-amendment">
          {t('amendment')}
        </Notice>
      ) : null}
      <HStack gap="2" wrap="wrap">
        {canChange ? (
          <>
            <Button
              size={SIZE}
              colorPalette="brand"
              onClick={() => setEditing('new')}
              data-testid="subject-matter-add"
            >
              {t('actions.add')}
            </Button>
            <Button
              size={SIZE}
              variant="outline"
              disabled={picked.length < 2}
              onClick={() => setMerging(true)}
              data-testid="subject-matter-merge"
            >
              {t('actions.merge', { count: picked.length })}
            </Button>
            <Button
              size={SIZE}
              variant="outline"
              colorPalette="red"
              disabled={picked.length === 0}
              onClick={() => setDeleting(picked.map((l) => l.id))}
              data-testid="subject-matter-delete-selected"
            >
              {t('actions.deleteSelected', { count: picked.length })}
            </Button>
          </>
        ) : null}
        {editable ? (
          <SheetBar projectId={projectId} canImport={canChange} onImported={moves.refresh} />
        ) : null}
      </HStack>
      <Box>
        <ListTable
          columns={columns}
          rows={lines}
          rowKey={(r) => r.id}
          loading={list.isPending}
          empty={t('empty')}
          testId="subject-matters"
        />
      </Box>
      {list.data ? (
        <Text
          fontWeight="semibold"
          textAlign="end"
          data-testid="subject-matters-total"
          data-yuan={list.data.total}
        >
          {t('total', { count: list.data.lines.length, amount: groupNumber(list.data.total) })}
        </Text>
      ) : null}
      <SubjectMatterDialog
        projectId={projectId}
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          moves.refresh();
        }}
      />
      <MergeDialog
        open={merging}
        lines={picked}
        onClose={() => setMerging(false)}
        onMerge={async (unitPrice) => {
          await moves.merge(
            picked.map((l) => l.id),
            unitPrice,
          );
          setMerging(false);
        }}
      />
      <DeleteDialog
        count={deleting?.length ?? 0}
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => moves.remove(deleting ?? [])}
      />
    </Stack>
  );
}
