import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createUser, resetTokenFrom, testConfig, testDatabase, type TestContext } from '../../test/helpers';
import { truncateAll } from '../db/client';
import { createMailer } from './mailer';

interface Received {
  from: string;
  to: string[];
  data: string;
}

describe('mailer over a real SMTP server', () => {
  let server: SMTPServer;
  let received: Received[];
  let url: string;

  beforeEach(async () => {
    received = [];
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers a message to the relay', async () => {
    const mailer = createMailer({
      smtpUrl: url,
      from: 'Atelier <no-reply@atelier.test>',
      outboxDir: '/nonexistent',
      log: () => {},
    });
    await mailer.send({ to: 'learner@example.test', subject: 'Hello', text: 'Welcome to Atelier' });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('no-reply@atelier.test');
    expect(received[0]!.to).toEqual(['learner@example.test']);
    expect(received[0]!.data).toContain('Subject: Hello');
    expect(received[0]!.data).toContain('Welcome to Atelier');
  });

  it('carries the password reset link when SMTP_URL is set', async () => {
    const database = await testDatabase();
    await truncateAll(database.db);
    const config = testConfig({ SMTP_URL: url });
    const app = await buildApp(config, { database });
    try {
      const ctx: TestContext = { app, config, database };
      const who = await createUser(ctx, { email: 'smtp-user@example.test' });
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: who.user.email },
      });
      expect(res.statusCode).toBe(200);
      await app.jobs.drain();
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toEqual(['smtp-user@example.test']);
      const token = resetTokenFrom(received[0]!.data);
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'via-smtp-password' },
      });
      expect(reset.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('writes an .eml file to the outbox when there is no relay', async () => {
    const config = testConfig();
    const logs: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: config.mailFrom,
      outboxDir: `${config.dataDir}/outbox`,
      log: (m) => logs.push(m),
    });
    await mailer.send({ to: 'offline@example.test', subject: 'Offline', text: 'Kept on disk' });
    const fs = await import('node:fs');
    const files = fs.readdirSync(`${config.dataDir}/outbox`);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(fs.readFileSync(`${config.dataDir}/outbox/${files[0]}`, 'utf8')).toContain('Kept on disk');
    expect(logs[0]).toContain(files[0]);
  });
});
