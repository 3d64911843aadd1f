// The part of nodemailer's API this server uses (the package ships no type declarations).
declare module 'nodemailer' {
  export interface SmtpOptions {
    host: string;
    port: number;
    secure: boolean;
    auth?: { user: string; pass: string };
    connectionTimeout?: number;
    greetingTimeout?: number;
    socketTimeout?: number;
  }

  export interface MailAttachment {
    filename: string;
    path?: string;
    content?: string | Buffer;
    contentType?: string;
    cid?: string;
  }

  export interface MailMessage {
    from: string;
    to: string[];
    cc?: string[];
    replyTo?: string;
    subject: string;
    text: string;
    attachments?: MailAttachment[];
  }

  export interface SentMessageInfo {
    messageId: string;
    accepted: string[];
    rejected: string[];
    response: string;
  }

  export interface Transporter {
    sendMail(message: MailMessage): Promise<SentMessageInfo>;
    close(): void;
  }

  export function createTransport(options: SmtpOptions): Transporter;

  const nodemailer: { createTransport: typeof createTransport };
  export default nodemailer;
}
