import { Duration } from "aws-cdk-lib";
import * as s3 from "aws-cdk-lib/aws-s3";
import type { Construct } from "constructs";

/** Rendered report PDFs: private, handed out as short-lived presigned URLs, gone after a day. */
export function reportsBucket(scope: Construct, id: string, accessLogs: s3.IBucket): s3.Bucket {
  return new s3.Bucket(scope, id, {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    encryption: s3.BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    lifecycleRules: [{ id: "expire-reports", expiration: Duration.days(1) }],
    serverAccessLogsBucket: accessLogs,
    serverAccessLogsPrefix: "s3/reports/",
  });
}
