import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '@/client/ui/query-table/types';
import type { TenderProjectView } from '@/shared/contracts/tenders';

type Row = TenderProjectView;

export interface ProjectRowHandlers {
  edit(row: Row): void;
  move(row: Row, action: 'submit' | 'approve' | 'publish'): void;
  /** The results screen (offerResultContent), where the project concludes. */
  results(row: Row): void;
  cancel(row: Row): void;
  open(row: Row): void;
  confirmOpening(row: Row): void;
  record(row: Row): void;
  signups(row: Row): void;
  clarifications(row: Row): void;
  committee(row: Row): void;
  documents(row: Row): void;
  /** The project-rules screens: rules, notice, the author's preview, the leader's review. */
  rules(row: Row): void;
  notice(row: Row): void;
  preview(row: Row): void;
  review(row: Row): void;
  /** The project's subject matters (below its base form). */
  subjectMatters(row: Row): void;
}

/** Every action of the project list; canActOnProject hides the ones a row's status does not allow. */
export function useProjectRowActions(on: ProjectRowHandlers): RowAction<Row>[] {
  const { t } = useTranslation('tender-buyer');
  // The handlers are fresh closures each render; the buttons only need the latest ones when clicked.
  const latest = useRef(on);
  latest.current = on;
  return useMemo<RowAction<Row>[]>(
    () => [
      { key: 'edit', label: t('actions.edit'), onClick: (row) => latest.current.edit(row) },
      { key: 'rules', label: t('project-rules:actions.rules'), onClick: (row) => latest.current.rules(row) },
      {
        key: 'notice',
        label: t('project-rules:actions.notice'),
        onClick: (row) => latest.current.notice(row),
      },
      {
        key: 'preview',
        label: t('project-rules:actions.preview'),
        onClick: (row) => latest.current.preview(row),
      },
      {
        key: 'review',
        label: t('project-rules:actions.review'),
        onClick: (row) => latest.current.review(row),
      },
      { key: 'submit', label: t('actions.submit'), onClick: (row) => latest.current.move(row, 'submit') },
      {
        key: 'approve',
        label: t('actions.approve'),
        colorPalette: 'green',
        onClick: (row) => latest.current.move(row, 'approve'),
      },
      {
        key: 'publish',
        label: t('actions.publish'),
        colorPalette: 'green',
        onClick: (row) => latest.current.move(row, 'publish'),
      },
      {
        key: 'conclude',
        label: t('actions.conclude'),
        colorPalette: 'green',
        onClick: (row) => latest.current.results(row),
      },
      { key: 'openOffers', label: t('actions.openOffers'), onClick: (row) => latest.current.open(row) },
      {
        key: 'confirmOpening',
        label: t('actions.confirmOpening'),
        colorPalette: 'green',
        onClick: (row) => latest.current.confirmOpening(row),
      },
      {
        key: 'openingRecord',
        label: t('actions.openingRecord'),
        onClick: (row) => latest.current.record(row),
      },
      { key: 'signups', label: t('actions.signups'), onClick: (row) => latest.current.signups(row) },
      {
        key: 'clarifications',
        label: t('actions.clarifications'),
        onClick: (row) => latest.current.clarifications(row),
      },
      { key: 'committee', label: t('actions.committee'), onClick: (row) => latest.current.committee(row) },
      { key: 'documents', label: t('actions.documents'), onClick: (row) => latest.current.documents(row) },
      {
        key: 'subjectMatters',
        label: t('subject-matters:actions.open'),
        onClick: (row) => latest.current.subjectMatters(row),
      },
      {
        key: 'cancel',
        label: t('actions.cancel'),
        colorPalette: 'red',
        onClick: (row) => latest.current.cancel(row),
      },
    ],
    [t],
  );
}
