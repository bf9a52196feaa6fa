// Thai banks a member can register with (codes as the platform knows them).
export const BANKS: { code: string; name: string }[] = [
  { code: 'KBANK', name: 'ธนาคารกสิกรไทย' },
  { code: 'SCB', name: 'ธนาคารไทยพาณิชย์' },
  { code: 'BBL', name: 'ธนาคารกรุงเทพ' },
  { code: 'KTB', name: 'ธนาคารกรุงไทย' },
  { code: 'BAY', name: 'ธนาคารกรุงศรีอยุธยา' },
  { code: 'TTB', name: 'ธนาคารทหารไทยธนชาต' },
  { code: 'GSB', name: 'ธนาคารออมสิน' },
  { code: 'BAAC', name: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร' },
  { code: 'KKP', name: 'ธนาคารเกียรตินาคินภัทร' },
  { code: 'CIMBT', name: 'ธนาคารซีไอเอ็มบีไทย' },
  { code: 'UOBT', name: 'ธนาคารยูโอบี' },
  { code: 'LHB', name: 'ธนาคารแลนด์ แอนด์ เฮ้าส์' },
];
