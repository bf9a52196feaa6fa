// A slip's mini QR (issue 42): read by promptparse's slip-verify reader, from real payloads, and
// decoded from a picture. The vector 004100060000010103014022000111222233344ABCD125102TH910417DF
// (sending bank 014, reference 00111222233344ABCD12) is promptparse's own test
// (github.com/maythiwat/promptparse, tests: "Validate Slip Verify (Valid)"), as is the PromptPay
// payment QR it refuses; the KBANK payload is made by promptparse's generator.
import { slipVerify } from 'promptparse/generate';
import { describe, expect, it } from 'vitest';
import { bankOfNumber, readSlipQr } from '../../../src/platform/payments/slip-qr.ts';
import { readSlipPicture } from '../../../src/platform/payments/slips.ts';
import { slipPicture } from '../../support/slip-picture.ts';

const PROMPTPARSE_SLIP = '004100060000010103014022000111222233344ABCD125102TH910417DF';
const PROMPTPAY_PAYMENT = '00020101021229370016A0000006770101110113006680111111153037645802TH540520.15630442BE';

describe('readSlipQr', () => {
  it('reads the sending bank and the reference of a real mini QR', () => {
    expect(readSlipQr(PROMPTPARSE_SLIP)).toEqual({ sendingBank: '014', transRef: '00111222233344ABCD12' });
    expect(bankOfNumber('014')).toBe('SCB');
  });

  it('takes the lower-case CRC some banks print', () => {
    expect(readSlipQr(PROMPTPARSE_SLIP.replace(/17DF$/, '17df'))).toEqual({ sendingBank: '014', transRef: '00111222233344ABCD12' });
  });

  it('refuses a payment QR, a broken CRC and junk', () => {
    expect(readSlipQr(PROMPTPAY_PAYMENT)).toBeNull();
    expect(readSlipQr(PROMPTPARSE_SLIP.replace(/17DF$/, '0000'))).toBeNull();
    expect(readSlipQr('hello')).toBeNull();
  });
});

describe('readSlipPicture', () => {
  it('decodes the QR of a slip picture and keeps it as WebP', async () => {
    const payload = slipVerify({ sendingBank: '004', transRef: '015337123456ABCDE1234' });
    for (const format of ['png', 'jpeg'] as const) {
      const read = await readSlipPicture(await slipPicture(payload, format));
      expect(read.qr).toEqual({ sendingBank: '004', transRef: '015337123456ABCDE1234' });
      expect(read.payload).toBe(payload);
      expect(read.picture.data.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(read.picture.hash).toMatch(/^[\w-]{22}$/);
    }
  });

  it('refuses a picture without a slip QR, a payment QR, and bytes that are no picture, in Thai', async () => {
    await expect(readSlipPicture(await slipPicture(null))).rejects.toMatchObject({ key: 'SLIP_QR_NOT_FOUND' });
    await expect(readSlipPicture(await slipPicture(PROMPTPAY_PAYMENT))).rejects.toMatchObject({ key: 'SLIP_QR_NOT_FOUND' });
    await expect(readSlipPicture(Buffer.from('%PDF-1.7 not a picture').toString('base64'))).rejects.toMatchObject({
      key: 'SLIP_PICTURE_TYPE',
      message: expect.stringContaining('รูปภาพ'),
    });
    // A PNG's signature with nothing after it
    await expect(
      readSlipPicture(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]).toString('base64')),
    ).rejects.toMatchObject({
      key: 'SLIP_PICTURE_TYPE',
    });
    await expect(readSlipPicture(Buffer.alloc(5 * 1024 * 1024 + 1, 0xff).toString('base64'))).rejects.toMatchObject({
      key: 'SLIP_PICTURE_TOO_LARGE',
    });
  });
});
