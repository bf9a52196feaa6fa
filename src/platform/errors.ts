// The one catalogue of answer codes and their Thai messages. Codes below 1000 mirror the HTTP
// status they travel with; 1xxx are input and member refusals, 2xxx money refusals, 3xxx lottery refusals.
// `{name}` in a message is filled from the params given to `fail`.

export const ERRORS = {
  BAD_REQUEST: { code: 400, status: 400, message: 'รูปแบบข้อมูลไม่ถูกต้อง' },
  UNAUTHORIZED: { code: 401, status: 401, message: 'เซสซั่นหมดอายุ กรุณาลองใหม่' },
  NOT_FOUND: { code: 404, status: 404, message: 'ไม่พบรายการที่เรียกใช้' },
  METHOD_NOT_ALLOWED: { code: 405, status: 405, message: 'ไม่รองรับวิธีการเรียกใช้นี้' },
  INTERNAL: { code: 500, status: 500, message: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง' },
  // Many members at once on one wallet or round: the database kept asking to try again (db/retry.ts).
  BUSY: { code: 503, status: 503, message: 'ขณะนี้มีรายการเข้ามาพร้อมกันจำนวนมาก ระบบยังไม่ได้ทำรายการนี้ กรุณาลองใหม่อีกครั้ง' },

  VALIDATION: { code: 1001, status: 200, message: 'ข้อมูลไม่ถูกต้อง' },
  // U+0000 in a text: no field takes it, and PostgreSQL cannot store it.
  CONTROL_CHARACTER: { code: 1002, status: 200, message: 'ข้อมูลมีอักขระควบคุมที่ใช้ไม่ได้ กรุณาตรวจสอบอีกครั้ง' },

  PHONE_TAKEN: { code: 1101, status: 200, message: 'เบอร์โทรศัพท์นี้ถูกใช้สมัครสมาชิกแล้ว' },
  UNDER_AGE: { code: 1102, status: 200, message: 'ต้องมีอายุ {age} ปีบริบูรณ์ขึ้นไปจึงจะสมัครสมาชิกได้' },
  REF_CODE_UNKNOWN: { code: 1103, status: 200, message: 'ไม่พบรหัสผู้แนะนำนี้ กรุณาตรวจสอบอีกครั้ง' },
  BANK_UNKNOWN: { code: 1104, status: 200, message: 'ไม่พบธนาคารที่เลือก กรุณาเลือกธนาคารใหม่' },
  SUB_BANK_SAME_AS_MAIN: { code: 1105, status: 200, message: 'บัญชีสำรองต้องไม่ซ้ำกับบัญชีหลัก' },
  BANK_ACCOUNT_TAKEN: { code: 1106, status: 200, message: 'บัญชีธนาคารนี้ถูกใช้กับสมาชิกอื่นแล้ว กรุณาใช้บัญชีของท่านเอง' },

  LOGIN_FAILED: { code: 1201, status: 200, message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง' },
  LOGIN_LOCKED: {
    code: 1202,
    status: 200,
    message: 'เข้าสู่ระบบผิดหลายครั้งเกินไป ถูกล็อกชั่วคราว กรุณาลองใหม่ในอีก {wait}',
  },
  OLD_PASSWORD_WRONG: { code: 1203, status: 200, message: 'รหัสผ่านเดิมไม่ถูกต้อง' },
  PASSWORD_UNCHANGED: { code: 1204, status: 200, message: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม' },
  // 1205 was the bank-account check of the old reset: retired, the number is not reused.
  RESET_RATE_LIMITED: {
    code: 1206,
    status: 200,
    message: 'ขอรหัสยืนยันบ่อยเกินกำหนด กรุณาลองใหม่ในอีก {wait}',
  },
  RESET_CODE_INVALID: {
    code: 1207,
    status: 200,
    message: 'รหัสยืนยันไม่ถูกต้องหรือหมดอายุแล้ว (ใส่ผิดได้ไม่เกิน {tries} ครั้งต่อรหัส) กรุณาตรวจสอบหรือขอรหัสใหม่',
  },
  RESET_TOO_SOON: { code: 1208, status: 200, message: 'ขอรหัสใหม่ได้อีกครั้งในอีก {seconds} วินาที' },

  // Staff locked the account (the back office): no log-in and no session until they unlock it.
  LOGIN_ACCOUNT_LOCKED: { code: 1209, status: 200, message: 'บัญชีนี้ถูกระงับการใช้งานชั่วคราว กรุณาติดต่อทีมงาน' },
  // Registration confirms the phone with a code sent to it (auth/phone-confirm.ts).
  PHONE_CODE_INVALID: {
    code: 1210,
    status: 200,
    message: 'รหัสยืนยันเบอร์โทรศัพท์ไม่ถูกต้องหรือหมดอายุแล้ว (ใส่ผิดได้ไม่เกิน {tries} ครั้งต่อรหัส) กรุณาตรวจสอบหรือขอรหัสใหม่',
  },

  LOGIN_ON_BREAK: {
    code: 1401,
    status: 200,
    message: 'บัญชีนี้อยู่ในช่วงพักการเล่นที่ท่านตั้งไว้ เข้าสู่ระบบได้อีกครั้งหลัง {until}',
  },

  AGENT_UNKNOWN: { code: 1301, status: 200, message: 'ไม่พบรหัสเอเย่นต์นี้' },

  // The member's live stream (stream/): open streams per session and per address are bounded.
  STREAM_SESSION_LIMIT: { code: 1501, status: 429, message: 'เปิดหน้าเว็บพร้อมกันหลายหน้าเกินไป กรุณาปิดหน้าที่ไม่ใช้แล้วลองใหม่' },
  STREAM_ADDRESS_LIMIT: { code: 1502, status: 429, message: 'มีการเชื่อมต่อจากเครือข่ายนี้มากเกินไป กรุณาลองใหม่ภายหลัง' },

  // LINE (issue 44, platform/line/): the member's link, and the official account's webhook.
  LINE_NOT_CONFIGURED: { code: 1601, status: 200, message: 'เว็บนี้ยังไม่ได้เปิดใช้งานการแจ้งเตือนผ่าน LINE' },
  LINE_TOKEN_INVALID: { code: 1602, status: 200, message: 'ยืนยันบัญชี LINE ไม่สำเร็จ กรุณาเข้าสู่ระบบ LINE ใหม่อีกครั้ง' },
  LINE_TAKEN: { code: 1603, status: 200, message: 'บัญชี LINE นี้เชื่อมต่อกับสมาชิกอื่นอยู่แล้ว หนึ่งบัญชี LINE เชื่อมได้กับสมาชิกเดียว' },
  LINE_NOT_LINKED: { code: 1604, status: 200, message: 'ยังไม่ได้เชื่อมต่อบัญชี LINE' },
  LINE_UNREACHABLE: { code: 1605, status: 200, message: 'ติดต่อ LINE ไม่ได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง' },
  // Not LINE's, or altered on the way: refused before anything of it is read.
  LINE_SIGNATURE_INVALID: { code: 1610, status: 401, message: 'ลายเซ็นของข้อความจาก LINE ไม่ถูกต้อง ไม่รับข้อความนี้' },

  INSUFFICIENT_BALANCE: { code: 2001, status: 200, message: 'ยอดเงินในกระเป๋าไม่เพียงพอ' },
  WALLET_NOT_FOUND: { code: 2002, status: 200, message: 'ไม่พบกระเป๋าเงิน' },
  INVALID_AMOUNT: { code: 2003, status: 200, message: 'จำนวนเงินไม่ถูกต้อง' },
  IDEMPOTENCY_CONFLICT: {
    code: 2004,
    status: 200,
    message: 'รหัสอ้างอิงรายการนี้ถูกใช้กับรายการอื่นแล้ว',
  },
  INSUFFICIENT_POINTS: { code: 2101, status: 200, message: 'พอยท์ไม่เพียงพอ' },

  // 23xx: withdrawals and bonus turnover (platform/withdrawals/)
  WITHDRAW_UNDER_MIN: { code: 2301, status: 200, message: 'ถอนเงินขั้นต่ำครั้งละ {min} บาท' },
  WITHDRAW_OVER_MAX: { code: 2302, status: 200, message: 'ถอนเงินได้สูงสุดครั้งละ {max} บาท' },
  WITHDRAW_TOO_MANY_PENDING: {
    code: 2303,
    status: 200,
    message: 'มีรายการถอนที่รอดำเนินการครบ {max} รายการแล้ว กรุณารอให้รายการเดิมเสร็จก่อน',
  },
  WITHDRAW_TURNOVER_NOT_MET: {
    code: 2304,
    status: 200,
    message: 'เครดิตโบนัสถอนได้เมื่อทำยอดเทิร์นครบ ยังขาดยอดเทิร์นอีก {left} บาท',
  },
  WITHDRAW_FREE_CREDIT: { code: 2305, status: 200, message: 'เครดิตฟรีใช้เล่นได้อย่างเดียว ถอนเป็นเงินไม่ได้' },
  WITHDRAW_OVER_BALANCE: { code: 2306, status: 200, message: 'ยอดเงินในกระเป๋าไม่พอถอน ถอนได้สูงสุด {balance} บาท' },
  WITHDRAWAL_NOT_FOUND: { code: 2307, status: 200, message: 'ไม่พบรายการถอนนี้' },
  WITHDRAWAL_NOT_PENDING: { code: 2308, status: 200, message: 'รายการถอน #{id} ดำเนินการไปแล้ว ({status})' },
  WITHDRAWAL_REASON_INVALID: { code: 2309, status: 200, message: 'เหตุผลที่ปฏิเสธต้องยาว 1-200 ตัวอักษร' },
  BONUS_INVALID: { code: 2310, status: 200, message: 'โบนัสต้องมากกว่า 0 บาท ทศนิยมไม่เกิน 2 ตำแหน่ง และยอดเทิร์นเป็น 0-100 เท่า' },
  WITHDRAW_NO_BACKUP_ACCOUNT: {
    code: 2311,
    status: 200,
    message: 'ท่านยังไม่มีบัญชีสำรอง กรุณาเลือกบัญชีหลัก หรือเพิ่มบัญชีสำรองที่หน้าข้อมูลส่วนตัวก่อน',
  },
  RESPONSIBLE_LOSS_LIMIT: {
    code: 2401,
    status: 200,
    message: 'เกินวงเงินเสียต่อวันที่ท่านตั้งไว้ {limit} บาท (วันนี้เสียสุทธิ {used} บาท เล่นได้อีก {left} บาท) วงเงินเริ่มนับใหม่ {reset}',
  },
  RESPONSIBLE_DEPOSIT_LIMIT: {
    code: 2402,
    status: 200,
    message: 'เกินวงเงินฝากต่อวันที่ท่านตั้งไว้ {limit} บาท (วันนี้ฝากแล้ว {used} บาท ฝากได้อีก {left} บาท) วงเงินเริ่มนับใหม่ {reset}',
  },
  RESPONSIBLE_ON_BREAK: { code: 2403, status: 200, message: 'บัญชีนี้อยู่ในช่วงพักการเล่นถึง {until} ฝากเงินและเล่นไม่ได้ในช่วงนี้' },
  RESPONSIBLE_BREAK_SHORTER: {
    code: 2404,
    status: 200,
    message: 'บัญชีนี้พักการเล่นอยู่แล้วถึง {until} การพักครั้งใหม่ต้องสิ้นสุดหลังวันนั้น',
  },

  RESPONSIBLE_NOT_ON_BREAK: {
    code: 2405,
    status: 200,
    message: 'ถอนเงินคงเหลือด้วยวิธีนี้ได้เฉพาะช่วงพักการเล่น กรุณาเข้าสู่ระบบแล้วถอนเงินตามปกติ',
  },

  DEPOSIT_CHANNEL_NOT_FOUND: { code: 2501, status: 200, message: 'ไม่พบช่องทางฝากเงินนี้ หรือปิดให้บริการอยู่' },
  DEPOSIT_ACCOUNT_NOT_FOUND: { code: 2502, status: 200, message: 'ไม่พบบัญชีรับเงินนี้ กรุณาเลือกบัญชีใหม่' },
  DEPOSIT_UNDER_MIN: { code: 2503, status: 200, message: 'ฝากเงินขั้นต่ำครั้งละ {min} บาท' },
  DEPOSIT_OVER_MAX: { code: 2504, status: 200, message: 'ฝากเงินได้สูงสุดครั้งละ {max} บาท' },
  DEPOSIT_AMOUNTS_TAKEN: {
    code: 2505,
    status: 200,
    message: 'ขณะนี้มีรายการฝากยอดใกล้เคียงกันรอชำระเข้าบัญชีนี้จำนวนมาก กรุณาเปลี่ยนจำนวนเงินหรือเลือกบัญชีอื่น',
  },
  DEPOSIT_NOT_FOUND: { code: 2506, status: 200, message: 'ไม่พบรายการฝากนี้' },
  DEPOSIT_NOT_PENDING: { code: 2507, status: 200, message: 'รายการฝาก #{id} อยู่ในสถานะ{status} ทำรายการนี้ไม่ได้' },
  DEPOSIT_EXPIRED: { code: 2508, status: 200, message: 'รายการฝาก #{id} หมดเวลาชำระแล้ว กรุณาสร้างรายการฝากใหม่' },
  DEPOSIT_SIMULATE_OFF: { code: 2509, status: 200, message: 'ระบบนี้ไม่มีการจำลองการชำระเงิน กรุณาชำระเงินจริงตามรายการ' },
  // A new request never replaces a waiting one on its own: the member may have paid it already.
  DEPOSIT_WAITING: {
    code: 2511,
    status: 200,
    message: 'ท่านมีรายการฝาก #{id} ยอด {amount} บาท รอชำระอยู่ กรุณาชำระรายการนั้น หรือยกเลิกรายการนั้นก่อนจึงสร้างรายการใหม่ได้',
  },
  CHECKIN_ALREADY: { code: 2601, status: 200, message: 'วันนี้เช็คอินแล้ว กลับมาเช็คอินใหม่ได้พรุ่งนี้หลังเที่ยงคืน' },
  COUPON_UNKNOWN: { code: 2611, status: 200, message: 'ไม่พบคูปองนี้ กรุณาตรวจสอบรหัสอีกครั้ง' },
  COUPON_EXPIRED: { code: 2612, status: 200, message: 'คูปองนี้หมดอายุแล้ว' },
  COUPON_USED_UP: { code: 2613, status: 200, message: 'คูปองนี้ถูกใช้ครบจำนวนแล้ว' },
  COUPON_ALREADY_USED: { code: 2614, status: 200, message: 'ท่านใช้คูปองนี้ไปแล้ว คูปองหนึ่งใช้ได้ครั้งเดียวต่อสมาชิก' },
  CASHBACK_ALREADY: { code: 2621, status: 200, message: 'รับคืน{what}ของวันที่ {date} ไปแล้ว รับได้วันละครั้ง' },
  CASHBACK_NOTHING: { code: 2622, status: 200, message: 'ไม่มียอดคืน{what}สำหรับวันที่ {date}' },
  PROMOTION_IN_PLAY: { code: 2631, status: 200, message: 'ท่านมีโปรโมชั่น "{title}" ที่ใช้อยู่ รับโปรโมชั่นใหม่ได้เมื่อทำยอดเทิร์นครบหรือยกเลิกโปรโมชั่นเดิม' },
  PROMOTION_NOT_FOUND: { code: 2632, status: 200, message: 'ไม่พบโปรโมชั่นนี้ หรือโปรโมชั่นหมดเวลาแล้ว' },
  PROMOTION_NOT_WAITING: { code: 2633, status: 200, message: 'ไม่มีโปรโมชั่นที่รอฝากเงินให้ยกเลิก' },
  WHEEL_NO_FREE_SPINS: { code: 2641, status: 200, message: 'สิทธิ์หมุนฟรีวันนี้หมดแล้ว หมุนด้วยพอยท์ หรือกลับมาใหม่พรุ่งนี้' },
  WHEEL_CLOSED: { code: 2642, status: 200, message: 'วงล้อปิดปรับปรุงชั่วคราว' },
  QUEST_NOT_DONE: { code: 2651, status: 200, message: 'ภารกิจ "{title}" ยังไม่สำเร็จ ทำให้ครบก่อนจึงรับรางวัลได้' },
  QUEST_REDEEMED: { code: 2652, status: 200, message: 'รับรางวัลภารกิจนี้ของวันนี้แล้ว กลับมาทำใหม่พรุ่งนี้' },
  QUEST_NOT_FOUND: { code: 2653, status: 200, message: 'ไม่พบภารกิจนี้' },
  SHOP_ITEM_NOT_FOUND: { code: 2661, status: 200, message: 'ไม่พบสินค้านี้ หรือสินค้าหมดแล้ว' },
  AFFILIATE_NOTHING: { code: 2671, status: 200, message: 'ยังไม่มีค่าแนะนำให้รับ (รับได้เมื่อมียอดอย่างน้อย {min} บาท)' },
  POLL_NOT_FOUND: { code: 2681, status: 200, message: 'ไม่พบโพลนี้' },
  POLL_NOT_OPEN: { code: 2682, status: 200, message: 'โพลนี้{state}' },
  POLL_CHOICE_INVALID: { code: 2683, status: 200, message: 'ไม่พบตัวเลือกนี้ในโพล กรุณาเลือกใหม่' },
  POLL_QUOTA_USED: { code: 2684, status: 200, message: 'ใช้สิทธิ์โหวตของวันนี้ครบ {quota} ครั้งแล้ว กลับมาโหวตใหม่พรุ่งนี้' },
  EVENT_NOT_FOUND: { code: 2691, status: 200, message: 'ไม่พบกิจกรรมนี้ หรือกิจกรรมจบแล้ว' },
  SOOTH_ROOM_NOT_FOUND: { code: 2695, status: 200, message: 'ไม่พบห้องบาคาร่านี้ หรือห้องปิดให้บริการชั่วคราว' },
  SLIP_PICTURE_TOO_LARGE: { code: 2520, status: 200, message: 'รูปสลิปต้องมีขนาดไม่เกิน 5 MB' },
  SLIP_PICTURE_TYPE: { code: 2521, status: 200, message: 'ไฟล์นี้ไม่ใช่รูปภาพ JPEG, PNG หรือ WebP ที่เปิดได้ กรุณาเลือกรูปสลิปจากอัลบั้มรูป' },
  SLIP_QR_NOT_FOUND: {
    code: 2522,
    status: 200,
    message: 'ไม่พบ QR สำหรับตรวจสอบสลิปในรูปนี้ กรุณาอัปโหลดรูปสลิปเต็มใบจากแอปธนาคาร (ไม่ครอบตัด ไม่ถ่ายจากจอ) ให้เห็น QR ที่มุมสลิปชัดเจน',
  },
  SLIP_REFERENCE_USED: { code: 2523, status: 200, message: 'สลิปนี้ (เลขอ้างอิง {ref}) ถูกใช้แจ้งฝากเงินไปแล้ว ใช้ซ้ำไม่ได้' },
  SLIP_NOT_FOUND: { code: 2524, status: 200, message: 'ไม่พบสลิปนี้' },
  SLIP_UPLOADS_TOO_MANY: { code: 2525, status: 200, message: 'อัปโหลดสลิปได้ไม่เกิน {max} ครั้งต่อชั่วโมง กรุณาลองใหม่ในอีก {wait}' },
  DEPOSIT_REASON_INVALID: { code: 2510, status: 200, message: 'เหตุผลต้องมี 1-200 ตัวอักษร และไม่มีอักขระควบคุม' },

  LOTTO_CATEGORY_NOT_FOUND: { code: 3001, status: 200, message: 'ไม่พบประเภทหวยนี้' },
  LOTTO_ROUND_NOT_FOUND: { code: 3002, status: 200, message: 'ไม่พบงวดหวยนี้' },
  LOTTO_ROUND_NOT_OPEN: { code: 3003, status: 200, message: 'งวดนี้ยังไม่เปิดรับแทง' },
  LOTTO_ROUND_CLOSED: { code: 3004, status: 200, message: 'งวดนี้ปิดรับแทงแล้ว' },
  LOTTO_RESULT_NOT_OUT: { code: 3005, status: 200, message: 'งวดนี้ยังไม่ออกผล' },
  LOTTO_ROUND_ALREADY_SETTLED: { code: 3006, status: 200, message: 'งวดนี้ออกผลหรือคืนเงินไปแล้ว' },
  LOTTO_RESULT_INVALID: { code: 3007, status: 200, message: 'ผลรางวัลไม่ถูกต้อง: 3 ตัวบนต้องเป็นเลข 3 หลัก 2 ตัวล่างเลข 2 หลัก' },
  LOTTO_RESULT_FROM_SHOTS: { code: 3008, status: 200, message: 'ผลหวยยี่กีคำนวณจากเลขที่ยิงเท่านั้น ใช้คำสั่ง settle' },
  LOTTO_RESULT_COMMITTED: {
    code: 3009,
    status: 200,
    message: 'งวดนี้ผูกผลไว้ล่วงหน้าแล้ว (commit_hash) ออกผลได้จากผลที่ผูกไว้เท่านั้น ใช้คำสั่ง settle',
  },
  LOTTO_RESULT_EXTERNAL: { code: 3012, status: 200, message: 'งวดนี้รอผลอย่างเป็นทางการ ใช้คำสั่ง result กรอกผลรางวัล' },
  LOTTO_DRAW_SOURCE_FIXED: { code: 3013, status: 200, message: 'ผลหวยยี่กีมาจากเลขที่สมาชิกยิงเท่านั้น เปลี่ยนที่มาของผลไม่ได้' },
  LOTTO_OPERATOR_NAME_INVALID: { code: 3014, status: 200, message: 'ชื่อผู้ทำรายการต้องยาว 1-64 ตัวอักษร' },
  LOTTO_BILL_REFUSED: { code: 3010, status: 200, message: 'มีรายการที่แทงไม่ได้ {count} รายการ กรุณาตรวจสอบโพย' },
  LOTTO_TOO_MANY_LINES: { code: 3011, status: 200, message: 'โพยหนึ่งใบมีได้ไม่เกิน {max} รายการ' },
  LOTTO_BET_TYPE_UNAVAILABLE: { code: 3020, status: 200, message: 'งวดนี้ไม่มีประเภท {bet}' },
  LOTTO_NUMBER_INVALID: { code: 3021, status: 200, message: '{bet} ต้องเป็นตัวเลข {digits} หลัก' },
  LOTTO_TOD_TRIPLE: { code: 3022, status: 200, message: 'เลขตอง {number} แทง {bet}ไม่ได้' },
  LOTTO_STAKE_NOT_WHOLE: { code: 3023, status: 200, message: 'ราคาแทงต้องเป็นจำนวนเต็มบาท' },
  LOTTO_STAKE_UNDER_MIN: { code: 3024, status: 200, message: 'แทงขั้นต่ำรายการละ {min} บาท' },
  LOTTO_STAKE_OVER_MAX: { code: 3025, status: 200, message: 'แทงสูงสุดรายการละ {max} บาท' },
  LOTTO_MEMBER_LIMIT: { code: 3026, status: 200, message: 'เลข {number} ({bet}) แทงได้ไม่เกิน {max} บาทต่องวด แทงได้อีก {left} บาท' },
  LOTTO_HOUSE_LIMIT: { code: 3027, status: 200, message: 'เลข {number} ({bet}) รับแทงเต็มแล้ว รับได้อีก {left} บาท' },
  LOTTO_NUMBER_CLOSED: { code: 3028, status: 200, message: 'เลข {number} ({bet}) เป็นเลขปิด ไม่รับแทง' },
  LOTTO_RATE_CHANGED: { code: 3029, status: 200, message: 'อัตราจ่ายเลข {number} ({bet}) เปลี่ยนเป็นบาทละ {rate} กรุณาตรวจสอบและยืนยันอีกครั้ง' },
  LOTTO_BILL_NOT_FOUND: { code: 3030, status: 200, message: 'ไม่พบโพยนี้' },
  LOTTO_BILL_NOT_PENDING: { code: 3031, status: 200, message: 'โพย #{id} ยกเลิกหรือออกผลไปแล้ว' },
  LOTTO_CANCEL_WINDOW_PASSED: { code: 3032, status: 200, message: 'โพย #{id} ยกเลิกได้ภายใน {minutes} นาทีหลังแทงเท่านั้น' },
  LOTTO_CANCEL_TOO_CLOSE: { code: 3033, status: 200, message: 'โพย #{id} ยกเลิกไม่ได้ ต้องยกเลิกก่อนปิดรับอย่างน้อย {minutes} นาที' },
  LOTTO_CANCEL_YEEKEE: { code: 3034, status: 200, message: 'โพยหวยยี่กียกเลิกไม่ได้' },
  LOTTO_RESULT_FOUR_INVALID: { code: 3070, status: 200, message: 'เลข 4 ตัวบนต้องเป็นเลข 4 หลัก และ 3 ตัวท้ายต้องตรงกับ 3 ตัวบน' },
  // An outside draw's result is taken from its draw time on, never before (the round closes for betting first).
  LOTTO_RESULT_BEFORE_DRAW: { code: 3071, status: 200, message: 'ยังไม่ถึงเวลาออกผลของงวดนี้ กรอกผลได้ตั้งแต่ {draw_time}' },
  // Simulated draws stay honest: a category takes its results from its committed draws or from its sources, never both.
  LOTTO_SOURCES_SIMULATED: {
    code: 3072,
    status: 200,
    message: '{name} ใช้ผลจำลอง ตั้งแหล่งผลอัตโนมัติไม่ได้ เปลี่ยนที่มาของผลเป็นผลจากการออกรางวัลภายนอกก่อน (คำสั่ง source)',
  },
  LOTTO_SOURCE_HAS_SOURCES: {
    code: 3073,
    status: 200,
    message: '{name} มีแหล่งผลอัตโนมัติตั้งไว้ เปลี่ยนเป็นผลจำลองไม่ได้ นำประเภทนี้ออกจาก lotto.result_sources ก่อน',
  },
  YEEKEE_NOT_YEEKEE: { code: 3040, status: 200, message: 'งวดนี้ไม่ใช่หวยยี่กี' },
  YEEKEE_SHOOT_NOT_OPEN: { code: 3041, status: 200, message: 'รอบนี้ยังไม่เปิดให้ยิงเลข' },
  YEEKEE_SHOOT_CLOSED: { code: 3042, status: 200, message: 'หมดเวลายิงเลขรอบนี้แล้ว' },
  YEEKEE_SHOOT_TOO_SOON: { code: 3043, status: 200, message: 'ยิงเลขได้อีกครั้งในอีก {seconds} วินาที' },
  YEEKEE_NUMBER_INVALID: { code: 3044, status: 200, message: 'เลขที่ยิงต้องเป็นตัวเลข 5 หลัก' },
  // Number sets (เลขชุด) and re-using a bill (ดึงโพย): 3050-3069.
  LOTTO_SET_NOT_FOUND: { code: 3050, status: 200, message: 'ไม่พบเลขชุดนี้' },
  LOTTO_SET_TOO_MANY: { code: 3051, status: 200, message: 'บันทึกเลขชุดได้ไม่เกิน {max} ชุด กรุณาลบชุดที่ไม่ใช้แล้วก่อน' },
  LOTTO_SET_NAME_TAKEN: { code: 3052, status: 200, message: 'มีเลขชุดชื่อ "{name}" อยู่แล้ว กรุณาตั้งชื่ออื่น' },
  LOTTO_SET_TOO_LARGE: { code: 3053, status: 200, message: 'เลขชุดหนึ่งชุดมีได้ไม่เกิน {max} รายการ' },
  LOTTO_SET_LINE_INVALID: { code: 3054, status: 200, message: 'รายการที่ {index} ของเลขชุดไม่ถูกต้อง: {reason}' },
  LOTTO_REUSE_NO_ROUND: { code: 3060, status: 200, message: '{category} ยังไม่มีงวดที่เปิดรับแทงตอนนี้ ดึงโพยได้เมื่องวดถัดไปเปิดรับแทง' },

  GAME_NOT_FOUND: { code: 4001, status: 200, message: 'ไม่พบเกมนี้ หรือเกมปิดให้บริการชั่วคราว' },
  GAME_LINK_NOT_FOUND: { code: 4002, status: 200, message: 'ไม่พบลิงก์เกมนี้ กรุณาเปิดเกมใหม่อีกครั้ง' },
  GAME_LINK_EXPIRED: { code: 4003, status: 200, message: 'ลิงก์เกมหมดอายุแล้ว กรุณาปิดแล้วเปิดเกมใหม่อีกครั้ง' },
  GAME_DEMO_UNAVAILABLE: { code: 4004, status: 200, message: 'เกมนี้ไม่มีโหมดทดลองเล่น' },
  GAME_WRONG_TABLE: { code: 4005, status: 200, message: 'ลิงก์นี้เปิดเกมอื่น กรุณาเปิดเกมใหม่อีกครั้ง' },
  GAME_CHIPS_SHORT: { code: 4006, status: 200, message: 'ชิปทดลองเล่นไม่เพียงพอ' },
  // The fishing game: a fish or a stake another school has, not this game's.
  GAME_FISH_NOT_HERE: { code: 4011, status: 200, message: 'ไม่มีปลาตัวนี้ในเกมนี้ กรุณาแตะปลาที่ว่ายอยู่บนจอ' },
  GAME_STAKE_NOT_OFFERED: { code: 4012, status: 200, message: 'เกมนี้รับเดิมพันต่อนัด {stakes} บาท' },
  GAME_PROVIDER_NOT_FOUND: { code: 4008, status: 200, message: 'ไม่พบค่ายเกมนี้' },
  GAME_CLOSED: { code: 4007, status: 200, message: 'เกมนี้ปิดให้บริการชั่วคราว ไม่มีการหักเงิน กรุณาเลือกเกมอื่น' },

  // 62xx: the back office's lottery risk and results desk (issue 26).
  RISK_NUMBER_INVALID: { code: 6201, status: 200, message: 'เลข {number} ใช้กับ {bet} ไม่ได้ ต้องเป็นตัวเลข {digits} หลัก' },
  RISK_RATE_INVALID: { code: 6202, status: 200, message: 'อัตราจ่ายที่ลดต้องอยู่ระหว่าง 1-99% ของอัตราเต็ม' },
  RISK_LIMIT_INVALID: { code: 6203, status: 200, message: 'วงเงินต่อเลขของสมาชิกหนึ่งคนต้องไม่เกินวงเงินรับรวมต่อเลข' },
  RISK_STAGED_NOT_FOUND: { code: 6204, status: 200, message: 'ยังไม่มีผลที่รอยืนยันของงวดนี้ หรือผลถูกแก้ไขแล้ว กรุณาตรวจสอบตัวอย่างอีกครั้ง' },
  RISK_SECOND_PERSON: { code: 6205, status: 200, message: 'ยอดจ่ายเกิน {limit} บาท ต้องให้พนักงานอีกคนเป็นผู้ยืนยันผล' },
  RISK_REASON_REQUIRED: { code: 6206, status: 200, message: 'กรุณาระบุเหตุผล 1-200 ตัวอักษร' },
  RISK_NO_NUMBERS: { code: 6207, status: 200, message: 'กรุณาเลือกเลขอย่างน้อยหนึ่งตัว' },
  RISK_EXTRA_ROUND_COMMITTED: { code: 6208, status: 200, message: 'รอบพิเศษเปิดได้เฉพาะยี่กีและหวยที่กรอกผลจากการออกรางวัลภายนอก' },
  RISK_ALERT_NOT_FOUND: { code: 6209, status: 200, message: 'ไม่พบแจ้งเตือนนี้' },
  RISK_ALERT_ACKNOWLEDGED: { code: 6210, status: 200, message: 'แจ้งเตือนนี้มีผู้รับทราบแล้ว' },
  RISK_ALERT_ROUND_PENDING: {
    code: 6211,
    status: 200,
    message: 'งวดนี้ยังรอผล รับทราบแจ้งเตือนไม่ได้ กรอกผล ยืนยันผล หรือยกเลิกงวดที่หน้าผลรางวัลแทน',
  },
  RISK_ALERT_ACKNOWLEDGE_ROLE: { code: 6212, status: 200, message: 'การรับทราบแจ้งเตือนผลรางวัลต้องเป็นหัวหน้างานหรือเจ้าของเท่านั้น' },
  RISK_ALERT_NOTE_REQUIRED: { code: 6213, status: 200, message: 'กรุณาบันทึกสิ่งที่ตรวจสอบแล้ว 1-200 ตัวอักษร' },
  RISK_PREFIX_FOUR_DIGITS: { code: 6250, status: 200, message: 'เลือกกลุ่มเลข 2 หลักแรกได้เฉพาะประเภท 4 ตัว' },

  // 6xxx: the back office (platform/staff/, platform/audit/)
  // A staff session whose role lacks the call's permission (http.ts names both).
  FORBIDDEN: { code: 403, status: 403, message: 'บทบาท {role} ไม่มีสิทธิ์{permission}' },
  STAFF_LOGIN_FAILED: { code: 6001, status: 200, message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' },
  STAFF_LOGIN_LOCKED: { code: 6002, status: 200, message: 'เข้าสู่ระบบผิดหลายครั้งเกินไป ถูกล็อกชั่วคราว กรุณาลองใหม่ในอีก {wait}' },
  STAFF_CODE_INVALID: {
    code: 6003,
    status: 200,
    message: 'รหัสยืนยันไม่ถูกต้องหรือถูกใช้ไปแล้ว กรุณาใส่รหัส 6 หลักชุดใหม่จากแอปยืนยันตัวตน หรือรหัสสำรอง',
  },
  STAFF_STEP_EXPIRED: { code: 6004, status: 200, message: 'ขั้นตอนยืนยันตัวตนหมดเวลาแล้ว กรุณาเข้าสู่ระบบใหม่อีกครั้ง' },
  STAFF_ENROLMENT_INVALID: {
    code: 6005,
    status: 200,
    message: 'ลิงก์ลงทะเบียนนี้ไม่ถูกต้อง หมดอายุ หรือถูกใช้ไปแล้ว กรุณาขอลิงก์ใหม่จากเจ้าของ',
  },
  STAFF_NAME_TAKEN: { code: 6006, status: 200, message: 'มีพนักงานชื่อนี้แล้ว กรุณาใช้ชื่ออื่น' },
  STAFF_NOT_FOUND: { code: 6007, status: 200, message: 'ไม่พบพนักงานนี้' },
  STAFF_LAST_OWNER: { code: 6008, status: 200, message: 'ต้องมีเจ้าของที่ใช้งานได้อย่างน้อยหนึ่งคน' },
  STAFF_SELF: { code: 6009, status: 200, message: 'เปลี่ยนบทบาทหรือปิดบัญชีของตัวเองไม่ได้' },
  STAFF_DISABLED: { code: 6010, status: 200, message: 'บัญชีพนักงานนี้ถูกปิดแล้ว' },

  // 61xx: the back office's money and members desk (issue 25).
  MEMBER_NOT_FOUND: { code: 6101, status: 200, message: 'ไม่พบสมาชิกนี้' },
  DESK_SAME_PERSON: { code: 6102, status: 200, message: 'การอนุมัติครั้งที่สองต้องเป็นพนักงานคนละคนกับผู้อนุมัติครั้งแรก' },
  DESK_SECOND_APPROVER_ROLE: { code: 6103, status: 200, message: 'การอนุมัติครั้งที่สองต้องเป็นหัวหน้าหรือเจ้าของเท่านั้น' },
  DESK_TRANSFER_REF_INVALID: { code: 6104, status: 200, message: 'กรุณาระบุเลขอ้างอิงการโอน 1-64 ตัวอักษร' },
  DESK_OVER_CASHIER_LIMIT: { code: 6105, status: 200, message: 'แคชเชียร์ปรับยอดได้ไม่เกินครั้งละ {limit} บาท กรุณาให้หัวหน้าทำรายการ' },
  DESK_REASON_INVALID: { code: 6106, status: 200, message: 'กรุณาระบุเหตุผล 1-200 ตัวอักษร' },
  DESK_ADJUSTMENT_NOT_FOUND: { code: 6107, status: 200, message: 'ไม่พบรายการปรับยอดนี้' },
  DESK_ADJUSTMENT_NOT_WAITING: { code: 6108, status: 200, message: 'รายการปรับยอด #{id} ดำเนินการไปแล้ว' },
  DESK_STATEMENT_INVALID: { code: 6109, status: 200, message: 'อ่านรายการเดินบัญชีไม่ได้: {why}' },
  DESK_LINE_NOT_MATCHED: { code: 6110, status: 200, message: 'รายการเดินบัญชีนี้ไม่ตรงกับรายการฝากที่รออยู่รายการเดียว จึงยืนยันให้ไม่ได้' },
  MEMBER_ALREADY_LOCKED: { code: 6111, status: 200, message: 'บัญชีนี้ถูกระงับอยู่แล้ว' },
  MEMBER_NOT_LOCKED: { code: 6112, status: 200, message: 'บัญชีนี้ไม่ได้ถูกระงับ' },
  DESK_APPROVAL_CHANGED: { code: 6113, status: 200, message: 'รายการถอน #{id} เปลี่ยนไปแล้วระหว่างนี้ กรุณาตรวจสอบรายการอีกครั้ง' },
  DESK_TEXT_NOT_FOUND: { code: 6114, status: 200, message: 'ไม่พบข้อความจากธนาคารนี้' },
  DESK_TEXT_DEALT: { code: 6115, status: 200, message: 'ข้อความจากธนาคาร #{id} ไม่ได้รอพนักงานแล้ว ({why})' },
  // The content desk (issue 28)
  CONTENT_PAGE_NOT_FOUND: { code: 6301, status: 200, message: 'ไม่พบหน้านี้' },
  CONTENT_SLUG_TAKEN: { code: 6302, status: 200, message: 'มีหน้าที่ใช้ชื่อในลิงก์นี้แล้ว กรุณาใช้ชื่ออื่น' },
  CONTENT_UNSAFE: { code: 6303, status: 200, message: 'เนื้อหามีส่วนที่ไม่ปลอดภัย: {what}' },
  CONTENT_VERSION_NOT_FOUND: { code: 6304, status: 200, message: 'ไม่พบฉบับนี้ของหน้า' },
  CONTENT_SCHEDULE_INVALID: { code: 6305, status: 200, message: 'เวลาหมดอายุต้องอยู่หลังเวลาเผยแพร่' },
  CONTENT_PICTURE_TYPE: { code: 6306, status: 200, message: 'ไฟล์นี้ไม่ใช่รูปภาพ JPEG, PNG หรือ WebP ที่เปิดได้' },
  CONTENT_PICTURE_TOO_LARGE: { code: 6307, status: 200, message: 'รูปภาพต้องมีขนาดไม่เกิน 5 MB' },
  CONTENT_PICTURE_NOT_FOUND: { code: 6308, status: 200, message: 'ไม่พบรูปภาพนี้' },
  CONTENT_BANNER_NOT_FOUND: { code: 6309, status: 200, message: 'ไม่พบแบนเนอร์นี้' },
  CONTENT_ANNOUNCEMENT_NOT_FOUND: { code: 6310, status: 200, message: 'ไม่พบประกาศนี้' },
  CONTENT_EVENT_NOT_FOUND: { code: 6311, status: 200, message: 'ไม่พบกิจกรรมนี้' },
  CONTENT_PROMOTION_NOT_FOUND: { code: 6312, status: 200, message: 'ไม่พบโปรโมชั่นนี้' },
  CONTENT_COUPON_NOT_FOUND: { code: 6313, status: 200, message: 'ไม่พบคูปองนี้' },
  CONTENT_COUPON_CODE_TAKEN: { code: 6314, status: 200, message: 'มีคูปองรหัส {code} แล้ว กรุณาใช้รหัสอื่น' },
  CONTENT_COUPON_CODE_USED: { code: 6315, status: 200, message: 'คูปองนี้ถูกใช้ไปแล้ว {used} ครั้ง จึงเปลี่ยนรหัสไม่ได้' },
  CONTENT_COUPON_USES_BELOW_USED: { code: 6316, status: 200, message: 'จำนวนสิทธิ์ต้องไม่น้อยกว่าที่ใช้ไปแล้ว ({used} ครั้ง)' },
  CONTENT_DATES_INVALID: { code: 6317, status: 200, message: 'วันสิ้นสุดต้องอยู่หลังวันเริ่มแสดง' },

  // 64xx: the agent's notification devices and the texts they forward (issue 42, platform/devices/).
  // A forwarder's refusals travel as HTTP 200 like every refusal: the forwarder would only resend them.
  DEVICE_NOT_FOUND: { code: 6401, status: 200, message: 'ไม่พบอุปกรณ์แจ้งเตือนนี้' },
  DEVICE_ACCOUNT_NOT_FOUND: { code: 6402, status: 200, message: 'ไม่พบบัญชีธนาคารของเว็บ #{id} หรือบัญชีปิดใช้งานอยู่' },
  DEVICE_FORWARDER_UNKNOWN: { code: 6403, status: 200, message: 'ไม่รู้จักแอปส่งต่อข้อความนี้ ใช้ได้: smsforwarder หรือ sms-gateway' },
  DEVICE_REVOKED: { code: 6404, status: 200, message: 'อุปกรณ์ #{id} ถูกยกเลิกแล้ว เปลี่ยนสถานะไม่ได้ กรุณาเพิ่มอุปกรณ์ใหม่' },
  DEVICE_SIGNATURE_INVALID: { code: 6410, status: 200, message: 'ลายเซ็นของข้อความไม่ถูกต้อง ไม่รับข้อความนี้' },
  DEVICE_TIMESTAMP_INVALID: {
    code: 6411,
    status: 200,
    message: 'เวลาของข้อความห่างจากเวลาของระบบเกิน {seconds} วินาที ไม่รับข้อความนี้ กรุณาตั้งเวลาโทรศัพท์ให้ตรง',
  },
  DEVICE_PAUSED: { code: 6412, status: 200, message: 'อุปกรณ์นี้ถูกพักการใช้งาน ไม่รับข้อความจนกว่าจะเปิดใช้อีกครั้ง' },
  DEVICE_REPLAY: { code: 6413, status: 200, message: 'ได้รับข้อความนี้แล้ว ไม่บันทึกซ้ำ' },
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
