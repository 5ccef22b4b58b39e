import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { PresignedUpload } from '@admit/contract';
import { assertStorageKey, type Storage } from '../storage.ts';

/** Where the objects go: `s3://bucket` (a bucket of its own), with an optional S3-compatible endpoint. */
export interface S3StorageOptions {
  storageUrl: string;
  /** MinIO and other S3-compatible services: their URL (path-style addressing is used). */
  endpoint?: string;
  /** A client to use instead of one built from the AWS_* environment (tests). */
  client?: S3Client;
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * An S3 bucket through the AWS SDK: real presigned POSTs (key and size range pinned by the policy;
 * S3 cannot pin a list of content types, and the worker checks the bytes anyway). Credentials and
 * region come from the usual AWS_* variables.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const url = new URL(options.storageUrl);
  // The form's `key` field is the object key the client hands back, so keys carry no prefix.
  if (url.protocol !== 's3:' || !url.hostname || url.pathname.replace(/\/+/g, ''))
    throw new Error('STORAGE_URL must look like s3://bucket');
  const bucket = url.hostname;
  const client =
    options.client ??
    new S3Client(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {});
  const objectKey = assertStorageKey;

  return {
    kind: 's3',
    async presignUpload(policy) {
      const { url: postUrl, fields } = await createPresignedPost(client, {
        Bucket: bucket,
        Key: objectKey(policy.key),
        Conditions: [['content-length-range', policy.minBytes, policy.maxBytes]],
        Expires: policy.expiresInSeconds,
      });
      // The SDK always writes the object key into the form's `key` field.
      return { url: postUrl, fields: fields as PresignedUpload['fields'] };
    },
    async size(key) {
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        return head.ContentLength;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async read(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async write(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
        }),
      );
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}
