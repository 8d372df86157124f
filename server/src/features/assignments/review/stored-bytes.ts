import type { FastifyInstance } from 'fastify';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { ModelSummary } from '../../bim/bim.public';

/** A stored file's bytes (the record embeds files, BCF holds snapshots, diffs read summaries). */
export async function bytesOf(app: FastifyInstance, key: string): Promise<Buffer> {
  const file = await app.storage.get(key);
  if (!file) throw new Error(`a stored file is missing from storage: ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A model's element summary (gzipped JSON kept by the model-read job). */
export async function storedSummary(app: FastifyInstance, key: string): Promise<ModelSummary> {
  const json = await promisify(gunzip)(await bytesOf(app, key));
  return JSON.parse(json.toString('utf8')) as ModelSummary;
}
