import path from 'node:path';
import S3rver from 's3rver';

/** A real S3-compatible server (s3rver: the S3 REST API over a folder) on a free port, with one bucket. */
export async function startS3(
  directory: string,
  bucket: string,
): Promise<{ endpoint: string; close(): Promise<void> }> {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(directory, 's3'),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, close: () => server.close() };
}
