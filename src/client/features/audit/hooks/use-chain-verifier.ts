import { useCallback, useRef, useState } from 'react';
import { RequestError } from '@/client/lib/http/request';
import type { AuditBreak } from '@/shared/contracts/audit';
import { verifyChainBatch } from '../api/verify-chain';

/** Entries per call: small enough to show progress on a large log, large enough to be quick. */
const BATCH = 5000;

export type VerifierState =
  | { phase: 'idle' }
  | { phase: 'running'; checked: number; total: number | null }
  | { phase: 'intact'; checked: number; first: number | null; last: number | null }
  | { phase: 'stopped'; checked: number; last: number | null }
  | { phase: 'broken'; checked: number; at: AuditBreak }
  | { phase: 'refused'; field: string | null; message: string };

/**
 * Verifies the chain in batches, each continuing from the last hash the previous one checked (so the
 * link between batches is checked too), counting progress against the log's tip; can be stopped.
 */
export function useChainVerifier() {
  const [state, setState] = useState<VerifierState>({ phase: 'idle' });
  const stop = useRef(false);

  const run = useCallback(async (fromSeq?: string) => {
    stop.current = false;
    setState({ phase: 'running', checked: 0, total: null });
    let checked = 0;
    let first: number | null = null;
    let next: { fromSeq?: string | number; anchorHash?: string } = fromSeq ? { fromSeq } : {};
    try {
      for (;;) {
        const batch = await verifyChainBatch({ ...next, limit: BATCH });
        checked += batch.checked;
        first ??= batch.firstSeq;
        if (batch.break) return setState({ phase: 'broken', checked, at: batch.break });
        if (batch.nextSeq === null || batch.lastHash === null)
          return setState({ phase: 'intact', checked, first, last: batch.lastSeq });
        if (stop.current) return setState({ phase: 'stopped', checked, last: batch.lastSeq });
        // Entries left, estimated from the seqs (gaps make it an upper bound).
        const total = batch.tipSeq === null ? null : checked + (batch.tipSeq - batch.nextSeq + 1);
        setState({ phase: 'running', checked, total });
        next = { fromSeq: batch.nextSeq, anchorHash: batch.lastHash };
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setState({
        phase: 'refused',
        field: error instanceof RequestError ? (error.field ?? null) : null,
        message,
      });
    }
  }, []);

  return { state, run, stop: () => (stop.current = true) };
}
