// Agent requests of SPEC.md section 7, with their Thai messages: the platform validates them with these.
import { z } from 'zod/mini';

const agentCode = z
  .string({ error: (issue) => (issue.input === undefined ? 'กรุณาระบุรหัสเอเย่นต์' : 'รหัสเอเย่นต์ไม่ถูกต้อง') })
  .check(z.trim(), z.minLength(1, { error: 'กรุณาระบุรหัสเอเย่นต์' }), z.maxLength(32, { error: 'รหัสเอเย่นต์ไม่ถูกต้อง' }));

/** Banners and events: of the site's agent unless another is named. */
export const agentContentRequest = z.object({ agent_code: z.optional(agentCode) });
export const agentValidateRequest = z.object({ code: agentCode });
