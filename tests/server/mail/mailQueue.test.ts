import { afterEach, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../../src/server/mail/app/Mailer';
import { KyselyMailQueue } from '../../../src/server/mail/adapters/KyselyMailQueue';
import { MailQueueWorker } from '../../../src/server/mail/app/MailQueueWorker';
import { createTestApp, type TestApp } from '../support/testApp';
import { emlAttachments, mimeLeaves, readEml } from './eml';
import { readOutbox } from './outbox';

/** Each test builds its own app (migrations + content import), slower on PostgreSQL. */
const APP_TEST_TIMEOUT_MS = 30_000;

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** A mail system that is down for the first `failures` sends, then accepts. */
class FlakyMailer implements Mailer {
  readonly delivered: MailMessage[] = [];
  constructor(private failures: number) {}
  async send(message: MailMessage): Promise<void> {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    }
    this.delivered.push(message);
  }
}

const message: MailMessage = {
  to: 'someone@example.com',
  subject: 'Hello',
  text: 'Hello there',
  html: '<p>Hello there</p>',
};

/** Every byte value, so that any text mangling on the way shows. */
const binary = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));

const withAttachment: MailMessage = {
  ...message,
  subject: 'Your invoice',
  attachments: [{ filename: 'Invoice-1001.pdf', contentType: 'application/pdf', content: binary }],
};

describe('the mail queue', () => {
  it(
    'retries a failed send after its backoff and delivers exactly once',
    async () => {
      const mailer = new FlakyMailer(1);
      testApp = await createTestApp({ deps: { mailer, startMailWorker: false } });
      const { mailWorker, appContext } = testApp.app;
      await appContext.mailQueue.enqueue(message);

      expect(await mailWorker.deliverDue()).toBe(0);
      expect(mailer.delivered).toEqual([]);
      // Not due again yet: the backoff holds it back.
      expect(await mailWorker.deliverDue()).toBe(0);

      const later = () => new Date(Date.now() + 10 * 60_000);
      expect(await mailWorker.deliverDue(later)).toBe(1);
      expect(await mailWorker.deliverDue(later)).toBe(0);
      expect(mailer.delivered).toEqual([message]);

      const [row] = await testApp.database.db.selectFrom('mail_queue').selectAll().execute();
      expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    },
    APP_TEST_TIMEOUT_MS,
  );

  it(
    'never lets two workers (two server processes) send one message twice',
    async () => {
      const mailer = new FlakyMailer(0);
      testApp = await createTestApp({ deps: { mailer, startMailWorker: false } });
      const queue = testApp.app.appContext.mailQueue;
      for (let i = 0; i < 8; i += 1) await queue.enqueue({ ...message, subject: `Message ${i}` });

      const log = testApp.app.log;
      const other = new MailQueueWorker(new KyselyMailQueue(testApp.database.db), mailer, log);
      const sent = await Promise.all([testApp.app.mailWorker.deliverDue(), other.deliverDue()]);
      expect(sent[0] + sent[1]).toBe(8);
      expect(mailer.delivered.map((m) => m.subject).sort()).toEqual(
        Array.from({ length: 8 }, (_, i) => `Message ${i}`),
      );
    },
    APP_TEST_TIMEOUT_MS,
  );

  it(
    'carries attachments in the database, and leaves a plain message without any',
    async () => {
      const mailer = new FlakyMailer(0);
      testApp = await createTestApp({ deps: { mailer, startMailWorker: false } });
      const queue = testApp.app.appContext.mailQueue;
      const plainId = await queue.enqueue(message);
      const attachedId = await queue.enqueue(withAttachment);

      // Sent by another worker over the same database, as another server process would.
      const other = new MailQueueWorker(
        new KyselyMailQueue(testApp.database.db),
        mailer,
        testApp.app.log,
      );
      expect(await other.deliverDue()).toBe(2);
      const plain = mailer.delivered.find((m) => m.subject === message.subject);
      const attached = mailer.delivered.find((m) => m.subject === withAttachment.subject);
      expect(plain).toStrictEqual(message);
      expect(attached).toEqual(withAttachment);
      expect(attached?.attachments?.[0]?.content.equals(binary)).toBe(true);

      const rows = await testApp.database.db
        .selectFrom('mail_queue')
        .select(['id', 'attachments'])
        .execute();
      expect(rows.find((row) => row.id === plainId)?.attachments).toBeNull();
      expect(JSON.parse(rows.find((row) => row.id === attachedId)?.attachments ?? '[]')).toEqual([
        {
          filename: 'Invoice-1001.pdf',
          content_type: 'application/pdf',
          content_base64: binary.toString('base64'),
        },
      ]);
    },
    APP_TEST_TIMEOUT_MS,
  );

  it(
    'sends on its own in the serve process, soon after a message is queued',
    async () => {
      testApp = await createTestApp();
      await testApp.app.appContext.mailQueue.enqueue(message);
      const deadline = Date.now() + 5000;
      while ((await readOutbox(testApp)).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const [entry] = await readOutbox(testApp);
      expect(entry).toMatchObject({ to: message.to, subject: message.subject });
    },
    APP_TEST_TIMEOUT_MS,
  );
});

describe('the dev outbox page', () => {
  it(
    'lists the messages with a view and a real .eml, and is not there in production',
    async () => {
      testApp = await createTestApp({ deps: { startMailWorker: false } });
      await testApp.app.appContext.mailQueue.enqueue({
        ...message,
        text: 'Open https://fonts.example/x to go on.',
      });
      await testApp.app.mailWorker.deliverDue();

      const list = await testApp.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain('someone@example.com');
      const id = /href="\/dev\/outbox\/([^".]+)"/.exec(list.body)?.[1];
      expect(id).toBeDefined();

      const view = await testApp.app.inject({ method: 'GET', url: `/dev/outbox/${id}` });
      expect(view.body).toContain('<a href="https://fonts.example/x">');
      const eml = await testApp.app.inject({ method: 'GET', url: `/dev/outbox/${id}.eml` });
      expect(eml.headers['content-type']).toContain('message/rfc822');
      expect(eml.body).toContain('Subject: Hello');
      expect(eml.body).toContain('From: Fieldwork Type Foundry <hello@fieldwork.example>');
      expect(eml.body).toMatch(/Content-Type: multipart\/alternative/);
      await testApp.close();

      const production = await createTestApp({ env: { NODE_ENV: 'production' } });
      testApp = production;
      // Not registered at all: each path answers as a path that never existed does.
      const answerTo = async (url: string) => {
        const response = await production.app.inject({ method: 'GET', url });
        return { status: response.statusCode, type: response.headers['content-type'] };
      };
      for (const [url, unknown] of [
        ['/dev/outbox', '/dev/no-such-page'],
        [`/dev/outbox/${id}`, `/dev/no-such-page/${id}`],
        [`/dev/outbox/${id}.eml`, `/dev/no-such-page/${id}.eml`],
      ] as const) {
        const hidden = await answerTo(url);
        expect(hidden.status).toBe(404);
        expect(hidden).toEqual(await answerTo(unknown));
      }
    },
    APP_TEST_TIMEOUT_MS,
  );
});

