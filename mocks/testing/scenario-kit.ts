import { File as NodeFile } from 'node:buffer';
import { getDb } from '../db/store';
import { newToken } from '../db/ids';
import type { OutboxRow } from '../db/schema';

// Helpers for the contract scenarios (tests/contract/scenarios): reading the mock's "sent"
// mails and making data that cannot collide with the seed.

/** The newest mail of a kind sent to an address, or an error naming what is missing. */
export const mailPayload = (to: string, kind: OutboxRow['kind']): string => {
  const mail = [...getDb().outbox].reverse().find((m) => m.to === to.toLowerCase() && m.kind === kind);
  if (!mail) throw new Error(`No ${kind} mail was sent to ${to}`);
  return mail.payload;
};

/** An e-mail address no account has. */
export const uniqueEmail = (stem: string): string => `${stem}.${newToken(8)}@kizuna.example`;

/** A random Visa number that passes the Luhn check, so it is never "added already". */
export const uniqueCardNumber = (): string => {
  const body = `4${Array.from(crypto.getRandomValues(new Uint8Array(14)), (b) => b % 10).join('')}`;
  const sum = Array.from(body)
    .reverse()
    .reduce((total, c, i) => {
      // The check digit will sit at the end, so the doubled digits are those at even offsets here.
      const d = Number(c) * (i % 2 === 0 ? 2 : 1);
      return total + (d > 9 ? d - 9 : d);
    }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
};

/** The bytes of a 1×1 PNG. */
export const tinyPng = (): Uint8Array =>
  Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  );

/**
 * Runs a multipart upload with Node's FormData: under jsdom the global FormData is jsdom's,
 * and Node's fetch sends its File as the text "undefined".
 */
export const withNodeFormData = async <T>(run: () => Promise<T>): Promise<T> => {
  const original = globalThis.FormData;
  globalThis.FormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
  try {
    return await run();
  } finally {
    globalThis.FormData = original;
  }
};

/**
 * A file Node's fetch can send (jsdom's File arrives empty; see withNodeFormData): given
 * bytes or text, or a size for a file of that many zero bytes.
 */
export const nodeFile = (content: Uint8Array | string | number, name: string, type: string): File =>
  new NodeFile([typeof content === 'number' ? new Uint8Array(content) : content], name, { type }) as unknown as File;
