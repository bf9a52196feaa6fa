// The one catalogue of answer codes and their Thai messages. Codes below 1000 mirror the HTTP
// status they travel with; 1xxx are input and member refusals, 2xxx money refusals.
// `{name}` in a message is filled from the params given to `fail`.

export const ERRORS = {
  BAD_REQUEST: { code: 400, status: 400, message: 'รูปแบบข้อมูลไม่ถูกต้อง' },
  UNAUTHORIZED: { code: 401, status: 401, message: 'เซสซั่นหมดอายุ กรุณาลองใหม่' },
  NOT_FOUND: { code: 404, status: 404, message: 'ไม่พบรายการที่เรียกใช้' },
  METHOD_NOT_ALLOWED: { code: 405, status: 405, message: 'ไม่รองรับวิธีการเรียกใช้นี้' },
  INTERNAL: { code: 500, status: 500, message: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง' },

  VALIDATION: { code: 1001, status: 200, message: 'ข้อมูลไม่ถูกต้อง' },

  PHONE_TAKEN: { code: 1101, status: 200, message: 'เบอร์โทรศัพท์นี้ถูกใช้สมัครสมาชิกแล้ว' },
  UNDER_AGE: { code: 1102, status: 200, message: 'ต้องมีอายุ {age} ปีบริบูรณ์ขึ้นไปจึงจะสมัครสมาชิกได้' },
  REF_CODE_UNKNOWN: { code: 1103, status: 200, message: 'ไม่พบรหัสผู้แนะนำนี้ กรุณาตรวจสอบอีกครั้ง' },
  BANK_UNKNOWN: { code: 1104, status: 200, message: 'ไม่พบธนาคารที่เลือก กรุณาเลือกธนาคารใหม่' },
  SUB_BANK_SAME_AS_MAIN: { code: 1105, status: 200, message: 'บัญชีสำรองต้องไม่ซ้ำกับบัญชีหลัก' },

  LOGIN_FAILED: { code: 1201, status: 200, message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง' },
  LOGIN_LOCKED: {
    code: 1202,
    status: 200,
    message: 'เข้าสู่ระบบผิดเกินกำหนด เบอร์นี้ถูกล็อกชั่วคราว กรุณาลองใหม่ในอีก {minutes} นาที',
  },
  OLD_PASSWORD_WRONG: { code: 1203, status: 200, message: 'รหัสผ่านเดิมไม่ถูกต้อง' },
  PASSWORD_UNCHANGED: { code: 1204, status: 200, message: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม' },
  RESET_VERIFY_FAILED: {
    code: 1205,
    status: 200,
    message: 'ข้อมูลไม่ตรงกับที่ลงทะเบียนไว้ กรุณาตรวจสอบเบอร์โทรศัพท์และเลขที่บัญชี',
  },
  RESET_LOCKED: {
    code: 1206,
    status: 200,
    message: 'ยืนยันตัวตนผิดเกินกำหนด กรุณาลองใหม่ในอีก {minutes} นาที',
  },
  RESET_TOKEN_INVALID: {
    code: 1207,
    status: 200,
    message: 'รหัสสำหรับตั้งรหัสผ่านใหม่ไม่ถูกต้องหรือหมดอายุแล้ว กรุณาทำรายการใหม่',
  },

  AGENT_UNKNOWN: { code: 1301, status: 200, message: 'ไม่พบรหัสเอเย่นต์นี้' },

  INSUFFICIENT_BALANCE: { code: 2001, status: 200, message: 'ยอดเงินในกระเป๋าไม่เพียงพอ' },
  WALLET_NOT_FOUND: { code: 2002, status: 200, message: 'ไม่พบกระเป๋าเงิน' },
  INVALID_AMOUNT: { code: 2003, status: 200, message: 'จำนวนเงินไม่ถูกต้อง' },
  IDEMPOTENCY_CONFLICT: {
    code: 2004,
    status: 200,
    message: 'รหัสอ้างอิงรายการนี้ถูกใช้กับรายการอื่นแล้ว',
  },
  INSUFFICIENT_POINTS: { code: 2101, status: 200, message: 'พอยท์ไม่เพียงพอ' },
} as const satisfies Record<string, { code: number; status: number; message: string }>;

export type ErrorKey = keyof typeof ERRORS;
export type MessageParams = Record<string, string | number>;

export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A refusal the member should read: answered with its code and Thai message, nothing written. */
export class BusinessError extends Error {
  readonly key: ErrorKey;
  readonly code: number;
  readonly status: number;
  readonly data: unknown;

  constructor(key: ErrorKey, params?: MessageParams, data: unknown = null, message?: string) {
    const entry = ERRORS[key];
    super(message ?? formatMessage(entry.message, params));
    this.name = 'BusinessError';
    this.key = key;
    this.code = entry.code;
    this.status = entry.status;
    this.data = data;
  }
}

export function fail(key: ErrorKey, params?: MessageParams, data?: unknown): never {
  throw new BusinessError(key, params, data ?? null);
}

export function isBusinessError(error: unknown, key?: ErrorKey): error is BusinessError {
  return error instanceof BusinessError && (key === undefined || error.key === key);
}
