import { existsSync } from "node:fs";
import { Stack } from "aws-cdk-lib";
import type * as apigwv2 from "aws-cdk-lib/aws-apigatewayv2";
import * as cloudfront from "aws-cdk-lib/aws-cloudfront";
import * as origins from "aws-cdk-lib/aws-cloudfront-origins";
import * as logs from "aws-cdk-lib/aws-logs";
import * as s3 from "aws-cdk-lib/aws-s3";
import * as s3deploy from "aws-cdk-lib/aws-s3-deployment";
import { Construct } from "constructs";

export interface WebHostingProps {
  httpApi: apigwv2.IHttpApi;
  /** The built web app; when absent a placeholder page is deployed so synth needs no web build. */
  webBuildDir: string;
}

// SPA routing without errorResponses, which would also turn the API's 403/404 into index.html.
const SPA_REWRITE = `
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.split('/').pop();
  if (lastSegment.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

// The API sees CloudFront's origin host, not the viewer's; tenant-by-host needs the viewer's.
const FORWARD_VIEWER_HOST = `
function handler(event) {
  var request = event.request;
  if (request.headers.host) request.headers['x-forwarded-host'] = { value: request.headers.host.value };
  return request;
}`;

const PLACEHOLDER_PAGE =
  '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Back office</title>' +
  "<p>Aplicação web ainda não publicada.</p></html>";

/** Private web bucket behind CloudFront; `/api/*` goes to the HTTP API on the same origin. */
export class WebHosting extends Construct {
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);
    const stack = Stack.of(this);

    const bucket = new s3.Bucket(this, "Bucket", {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
    });

    const apiOrigin = new origins.HttpOrigin(`${props.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
    });

    this.distribution = new cloudfront.Distribution(this, "Distribution", {
      comment: "Back office",
      defaultRootObject: "index.html",
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: cloudfront.ResponseHeadersPolicy.SECURITY_HEADERS,
        functionAssociations: [viewerRequest(this, "SpaRewrite", SPA_REWRITE)],
      },
      additionalBehaviors: {
        "/api/*": {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: cloudfront.ResponseHeadersPolicy.SECURITY_HEADERS,
          functionAssociations: [viewerRequest(this, "ForwardViewerHost", FORWARD_VIEWER_HOST)],
        },
      },
    });

    new s3deploy.BucketDeployment(this, "Deployment", {
      sources: [webSource(props.webBuildDir)],
      destinationBucket: bucket,
      distribution: this.distribution,
      distributionPaths: ["/*"],
      logGroup: new logs.LogGroup(this, "DeploymentLogs", { retention: logs.RetentionDays.ONE_MONTH }),
    });
  }
}

function viewerRequest(scope: Construct, id: string, code: string): cloudfront.FunctionAssociation {
  return {
    eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
    function: new cloudfront.Function(scope, id, {
      code: cloudfront.FunctionCode.fromInline(code),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    }),
  };
}

function webSource(webBuildDir: string): s3deploy.ISource {
  return existsSync(webBuildDir)
    ? s3deploy.Source.asset(webBuildDir)
    : s3deploy.Source.data("index.html", PLACEHOLDER_PAGE);
}
