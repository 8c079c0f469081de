import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOutboxQueue } from '@/client/data/use-outbox-queue';
import {
  type ClarificationReader,
  clarificationDetailQueryOptions,
  clarificationReceiptsQueryOptions,
  expertClarificationsQueryOptions,
  questionPrefillQueryOptions,
} from '../api/clarification-reads';
import {
  queueReceipt,
  receiptEntityKey,
  supplierClarificationQueryOptions,
} from '../api/supplier-clarification';

export const useClarificationDetail = (reader: ClarificationReader, id: string) =>
  useQuery(clarificationDetailQueryOptions(reader, id));

export const useClarificationReceipts = (reader: ClarificationReader, id: string) =>
  useQuery(clarificationReceiptsQueryOptions(reader, id));

export const useExpertClarifications = () => useQuery(expertClarificationsQueryOptions());

export const useQuestionPrefill = (questionId: string) => useQuery(questionPrefillQueryOptions(questionId));

export const useSupplierClarification = (userId: string, id: string) =>
  useQuery(supplierClarificationQueryOptions(userId, id));

/** The receipt waiting in the outbox (or refused), re-reading the clarification once it left. */
export function useReceiptQueue(userId: string, id: string) {
  const queue = useOutboxQueue(userId, receiptEntityKey(id));
  const queryClient = useQueryClient();
  const { settled } = queue;
  useEffect(() => {
    if (settled > 0)
      void queryClient.invalidateQueries({
        queryKey: supplierClarificationQueryOptions(userId, id).queryKey,
      });
  }, [settled, queryClient, userId, id]);
  return {
    ...queue,
    async confirm() {
      const entry = await queueReceipt(userId, id);
      queue.watch(entry.seq);
    },
  };
}
