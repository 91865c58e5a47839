import { Duration } from "aws-cdk-lib";
import * as s3 from "aws-cdk-lib/aws-s3";
import type { Construct } from "constructs";
import { acknowledgeRules } from "./nag";

/**
 * Where the buckets' server access logs and CloudFront's standard logs land, kept 90 days. CloudFront's
 * standard logging writes through an ACL, hence object ownership "bucket owner preferred".
 */
export function accessLogsBucket(scope: Construct, id: string): s3.Bucket {
  const bucket = new s3.Bucket(scope, id, {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    encryption: s3.BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
    lifecycleRules: [{ id: "expire-access-logs", expiration: Duration.days(90) }],
  });
  acknowledgeRules(bucket, {
    "AwsSolutions-S1": "This is the access-log bucket itself; logging its own accesses into it would log the log writes.",
  });
  return bucket;
}
