import { mutate } from '@/client/data/mutator';
import { multipartBody } from '@/client/data/outbox-multipart';
import { FEE_PATHS } from '@/shared/contracts/fee-paths';
import type { FeeKind } from '@/shared/contracts/fees';
import { randomId } from '@/shared/format/random-id';

/** The outbox entity of one fee of a project: its vouchers replay in order, apart from other writes. */
export const voucherEntityKey = (projectId: string, kind: FeeKind) => `fee-voucher:${projectId}:${kind}`;

export interface QueueVoucherInput {
  userId: string;
  projectId: string;
  kind: FeeKind;
  file: Blob;
  fileName: string;
  /** Epoch ms by server time (the project's quote end) when known: the server judges it on arrival. */
  deadline?: number;
  now?: number;
}

/**
 * Sends a voucher through the outbox: kept on the device with its file (a device draft, works
 * offline), replayed once online under one Idempotency-Key, and carrying a voucherId of its own so a
 * replay whose answer was lost finds the stored voucher. A new voucher of the same fee drops the
 * refused ones still waiting in the sync centre.
 */
export function queueVoucher(input: QueueVoucherInput) {
  const entityKey = voucherEntityKey(input.projectId, input.kind);
  const fields = { projectId: input.projectId, kind: input.kind, voucherId: randomId() };
  return mutate({
    userId: input.userId,
    method: 'POST',
    path: FEE_PATHS.upload,
    body: multipartBody(fields, input.file, input.fileName),
    entityKey,
    ...(input.deadline !== undefined ? { deadline: input.deadline } : {}),
    ...(input.now !== undefined ? { now: input.now } : {}),
    local: async (tx) => {
      await tx.outbox
        .where('entityKey')
        .equals(entityKey)
        .and((entry) => entry.userId === input.userId && entry.status === 'rejected')
        .delete();
    },
  });
}
