import type { DatabaseSync } from 'node:sqlite';
import { run } from '../db/database.ts';
import type { SeedStep } from '../db/seed.ts';

export const BANKS: readonly { code: string; name: string; name_en: string }[] = [
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
];

export const WALLET_TYPES: readonly { id: number; name: string }[] = [
  { id: 1, name: 'เครดิตหลัก' },
  { id: 2, name: 'เครดิตโบนัส' },
  { id: 3, name: 'เครดิตฟรี' },
];

export const referenceData: SeedStep = {
  name: 'banks and wallet types',
  run(db: DatabaseSync) {
    BANKS.forEach((bank, index) =>
      run(db, 'INSERT INTO banks (code, name, name_en, sort_order) VALUES (?, ?, ?, ?)', bank.code, bank.name, bank.name_en, index + 1),
    );
    for (const type of WALLET_TYPES) run(db, 'INSERT INTO wallet_types (id, name) VALUES (?, ?)', type.id, type.name);
  },
};
