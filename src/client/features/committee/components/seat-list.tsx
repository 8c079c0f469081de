import { Badge, Box, Button, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvalidateTenders } from '@/client/features/tender-common';
import { DialogFrame } from '@/client/ui/dialog-frame';
import { FormField } from '@/client/ui/form-field';
import { notifySuccess } from '@/client/ui/toaster';
import { type CommitteeSeatView, committeeRedrawSchema } from '@/shared/contracts/committee-draw';
import { formatSave } from '@/shared/format/time';
import { redrawSeat } from '../api/draw';

interface SeatListProps {
  projectId: string;
  seats: readonly CommitteeSeatView[];
  /** The buyer's committee screen offers redraws; the check-in screen only reads. */
  canRedraw: boolean;
  /** Show sign-in time and declaration (check-in). */
  showSignIn?: boolean;
}

/** The committee's seats as cards (one column on a phone): sealed drawn seats show no name. */
export function SeatList({ projectId, seats, canRedraw, showSignIn = false }: SeatListProps) {
  const { t } = useTranslation('committee');
  const [target, setTarget] = useState<CommitteeSeatView | null>(null);
  if (seats.length === 0) {
    return (
      <Text color="fg.muted" data-testid="seats-empty">
        {t('seats.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="2" data-testid="committee-seats">
      {seats.map((seat) => (
        <Box key={seat.taskId} borderWidth="1px" borderRadius="md" p="3" data-testid="committee-member">
          <Flex gap="2" wrap="wrap" align="center" justify="space-between">
            <Flex gap="2" wrap="wrap" align="center">
              <Text fontWeight="semibold">{t('seats.seat', { seat: seat.seat })}</Text>
              <Text data-testid="seat-name">{seat.sealed ? t('seats.sealed') : seat.name}</Text>
              <Badge colorPalette={seat.drawn ? 'blue' : 'gray'}>
                {seat.drawn ? t('seats.drawn') : t('seats.manual')}
              </Badge>
              {seat.isLeader ? (
                <Badge colorPalette="green" data-testid="seat-leader">
                  {t('seats.leader')}
                </Badge>
              ) : null}
            </Flex>
            {canRedraw && seat.status <= '01' ? (
              <Button size="sm" variant="outline" onClick={() => setTarget(seat)} data-testid="seat-redraw">
                {t('seats.redraw')}
              </Button>
            ) : null}
          </Flex>
          <Flex gap="3" wrap="wrap" fontSize="sm" color="fg.muted" mt="1">
            {seat.specialty ? <Text>{t(`codes:supplierCategory.${seat.specialty}`)}</Text> : null}
            <Text data-testid="seat-status">{t(`codes:expertTaskStatus.${seat.status}`)}</Text>
            {showSignIn ? (
              <Text data-testid="seat-signed-in">
                {seat.signedInAt
                  ? `${t('checkIn.signedInAt')} ${formatSave(seat.signedInAt)} · ${t(`checkIn.declarations.${seat.declaration ?? '00'}`)}`
                  : t('checkIn.notSignedIn')}
              </Text>
            ) : null}
          </Flex>
        </Box>
      ))}
      {target ? <RedrawDialog projectId={projectId} seat={target} onClose={() => setTarget(null)} /> : null}
    </Stack>
  );
}

function RedrawDialog({
  projectId,
  seat,
  onClose,
}: {
  projectId: string;
  seat: CommitteeSeatView;
  onClose(): void;
}) {
  const { t } = useTranslation('committee');
  const invalidate = useInvalidateTenders();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: redrawSeat,
    onSuccess: async () => {
      notifySuccess(t('seats.redrawDone'));
      onClose();
      await invalidate();
    },
  });
  const confirm = () => {
    const parsed = committeeRedrawSchema.safeParse({ projectId, taskId: seat.taskId, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    mutation.mutate(parsed.data);
  };
  return (
    <DialogFrame
      open
      title={t('seats.redrawTitle', { seat: seat.seat })}
      busy={mutation.isPending}
      onClose={onClose}
      data-testid="redraw-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            colorPalette="brand"
            loading={mutation.isPending}
            onClick={confirm}
            data-testid="redraw-confirm"
          >
            {t('seats.redraw')}
          </Button>
        </>
      }
    >
      <FormField label={t('seats.redrawReason')} error={error} required>
        <Textarea
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          data-testid="redraw-reason"
        />
      </FormField>
    </DialogFrame>
  );
}
