import { z } from 'zod';

/**
 * The response envelope of every /bidprocurement call: success has header.ret '0' and the payload in
 * body; a failure has a non-zero ret, a translated message and, for validation errors, the field and
 * rule that failed.
 */
export const envelopeHeaderSchema = z.object({
  ret: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
  field: z.string().optional(),
  rule: z.string().optional(),
});

export type EnvelopeHeader = z.infer<typeof envelopeHeaderSchema>;

export interface Envelope<T> {
  header: EnvelopeHeader;
  body: T | null;
}
