// The forwarders' signatures as their sources make them (platform/devices/signatures.ts):
// android-sms-gateway's hex HMAC-SHA256 of body + X-Timestamp, checked against RFC 4231's test
// case 2 (key "Jefe", data "what do ya want for nothing?"), split into a body and a "timestamp";
// SmsForwarder's URL-encoded Base64 HMAC of timestamp + "\n" + secret, step by step as
// WebhookUtils.kt does it (Java's URLEncoder escapes + / = as %2B %2F %3D).
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  freshTimestamp,
  sameSignature,
  smsForwarderSign,
  smsForwarderSignMatches,
  smsGatewaySignature,
} from '../../../src/platform/devices/signatures.ts';

describe('android-sms-gateway signature', () => {
  it('is the hex HMAC-SHA256 of the body followed by the timestamp (RFC 4231 case 2)', () => {
    expect(smsGatewaySignature('Jefe', 'what do ya want ', 'for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('covers the body’s bytes: one character changed is another signature', () => {
    const body = '{"id":"e1","event":"sms:received","payload":{"message":"เงิน 399.69บ เข้าบ/ชx963071"}}';
    const signature = smsGatewaySignature('secret', body, '1747554300');
    expect(smsGatewaySignature('secret', body.replace('399.69', '399.70'), '1747554300')).not.toBe(signature);
    expect(smsGatewaySignature('secret', body, '1747554301')).not.toBe(signature);
  });
});

describe('SmsForwarder sign', () => {
  const secret = 'SEC-a1b2c3';
  const timestamp = '1747554300123';
  const base64 = createHmac('sha256', Buffer.from(secret, 'utf8'))
    .update(Buffer.from(`${timestamp}\n${secret}`, 'utf8'))
    .digest('base64');

  it('is URLEncoder.encode(Base64(HmacSHA256(secret, timestamp + "\\n" + secret)))', () => {
    const java = base64.replace(/\+/g, '%2B').replace(/\//g, '%2F').replace(/=/g, '%3D');
    expect(smsForwarderSign(secret, timestamp)).toBe(java);
    expect(java).toMatch(/%3D$/); // 32 bytes of Base64 always end in one "="
  });

  it('is taken as sent or once decoded, and nothing else', () => {
    expect(smsForwarderSignMatches(secret, timestamp, smsForwarderSign(secret, timestamp))).toBe(true);
    expect(smsForwarderSignMatches(secret, timestamp, base64)).toBe(true);
    expect(smsForwarderSignMatches('another-secret', timestamp, smsForwarderSign(secret, timestamp))).toBe(false);
    expect(smsForwarderSignMatches(secret, String(Number(timestamp) + 1), smsForwarderSign(secret, timestamp))).toBe(false);
    expect(smsForwarderSignMatches(secret, timestamp, '')).toBe(false);
  });
});

describe('signature checks', () => {
  it('compares in full: a prefix or a longer text is not the signature', () => {
    expect(sameSignature('abc', 'abc')).toBe(true);
    expect(sameSignature('ab', 'abc')).toBe(false);
    expect(sameSignature('abcd', 'abc')).toBe(false);
  });

  it('takes a timestamp within the window either way, and no further', () => {
    const now = 1_747_554_300_000;
    expect(freshTimestamp(now - 600_000, now, 600_000)).toBe(true);
    expect(freshTimestamp(now + 600_000, now, 600_000)).toBe(true);
    expect(freshTimestamp(now - 600_001, now, 600_000)).toBe(false);
    expect(freshTimestamp(now + 600_001, now, 600_000)).toBe(false);
    expect(freshTimestamp(Number.NaN, now, 600_000)).toBe(false);
  });
});
