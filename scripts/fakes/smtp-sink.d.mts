export interface SinkMessage {
  from: string;
  to: string[];
  /** The message as received (CRLF line ends, dot-stuffing removed). */
  raw: string;
  /** Header fields, names lower-cased, encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
}

export interface SmtpSink {
  /** For SMTP_URL: smtp://127.0.0.1:<port> */
  url: string;
  port: number;
  messages: SinkMessage[];
  /** RCPT for this address is answered 550 (no such mailbox: a permanent refusal). */
  refuseRecipient(address: string): void;
  /** The next `count` messages are refused with 451 (a temporary failure). */
  failNext(count: number): void;
  /** Each message is accepted (and its 250 answer sent) `ms` after its data ends; a client gone meanwhile sent nothing. */
  delayAnswers(ms: number): void;
  waitFor(count: number, timeoutMs?: number): Promise<SinkMessage[]>;
  stop(): Promise<void>;
}

export declare function startSmtpSink(options?: { port?: number; host?: string }): Promise<SmtpSink>;

/** Decodes RFC 2047 encoded words in a header value. */
export declare function decodeWords(value: string): string;
