// The JSON envelope every /api answer is (SPEC.md section 7): { error, message, data }. One reader
// for it, used by the browser's API client, server-rendered pages and the server's glue alike.
import { z } from 'zod/mini';

export const envelopeSchema = z.object({
  error: z.number(),
  message: z._default(z.string(), ''),
  data: z.optional(z.unknown()),
});

export interface Envelope<T = unknown> {
  error: number;
  message: string;
  data: T;
}

/** An answer body read as the envelope, or null when it is not one (not JSON's object, no numeric error). */
export function readEnvelope(body: unknown): Envelope | null {
  const parsed = envelopeSchema.safeParse(body);
  return parsed.success ? { error: parsed.data.error, message: parsed.data.message, data: parsed.data.data } : null;
}
