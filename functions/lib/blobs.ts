import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { config } from "./config";
import { keptInMemory } from "./kept-in-memory";

/** Where generated files (report PDFs) go: the reports bucket in AWS, a folder locally. */
export interface BlobStore {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  /** A short-lived URL in AWS; undefined when the API itself must serve the bytes (local). */
  presignedUrl(key: string, seconds: number): Promise<string | undefined>;
}

export function s3BlobStore(bucket: string, client: S3Client): BlobStore {
  return {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const bytes = await answer.Body?.transformToByteArray();
        return bytes ? Buffer.from(bytes) : undefined;
      } catch (error) {
        if ((error as { name?: string }).name === "NoSuchKey") return undefined;
        throw error;
      }
    },
    presignedUrl(key, seconds) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: seconds });
    },
  };
}

export function folderBlobStore(root: string): BlobStore {
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error("Chave de arquivo inválida");
    return file;
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch {
        return undefined;
      }
    },
    async presignedUrl() {
      return undefined;
    },
  };
}

let store: BlobStore | undefined;
keptInMemory(() => resetBlobStore());

export function blobStore(): BlobStore {
  if (store) return store;
  const { REPORTS_BUCKET, S3_ENDPOINT, LOCAL_BLOB_DIR } = config();
  if (REPORTS_BUCKET) {
    const client = new S3Client({
      ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT, forcePathStyle: true } : {}),
      requestChecksumCalculation: "WHEN_REQUIRED",
    });
    store = s3BlobStore(REPORTS_BUCKET, client);
  } else if (LOCAL_BLOB_DIR) {
    store = folderBlobStore(LOCAL_BLOB_DIR);
  } else {
    throw new Error("Nem REPORTS_BUCKET nem LOCAL_BLOB_DIR configurados");
  }
  return store;
}

export function resetBlobStore(): void {
  store = undefined;
}
