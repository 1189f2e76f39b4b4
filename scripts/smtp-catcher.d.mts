import type { ParsedMail } from 'mailparser';

/** A real SMTP server on this machine that keeps every mail it receives, parsed. */
export interface SmtpCatcher {
  /** The SMTP_URL pointing at it. */
  url: string;
  port: number;
  mails: ParsedMail[];
  /** Mails received for `address`. */
  mailsTo(address: string): ParsedMail[];
  close(): Promise<void>;
}
export function startSmtpCatcher(options?: {
  port?: number;
  onMail?: (mail: ParsedMail) => void;
}): Promise<SmtpCatcher>;
export function recipientOf(mail: ParsedMail): string;
