// The process's one logger (pino): JSON lines for the log collector, one human line each when
// stdout is a terminal. Both the server glue and the platform log through it. Whatever is
// logged is scrubbed first: a phone number, a bank account or a code in an error's text (a
// unique key's detail names the value) never reaches a line, nor a field named like a secret.
import pino, { type DestinationStream, type Logger } from 'pino';

/** Fields that carry a secret by their name: dropped whole, wherever they sit. */
const SECRET_FIELD =
  /^(authorization|cookie|set-cookie|password|new_password|old_password|token|code|otp|totp|secret|phone|bank_account|username)$/i;
/** Runs of 6 or more digits in free text (phones, accounts, codes, tokens), kept to their last 3. */
const DIGIT_RUN = /\d[\d-]{4,}\d/g;
/** A bearer token or a cookie value in free text. */
const BEARER = /(bearer\s+)\S+/gi;

function scrubText(text: string): string {
  return text.replace(BEARER, '$1[hidden]').replace(DIGIT_RUN, (run) => {
    const digits = run.replace(/-/g, '');
    return digits.length >= 6 ? `${'x'.repeat(digits.length - 3)}${digits.slice(-3)}` : run;
  });
}

/** A copy of a log record with secrets out: named fields dropped, free text masked. */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > 5) return value;
  if (value instanceof Error) {
    return { type: value.name, message: scrubText(value.message), stack: value.stack ? scrubText(value.stack) : undefined };
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_FIELD.test(key)) out[key] = '[hidden]';
    // Ours (a UUID), and the answer's header carries it as it is.
    else if (key === 'reqId') out[key] = item;
    // Numbers are ids, amounts and durations: the fields that hold a phone are strings.
    else out[key] = typeof item === 'number' ? item : scrub(item, depth + 1);
  }
  return out;
}

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** One record as a person reads it: time, level, the request's figures, then the rest. */
export function humanLine(line: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(line);
  } catch {
    return line;
  }
  const { time, level, msg, pid: _pid, hostname: _host, ...rest } = record;
  const clock = typeof time === 'string' ? time.slice(11, 19) : '';
  const name = LEVEL_NAMES[Number(level)] ?? String(level);
  const extra = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
  return `${clock} ${name.padEnd(5)} ${String(msg ?? '')}${extra}\n`;
}

function destination(): DestinationStream | undefined {
  if (!process.stdout.isTTY) return undefined;
  return { write: (line: string) => void process.stdout.write(humanLine(line)) };
}

function createLogger(): Logger {
  const options = {
    level: process.env.LOG_LEVEL?.trim() || 'info',
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { log: (record: Record<string, unknown>) => scrub(record) as Record<string, unknown> },
    hooks: {
      // The message itself (its printf arguments included) goes through the same scrub.
      logMethod(this: Logger, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)),
        );
      },
    },
  };
  const stream = destination();
  return stream ? pino(options, stream) : pino(options);
}

export const log: Logger = createLogger();
