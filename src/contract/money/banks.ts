// The banks call (`/api/banks`): the Thai banks members and the agent hold accounts at. The list a
// member chooses from is the platform's (operator-editable); these are the banks it starts with.
import { z } from 'zod/mini';

export const BANKS = [
  { code: 'KBANK', name: 'ธนาคารกสิกรไทย', name_en: 'Kasikornbank' },
  { code: 'SCB', name: 'ธนาคารไทยพาณิชย์', name_en: 'Siam Commercial Bank' },
  { code: 'BBL', name: 'ธนาคารกรุงเทพ', name_en: 'Bangkok Bank' },
  { code: 'KTB', name: 'ธนาคารกรุงไทย', name_en: 'Krungthai Bank' },
  { code: 'BAY', name: 'ธนาคารกรุงศรีอยุธยา', name_en: 'Bank of Ayudhya (Krungsri)' },
  { code: 'TTB', name: 'ธนาคารทหารไทยธนชาต', name_en: 'TMBThanachart Bank' },
  { code: 'GSB', name: 'ธนาคารออมสิน', name_en: 'Government Savings Bank' },
  { code: 'BAAC', name: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร (ธ.ก.ส.)', name_en: 'Bank for Agriculture and Agricultural Cooperatives' },
  { code: 'GHB', name: 'ธนาคารอาคารสงเคราะห์', name_en: 'Government Housing Bank' },
  { code: 'KKP', name: 'ธนาคารเกียรตินาคินภัทร', name_en: 'Kiatnakin Phatra Bank' },
  { code: 'CIMBT', name: 'ธนาคารซีไอเอ็มบี ไทย', name_en: 'CIMB Thai Bank' },
  { code: 'UOBT', name: 'ธนาคารยูโอบี', name_en: 'United Overseas Bank (Thai)' },
  { code: 'LHB', name: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', name_en: 'Land and Houses Bank' },
  { code: 'TISCO', name: 'ธนาคารทิสโก้', name_en: 'TISCO Bank' },
  { code: 'ICBCT', name: 'ธนาคารไอซีบีซี (ไทย)', name_en: 'ICBC (Thai)' },
  { code: 'ISBT', name: 'ธนาคารอิสลามแห่งประเทศไทย', name_en: 'Islamic Bank of Thailand' },
] as const;

export const bankSchema = z.object({
  bank_code: z.string(),
  bank_name: z.string(),
  bank_name_en: z.optional(z.string()),
});
export type Bank = z.infer<typeof bankSchema>;
