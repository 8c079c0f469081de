import { Button, HStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ReasonDialog } from '@/client/features/tender-common';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { notifySuccess } from '@/client/ui/toaster';
import { text } from '@/shared/contracts/profile-common';
import { complaintFileSchema, type ObjectionView } from '@/shared/contracts/objections';
import { isObjectionWaiting } from '@/shared/rules/objection-rules';
import { decideComplaint, fileComplaint, handleComplaint, withdrawObjection } from '../api/objections';

export type DetailMode = 'supplier' | 'buyer' | 'expert' | 'audit';

const decideSchema = z.object({ id: z.string(), upheld: z.boolean(), reason: text(1000) });

/**
 * What each side may do from the detail: the filer withdraws a waiting objection or escalates it as a
 * complaint (rejected, or past its due time); the buyer side opens the handling screen; supervisors
 * take a complaint in hand and decide it. The server judges every move again.
 */
export function ObjectionActions({
  objection: o,
  mode,
  onHandle,
}: {
  objection: ObjectionView;
  mode: DetailMode;
  onHandle?: (id: string) => void;
}) {
  const { t } = useTranslation('objections');
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'withdraw' | 'complain' | 'uphold' | 'dismiss' | null>(null);
  const done = async (message: string) => {
    notifySuccess(message);
    await queryClient.invalidateQueries();
  };
  const complaint = o.complaint;
  return (
    <>
      <HStack gap="2" flexWrap="wrap" data-testid="objection-actions">
        {mode === 'supplier' && isObjectionWaiting(o.status) ? (
          <Button
            variant="outline"
            colorPalette="red"
            onClick={() => setDialog('withdraw')}
            data-testid="objection-withdraw"
          >
            {t('actions.withdraw')}
          </Button>
        ) : null}
        {mode === 'supplier' && o.complaintAllowed ? (
          <Button
            colorPalette="orange"
            onClick={() => setDialog('complain')}
            data-testid="objection-complain"
          >
            {t('actions.complain')}
          </Button>
        ) : null}
        {mode === 'buyer' && isObjectionWaiting(o.status) && onHandle ? (
          <Button colorPalette="brand" onClick={() => onHandle(o.id)} data-testid="objection-handle">
            {t('actions.handle')}
          </Button>
        ) : null}
        {mode === 'audit' && complaint?.status === '00' ? (
          <Button
            variant="outline"
            onClick={() => void handleComplaint(complaint.id).then(() => done(t('done.handled')))}
            data-testid="complaint-handle"
          >
            {t('actions.handleComplaint')}
          </Button>
        ) : null}
        {mode === 'audit' && complaint && (complaint.status === '00' || complaint.status === '01') ? (
          <>
            <Button colorPalette="green" onClick={() => setDialog('uphold')} data-testid="complaint-uphold">
              {t('actions.uphold')}
            </Button>
            <Button
              colorPalette="red"
              variant="outline"
              onClick={() => setDialog('dismiss')}
              data-testid="complaint-dismiss"
            >
              {t('actions.dismiss')}
            </Button>
          </>
        ) : null}
      </HStack>
      <ConfirmDialog
        open={dialog === 'withdraw'}
        title={t('actions.withdraw')}
        message={t('confirm.withdraw', { title: o.title })}
        confirmLabel={t('actions.withdraw')}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          await withdrawObjection(o.id);
          setDialog(null);
          await done(t('done.withdrawn'));
        }}
      />
      <ReasonDialog
        open={dialog === 'complain'}
        title={t('actions.complain')}
        label={t('fields.complaintReason')}
        confirmLabel={t('actions.complain')}
        schema={complaintFileSchema as never}
        base={{ objectionId: o.id }}
        send={fileComplaint}
        onClose={() => setDialog(null)}
        onDone={() => void done(t('done.complained'))}
        data-testid="complaint-dialog"
      />
      <ReasonDialog
        open={dialog === 'uphold' || dialog === 'dismiss'}
        title={t(dialog === 'uphold' ? 'actions.uphold' : 'actions.dismiss')}
        label={t('fields.decision')}
        confirmLabel={t(dialog === 'uphold' ? 'actions.uphold' : 'actions.dismiss')}
        schema={decideSchema as never}
        base={{ id: complaint?.id ?? '', upheld: dialog === 'uphold' }}
        send={(v) => decideComplaint({ id: v.id, upheld: v.upheld, decision: v.reason })}
        onClose={() => setDialog(null)}
        onDone={() => void done(t('done.decided'))}
        data-testid="decide-dialog"
      />
    </>
  );
}
