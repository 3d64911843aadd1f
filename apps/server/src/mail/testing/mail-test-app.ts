// Test helper: a test app with two SMTP listeners, one that takes mail and one that refuses it, so a
// test can point the mail settings at either and close all three together.
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';

export interface MailTestApp {
  t: TestApp;
  sink: SmtpSink;
  refusing: SmtpSink;
  close: () => Promise<void>;
}

export async function startMailTestApp(): Promise<MailTestApp> {
  const t = await createTestApp();
  const sink = await startSmtpSink();
  const refusing = await startSmtpSink({ refuse: true });
  const close = async () => {
    await sink.close();
    await refusing.close();
    await t.close();
  };
  return { t, sink, refusing, close };
}