describe('the outbox .eml', () => {
  it(
    'holds an attachment as a real MIME part, and a plain message exactly as before',
    async () => {
      testApp = await createTestApp({ deps: { startMailWorker: false } });
      await testApp.app.appContext.mailQueue.enqueue(message);
      await testApp.app.appContext.mailQueue.enqueue(withAttachment);
      await testApp.app.mailWorker.deliverDue();
      const entries = await readOutbox(testApp);
      const plain = entries.find((entry) => entry.subject === message.subject);
      const attached = entries.find((entry) => entry.subject === withAttachment.subject);
      if (!plain || !attached) throw new Error('a message is missing from the outbox');

      const plainEml = await readEml(testApp, plain);
      expect(plain.attachments).toBeUndefined();
      expect(plainEml).toMatch(/^Content-Type: multipart\/alternative/m);
      expect(plainEml).not.toMatch(/multipart\/mixed/);
      expect(emlAttachments(plainEml)).toEqual([]);
      expect(mimeLeaves(plainEml).map((part) => part.headers.get('content-type'))).toEqual([
        'text/plain; charset=utf-8',
        'text/html; charset=utf-8',
      ]);

      expect(attached.attachments).toEqual(['Invoice-1001.pdf']);
      const [file, ...more] = emlAttachments(await readEml(testApp, attached));
      expect(more).toEqual([]);
      expect(file?.filename).toBe('Invoice-1001.pdf');
      expect(file?.contentType).toBe('application/pdf');
      expect(file?.content.equals(binary)).toBe(true);

      const view = await testApp.app.inject({ method: 'GET', url: `/dev/outbox/${attached.id}` });
      expect(view.body).toContain('Invoice-1001.pdf');
    },
    APP_TEST_TIMEOUT_MS,
  );
});
