import { Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { projectColumn } from '@/client/features/tender-common';
import type { QueryColumn, SearchField } from '@/client/ui/query-table/types';
import { QUESTION_STATUS, type QuestionView } from '@/shared/contracts/questions';
import { formatSave } from '@/shared/format/time';
import { QuestionStatusBadge } from './question-parts';

/** The columns the buyer's and the expert's lists share (a card per row on a phone). */
export function questionColumns(t: TFunction, tt: TFunction): QueryColumn<QuestionView>[] {
  return [
    { id: 'title', header: t('fields.title'), field: 'title', width: 220, card: 'title' },
    {
      id: 'status',
      header: t('fields.status'),
      width: 120,
      card: 'status',
      cell: (row) => <QuestionStatusBadge row={row} />,
    },
    projectColumn<QuestionView>(tt, 220),
    {
      id: 'supplier',
      header: t('fields.supplier'),
      width: 180,
      cell: (row) => <Text>{row.supplierName ?? ''}</Text>,
    },
    { id: 'askedAt', header: t('fields.askedAt'), width: 160, cell: (row) => formatSave(row.askedAt) },
  ];
}

export function statusField(t: TFunction): SearchField {
  return {
    name: 'status',
    type: 'select',
    label: t('list.filterStatus'),
    placeholder: t('list.all'),
    options: [QUESTION_STATUS.OPEN, QUESTION_STATUS.ANSWERED].map((code) => ({
      value: code,
      label: t(`status.${code}`),
    })),
  };
}
