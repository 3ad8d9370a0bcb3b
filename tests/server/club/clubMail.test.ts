import { mkdtemp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/server/accounts/app/passwordHashing';
import { KyselyAccountRepository } from '../../../src/server/accounts/adapters/KyselyAccountRepository';
import { clubMailCommand } from '../../../src/server/commands/clubMailCommand';
import { KyselyMailQueue } from '../../../src/server/mail/adapters/KyselyMailQueue';
import { readOutbox, deliverMail } from '../mail/outbox';
import { createTestApp, type TestApp } from '../support/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ deps: { startMailWorker: false } });
  const accounts = new KyselyAccountRepository(
    testApp.database.db,
    new KyselyMailQueue(testApp.database.db),
  );
  const passwordHash = await hashPassword('not-used-here');
  await accounts.create({ email: 'mara@studio.example', passwordHash, clubMember: true });
  await accounts.create({ email: 'jonas@studio.example', passwordHash, clubMember: true });
  await accounts.create({ email: 'customer@shop.example', passwordHash });
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

async function messageFile(markdown: string): Promise<string> {
  const file = path.join(await mkdtemp(path.join(testApp.tempDir, 'mail-')), 'message.md');
  await writeFile(file, markdown);
  return file;
}

describe('main.js club-mail <file.md>', () => {
  it('sends the Markdown message to every club member, in HTML and plain text', async () => {
    const file = await messageFile(
      [
        '---',
        'subject: Harbour Grotesk beta 3',
        '---',
        'The third beta of **Harbour Grotesk** is ready.',
        '',
        '- [Download the beta](https://fonts.example/beta/harbour-grotesk-b3.zip)',
        '',
      ].join('\n'),
    );
    const output = await clubMailCommand(testApp.config, [file]);
    expect(output).toBe(
      '"Harbour Grotesk beta 3" queued for 2 club members (the mail worker sends it).',
    );

    await deliverMail(testApp);
    const sent = (await readOutbox(testApp)).filter((m) => m.subject === 'Harbour Grotesk beta 3');
    expect(sent.map((m) => m.to).sort()).toEqual(['jonas@studio.example', 'mara@studio.example']);
    const [mail] = sent;
    expect(mail.html).toContain('<strong>Harbour Grotesk</strong>');
    expect(mail.html).toContain(
      '<a href="https://fonts.example/beta/harbour-grotesk-b3.zip">Download the beta</a>',
    );
    expect(mail.text).toContain('The third beta of **Harbour Grotesk** is ready.');
    expect(mail.text).toContain('https://fonts.example/beta/harbour-grotesk-b3.zip');
    expect(mail.text).not.toContain('<');
  });

  it('takes the subject from a first heading, and refuses a file without one', async () => {
    const withHeading = await messageFile(
      '# Studio notes, winter\n\nProofs from the drawing table.\n',
    );
    await clubMailCommand(testApp.config, [withHeading]);
    await deliverMail(testApp);
    const notes = (await readOutbox(testApp)).filter((m) => m.subject === 'Studio notes, winter');
    expect(notes).toHaveLength(2);
    expect(notes[0].html).toContain('<p>Proofs from the drawing table.</p>');
    expect(notes[0].html).not.toContain('<h1>');

    const without = await messageFile('Just some text.\n');
    await expect(clubMailCommand(testApp.config, [without])).rejects.toThrow(
      'The message needs a subject',
    );
    await expect(clubMailCommand(testApp.config, [])).rejects.toThrow('Usage: club-mail <file.md>');
  });
});
