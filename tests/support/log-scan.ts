// Reads a server's log for what must never be in it: a full phone number, a bearer token, a
// password, a bank account (a long run of digits), or any secret a test knows it sent. The request
// id and the time are left out of the reading (ours, and long enough to look like digits).
const FULL_PHONE = /(?<!\d)0[689]\d{8}(?!\d)/;
const LONG_DIGITS = /\d{10,}/;
const BEARER = /bearer\s+(?!\[hidden\])\S/i;
const PASSWORD_VALUE = /"(password|new_password|old_password)":"(?!\[hidden\])/i;

export function leakingLines(output: string, known: readonly string[] = []): string[] {
  return output.split('\n').filter((line) => {
    if (!line.trim()) return false;
    let text = line;
    try {
      const { reqId: _id, time: _time, ...rest } = JSON.parse(line) as Record<string, unknown>;
      text = JSON.stringify(rest);
    } catch {
      // a plain line (the supervisor's own)
    }
    return (
      FULL_PHONE.test(text) ||
      LONG_DIGITS.test(text) ||
      BEARER.test(text) ||
      PASSWORD_VALUE.test(text) ||
      known.some((secret) => secret && text.includes(secret))
    );
  });
}
