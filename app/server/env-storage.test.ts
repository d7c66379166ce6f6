import { describe, expect, it } from "vitest";
import { EnvironmentError, mediaPublicUrl, parseEnvironment, s3Settings } from "./env.server";

const keys = { S3_BUCKET: "shop-media", S3_ACCESS_KEY_ID: "AKIDEXAMPLE", S3_SECRET_ACCESS_KEY: "very-secret-key" };

describe("object storage settings", () => {
  it("is the data directory without S3_BUCKET", () => {
    const env = parseEnvironment({});
    expect(s3Settings(env)).toBeNull();
    expect(mediaPublicUrl(env)).toBeNull();
  });

  it("turns on with the bucket and its key pair; path style by default only with an endpoint", () => {
    expect(s3Settings(parseEnvironment(keys))).toEqual({
      endpoint: undefined,
      bucket: "shop-media",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "very-secret-key",
      region: "us-east-1",
      forcePathStyle: false,
    });
    const minio = parseEnvironment({ ...keys, S3_ENDPOINT: "http://minio:9000", MEDIA_PUBLIC_URL: "https://media.example.com/" });
    expect(s3Settings(minio)).toMatchObject({ endpoint: "http://minio:9000", forcePathStyle: true });
    expect(mediaPublicUrl(minio)).toBe("https://media.example.com");
    expect(
      s3Settings(parseEnvironment({ ...keys, S3_ENDPOINT: "https://r2.example.com", S3_FORCE_PATH_STYLE: "false", S3_REGION: "auto" })),
    ).toMatchObject({ forcePathStyle: false, region: "auto" });
  });

  it("refuses half a configuration and bad values in one line, never showing the secret", () => {
    const half = () => parseEnvironment({ S3_BUCKET: "shop-media", S3_SECRET_ACCESS_KEY: "very-secret-key" });
    expect(half).toThrow(EnvironmentError);
    expect(half).toThrow("S3_ACCESS_KEY_ID is required for object storage");
    expect(() => parseEnvironment({ ...keys, S3_BUCKET: "Bad_Bucket" })).toThrow("S3_BUCKET must be a bucket name");
    expect(() => parseEnvironment({ ...keys, S3_ENDPOINT: "minio:9000" })).toThrow("S3_ENDPOINT must be a URL like https://s3.example.com");
    expect(() => parseEnvironment({ MEDIA_PUBLIC_URL: "https://media.example.com" })).toThrow("MEDIA_PUBLIC_URL needs object storage");
    let message = "";
    try {
      parseEnvironment({ ...keys, S3_SECRET_ACCESS_KEY: "", S3_ENDPOINT: "nope" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).not.toContain("\n");
    expect(message).toContain("S3_SECRET_ACCESS_KEY is required");
    expect(message).not.toContain("very-secret-key");
  });
});
