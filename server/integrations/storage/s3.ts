import type { S3Client } from '@aws-sdk/client-s3';
import type { ObjectStore } from './types';

export interface S3Options {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

type S3Sdk = typeof import('@aws-sdk/client-s3');

/**
 * Any S3-compatible store. Objects are private (no ACL is ever set) and already encrypted by us.
 * The AWS SDK (about half a second of module loading) is loaded on first use, so a server on the
 * local disk never loads it and one on S3 does not load it before listening.
 */
export function s3Store(o: S3Options): ObjectStore {
  let sdk: Promise<{ s3: S3Sdk; client: S3Client }> | undefined;
  const load = () =>
    (sdk ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        endpoint: o.endpoint,
        region: o.region,
        forcePathStyle: o.forcePathStyle,
        credentials: o.accessKeyId && o.secretAccessKey ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } : undefined,
      }),
    })));
  return {
    kind: 's3',
    async put(key, body) {
      const { s3, client } = await load();
      await client.send(new s3.PutObjectCommand({ Bucket: o.bucket, Key: key, Body: body, ContentType: 'application/octet-stream', CacheControl: 'private, max-age=3600' }));
    },
    async get(key) {
      const { s3, client } = await load();
      try {
        const res = await client.send(new s3.GetObjectCommand({ Bucket: o.bucket, Key: key }));
        if (!res.Body) return null;
        return await res.Body.transformToByteArray();
      } catch (err) {
        if (err instanceof s3.NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(key) {
      const { s3, client } = await load();
      await client.send(new s3.DeleteObjectCommand({ Bucket: o.bucket, Key: key }));
    },
    async ping() {
      const { s3, client } = await load();
      await client.send(new s3.HeadBucketCommand({ Bucket: o.bucket }));
    },
  };
}
