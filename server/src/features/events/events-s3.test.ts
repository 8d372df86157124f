import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { truncateAll } from '../../db/client';
import { login, createUser, testConfig, testDatabase } from '../../../test/helpers';
import { startS3 } from '../../../test/s3';
import { PDF } from '../../../test/pdf';

describe('event PDFs in an S3-compatible store', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-s3-'));
  let s3: Awaited<ReturnType<typeof startS3>>;
  let app: FastifyInstance;
  let config: ReturnType<typeof testConfig>;

  beforeAll(async () => {
    s3 = await startS3(dir, 'uploads');
    const database = await testDatabase();
    await truncateAll(database.db);
    config = testConfig({
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'uploads',
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
    });
    app = await buildApp(config, { database });
  });
  afterAll(async () => {
    await app.close();
    await s3.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores the PDF in the bucket, not on disk, and serves it through the signed link', async () => {
    const ctx = { app, config, database: await testDatabase() };
    const token = await login(ctx, await createUser(ctx, { role: 'admin' }));
    const auth = { authorization: `Bearer ${token}` };
    const created = await app.inject({
      method: 'POST',
      url: '/api/event-meta/create',
      headers: auth,
      payload: {
        eventId: 's3-day',
        eventName: 'S3 Day',
        posterUrl: 'https://example.org/p.png',
        inputFields: ['name', 'pdf'],
      },
    });
    expect(created.statusCode).toBe(201);
    const data = new FormData();
    data.append('eventId', 's3-day');
    data.append('name', 'Ravi');
    data.append('pdfFile', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
    const registered = await app.inject({ method: 'POST', url: '/api/event/register', payload: data });
    expect(registered.statusCode, registered.body).toBe(201);

    const list = await app.inject({ method: 'GET', url: '/api/event/by-event/s3-day', headers: auth });
    const url: string = list.json().items[0].pdfUrl;
    const file = await app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(fs.existsSync(path.join(config.dataDir, 'uploads'))).toBe(false);
    const inBucket = fs.readdirSync(path.join(dir, 's3'), { recursive: true }) as string[];
    expect(inBucket.some((f) => f.includes('s3-day') || f.startsWith('uploads'))).toBe(true);
  });
});
