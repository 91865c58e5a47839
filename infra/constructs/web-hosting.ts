import { existsSync } from "node:fs";
import { DefaultStackSynthesizer, Stack } from "aws-cdk-lib";
import type * as apigwv2 from "aws-cdk-lib/aws-apigatewayv2";
import * as acm from "aws-cdk-lib/aws-certificatemanager";
import * as cloudfront from "aws-cdk-lib/aws-cloudfront";
import * as origins from "aws-cdk-lib/aws-cloudfront-origins";
import * as logs from "aws-cdk-lib/aws-logs";
import * as s3 from "aws-cdk-lib/aws-s3";
import * as s3deploy from "aws-cdk-lib/aws-s3-deployment";
import { Construct, type IConstruct } from "constructs";
import { acknowledgeRules, nagArnToken, nagStackValue } from "./nag";

/** The stores' own host names, served with a certificate from ACM in us-east-1 (CloudFront's region). */
export interface CustomDomain {
  domainNames: string[];
  certificateArn: string;
}

export interface WebHostingProps {
  httpApi: apigwv2.IHttpApi;
  /** The built web app; when absent a placeholder page is deployed so synth needs no web build. */
  webBuildDir: string;
  /** Bucket for CloudFront's and the web bucket's access logs. */
  accessLogs: s3.IBucket;
  /** Without one the distribution answers on its *.cloudfront.net name only. */
  customDomain?: CustomDomain;
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
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: "s3/web/",
    });

    const apiOrigin = new origins.HttpOrigin(`${props.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
    });

    const { customDomain } = props;
    this.distribution = new cloudfront.Distribution(this, "Distribution", {
      comment: "Back office",
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: "cloudfront/",
      ...(customDomain
        ? {
            domainNames: customDomain.domainNames,
            certificate: acm.Certificate.fromCertificateArn(this, "Certificate", customDomain.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
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

    acknowledgeRules(this.distribution, {
      "AwsSolutions-CFR1":
        "No geo restriction: the stores are in Brazil, but owners, accountants and the integration partners also work from abroad; every page but sign-in needs a session.",
      "AwsSolutions-CFR2":
        "No WAF web ACL yet: sign-in has its own API throttle and the API a stage-wide one; a web ACL (a fixed monthly fee plus per request) is for when traffic justifies it.",
      ...(customDomain
        ? {}
        : {
            "AwsSolutions-CFR4":
              "Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose minimum TLS version CloudFront does not let us raise; with the domainNames and certificateArn context it requires TLS 1.2.",
          }),
    });
    acknowledgeBucketDeploymentHandler(stack, bucket);
  }
}

/**
 * The Lambda behind BucketDeployment is CDK's own, shared by the stack and run only while CloudFormation
 * deploys; its runtime, role and grants are not ours to set.
 */
function acknowledgeBucketDeploymentHandler(stack: Stack, webBucket: s3.IBucket): void {
  const handler: IConstruct | undefined = stack.node.children.find((child) => child.node.id.startsWith("Custom::CDKBucketDeployment"));
  if (!handler) throw new Error("BucketDeployment's handler was not found in the stack");
  const managed = "CDK's BucketDeployment handler, run by CloudFormation during a deploy only; CDK sets";
  const [partition, account, region] = (["partition", "account", "region"] as const).map((value) => nagStackValue(stack, value));
  const assetObjects = `arn:${partition}:s3:::cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-${account}-${region}/*`;
  acknowledgeRules(handler, {
    "AwsSolutions-L1": `${managed} its runtime.`,
    "Serverless-LambdaLatestVersion": `${managed} its runtime.`,
    "Serverless-LambdaTracing": `${managed} its configuration; it serves no request to trace.`,
    "Serverless-LambdaDLQ": `${managed} its configuration; a failure fails the deploy, which CloudFormation reports and rolls back.`,
    "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]": `${managed} its role.`,
    "AwsSolutions-IAM5[Action::s3:GetObject*]": `${managed} its grants: it reads the asset bucket and the web bucket.`,
    "AwsSolutions-IAM5[Action::s3:GetBucket*]": `${managed} its grants: it reads the asset bucket and the web bucket.`,
    "AwsSolutions-IAM5[Action::s3:List*]": `${managed} its grants: it lists the web bucket to sync it.`,
    "AwsSolutions-IAM5[Action::s3:DeleteObject*]": `${managed} its grants: it deletes files gone from the web build.`,
    "AwsSolutions-IAM5[Action::s3:Abort*]": `${managed} its grants: it aborts a failed multipart upload.`,
    [`AwsSolutions-IAM5[Resource::${assetObjects}]`]: `${managed} its grants: the deploy's asset objects.`,
    [`AwsSolutions-IAM5[Resource::${nagArnToken(webBucket)}/*]`]: `${managed} its grants: the web bucket's objects.`,
    "AwsSolutions-IAM5[Resource::*]": `${managed} its grants: cloudfront:CreateInvalidation and GetInvalidation, which it is given on every distribution.`,
  });
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
