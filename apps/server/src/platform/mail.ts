/**
 * Sending mail (issue 13: the e-mail mission's confirmation, daily-case notices) with nodemailer: over
 * SMTP when SMTP_URL is set; otherwise the embedded default renders the same RFC 822 message and writes
 * it to the outbox folder (`<DATA_DIR>/outbox/<time>-<id>.eml`), where a developer or a test reads it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { EngagementConfig } from '../engagement-config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends one message; resolves with its Message-ID. Rejects when the transport refuses it. */
  send(mail: Mail): Promise<string>;
  kind: 'smtp' | 'outbox';
}

export function createMailer(config: EngagementConfig['mail']): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        const info = await transport.sendMail({ from: config.from, ...mail });
        return info.messageId;
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await transport.sendMail({ from: config.from, ...mail });
      await mkdir(config.outboxDir, { recursive: true });
      const id = info.messageId.replace(/[^A-Za-z0-9.-]/g, '');
      await writeFile(
        path.join(config.outboxDir, `${Date.now()}-${id}.eml`),
        info.message as Buffer,
      );
      return info.messageId;
    },
  };
}
