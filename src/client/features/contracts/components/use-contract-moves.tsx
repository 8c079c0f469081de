import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/client/features/tender-common';
import type { RowAction } from '@/client/ui/query-table/types';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { notifySuccess } from '@/client/ui/toaster';
import { CONTRACT_MOVES, CONTRACT_STATUS as S } from '@/shared/codes/results';
import { type ContractView, contractMoveSchema } from '@/shared/contracts/contracts';
import { moveContract } from '../api/contracts';
import { SignDialog } from './sign-dialog';

type Move = 'sign' | 'perform' | 'finish' | 'terminate';
const TARGET: Record<Move, ContractView['status']> = {
  sign: S.SIGNED,
  perform: S.PERFORMING,
  finish: S.FINISHED,
  terminate: S.TERMINATED,
};

/**
 * The buyer side's row actions on a contract (CONTRACT_MOVES decides which show) and their dialogs:
 * the signing (date and scan), a confirmation for performing and finished, a reason for termination.
 * `onChanged` reloads the list once a move is stored.
 */
export function useContractMoves(onChanged: () => void) {
  const { t } = useTranslation('contracts');
  const [signing, setSigning] = useState<ContractView | null>(null);
  const [confirming, setConfirming] = useState<{ row: ContractView; move: 'perform' | 'finish' } | null>(
    null,
  );
  const [ending, setEnding] = useState<ContractView | null>(null);
  const done = useCallback(
    (key: 'sign' | 'move') => {
      notifySuccess(t(`done.${key}`));
      onChanged();
    },
    [t, onChanged],
  );
  const actions = useMemo<RowAction<ContractView>[]>(
    () => [
      { key: 'sign', label: t('actions.sign'), colorPalette: 'brand', onClick: setSigning },
      {
        key: 'perform',
        label: t('actions.perform'),
        colorPalette: 'brand',
        onClick: (row) => setConfirming({ row, move: 'perform' }),
      },
      {
        key: 'finish',
        label: t('actions.finish'),
        colorPalette: 'brand',
        onClick: (row) => setConfirming({ row, move: 'finish' }),
      },
      { key: 'terminate', label: t('actions.terminate'), colorPalette: 'red', onClick: setEnding },
    ],
    [t],
  );
  const canAct = useCallback(
    (row: ContractView, action: string) =>
      CONTRACT_MOVES[row.status]?.includes(TARGET[action as Move]) ?? false,
    [],
  );
  const dialogs = (
    <>
      <SignDialog contract={signing} onClose={() => setSigning(null)} onDone={() => done('sign')} />
      <ConfirmDialog
        open={!!confirming}
        title={confirming ? t(`actions.${confirming.move}`) : ''}
        message={confirming ? t(`confirm.${confirming.move}`, { supplier: confirming.row.supplierName }) : ''}
        danger={false}
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          if (!confirming) return;
          const { row, move } = confirming;
          await moveContract({ id: row.id, version: row.version, to: TARGET[move] as '02' | '03' });
          done('move');
        }}
        data-testid="contract-move-confirm"
      />
      <ReasonDialog
        open={!!ending}
        title={t('terminate.title')}
        label={t('terminate.reason')}
        confirmLabel={t('actions.terminate')}
        schema={contractMoveSchema}
        base={ending ? { id: ending.id, version: ending.version, to: S.TERMINATED } : {}}
        send={(values) => moveContract(values as Parameters<typeof moveContract>[0], true)}
        onClose={() => setEnding(null)}
        onDone={() => done('move')}
        data-testid="contract-terminate-dialog"
      />
    </>
  );
  return { actions, canAct, dialogs };
}
