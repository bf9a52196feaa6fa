// A new device's setup at the door (issue 42): the add answer gains the whole webhook address on
// the site's public origin and a QR whose text is that address and the secret; a refusal, or an
// answer that is not the envelope, passes through untouched.
import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { withDeviceSetup } from '../../../src/server/device-setup.ts';

const added = {
  error: 0,
  message: 'เพิ่มอุปกรณ์ #7 แล้ว',
  data: { id: 7, forwarder: 'sms-gateway', secret: 's3cret-Value_1', webhook_path: '/api/devices/sms-gateway?device=7' },
};

describe('the device setup the door adds', () => {
  it('puts the whole address and a QR of it and the secret in the add answer', async () => {
    const out = JSON.parse(withDeviceSetup(JSON.stringify(added), 'https://r999.example'));
    expect(out.data).toMatchObject({ ...added.data, webhook_url: 'https://r999.example/api/devices/sms-gateway?device=7' });
    expect(out.data.qr_svg).toMatch(/^<svg [^>]*width="100%"[^>]*>.*<\/svg>$/s);
    expect(out.message).toBe(added.message);
    // The phone's camera reads both.
    const svg = (out.data.qr_svg as string).replace('width="100%" height="100%"', 'width="400" height="400"');
    const { data, info } = await sharp(Buffer.from(svg))
      .flatten({ background: '#fff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const read = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(JSON.parse(read!.data)).toEqual({ url: 'https://r999.example/api/devices/sms-gateway?device=7', secret: 's3cret-Value_1' });
  });

  it('leaves a refusal and a text that is no envelope as they were', () => {
    const refusal = JSON.stringify({ error: 6402, message: 'ไม่พบบัญชีธนาคารของเว็บ', data: null });
    expect(withDeviceSetup(refusal, 'https://r999.example')).toBe(refusal);
    expect(withDeviceSetup('<html>bad gateway</html>', 'https://r999.example')).toBe('<html>bad gateway</html>');
  });
});
