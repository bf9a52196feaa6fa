// Thai words of the money desk (/admin/deposits, /admin/withdrawals): the queues, the dialogs, the
// bank statement box, the account a withdrawal is paid to.

export const withdrawalAccountTh = {
  main: 'บัญชีหลัก',
  backup: 'บัญชีสำรอง',
  holder: 'ชื่อบัญชี',
} as const;
