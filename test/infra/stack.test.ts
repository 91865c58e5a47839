import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { App, Stack } from "aws-cdk-lib";
import { HttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import { Match, Template } from "aws-cdk-lib/assertions";
import * as lambda from "aws-cdk-lib/aws-lambda";
import { beforeAll, describe, expect, it } from "vitest";
import { JOB_FAILURE_RECORDER, JOB_NAMES, JOBS, type JobName } from "../../functions/plan/jobs";
import type { FunctionNeeds } from "../../functions/plan/needs";
import { TABLE } from "../../functions/lib/table";
import { allRoutes, GROUP_NAMES, type GroupName, type GroupNeeds, ROUTE_GROUPS } from "../../functions/plan/routes";
import { REPO_ROOT } from "../../infra/build/paths";
import { ACCESS_LOG_FORMAT, SIGN_IN_ROUTE, SIGN_IN_THROTTLE, STAGE_THROTTLE } from "../../infra/constructs/api";
import { FailedWork } from "../../infra/constructs/failed-work";
import { accessLogsBucket } from "../../infra/constructs/log-bucket";
import { Monitoring } from "../../infra/constructs/monitoring";
import { BackOfficeTable } from "../../infra/constructs/table";
import { WebHosting } from "../../infra/constructs/web-hosting";
import { nagPacks } from "../../infra/constructs/nag";
import { BackOfficeStack } from "../../infra/stack";
import { API_FUNCTION_MEMORY_MB } from "../../functions/plan/memory";

interface Ref {
  Ref: string;
}
interface GetAtt {
  "Fn::GetAtt": [string, string];
}
interface FunctionProps {
  Description?: string;
  Runtime?: string;
  Architectures?: string[];
  Timeout?: number;
  MemorySize?: number;
  Role: GetAtt;
  Environment?: { Variables?: Record<string, unknown> };
}
interface Statement {
  Action: string | string[];
  Effect: string;
  Resource: unknown;
}
interface PolicyProps {
  PolicyDocument: { Statement: Statement[] };
  Roles: Ref[];
}

const STATE_MACHINE = "AWS::StepFunctions::StateMachine";
const DYNAMODB_WRITES = ["dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:DeleteItem", "dynamodb:BatchWriteItem"];

const ALARM_EMAIL = "plantao@example.com.br";
const CUSTOM_DOMAIN = {
  domainNames: ["app.example.com.br", "*.lojas.example.com.br"],
  certificateArn: "arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000",
};

let stack: BackOfficeStack;
let template: Template;
/**
 * What the context keys change (an alarm e-mail, the stores' own domain), built with only the constructs they
 * reach: a second whole stack would double this file's synth time.
 */
let configuredStack: Stack;
let configured: Template;

function configuredParts(app: App): Stack {
  const parts = new Stack(app, "BackOfficeConfigured");
  const { table } = new BackOfficeTable(parts, "Data");
  const failedWork = new FailedWork(parts, "FailedWork");
  new WebHosting(parts, "Web", {
    httpApi: new HttpApi(parts, "HttpApi", { createDefaultStage: false }),
    webBuildDir: path.join(os.tmpdir(), "back-office-no-web-build"),
    accessLogs: accessLogsBucket(parts, "AccessLogs"),
    customDomain: CUSTOM_DOMAIN,
  });
  new Monitoring(parts, "Monitoring", {
    alarmEmail: ALARM_EMAIL,
    routeGroups: new Map(),
    functions: new Map(),
    stateMachines: new Map(),
    table,
    nightlyAggregation: lambda.Function.fromFunctionName(parts, "Aggregation", "aggregation"),
    failedWork: failedWork.queue,
  });
  return parts;
}

beforeAll(() => {
  // The feature flags of cdk.json, as `cdk synth` applies them; no bundling (the bundle tests cover it).
  const { context } = JSON.parse(readFileSync(path.join(REPO_ROOT, "cdk.json"), "utf8")) as { context: Record<string, unknown> };
  const app = new App({ context: { ...context, "aws:cdk:bundling-stacks": [] } });
  const webBuildDir = path.join(os.tmpdir(), "back-office-no-web-build");
  stack = new BackOfficeStack(app, "BackOffice", { defaultTenantId: "demo", webBuildDir });
  configuredStack = configuredParts(app);
  template = Template.fromStack(stack);
  configured = Template.fromStack(configuredStack);
}, 120_000);

function propertiesOf<P>(type: string): Map<string, P> {
  const found: Record<string, { Properties?: P }> = template.findResources(type);
  return new Map(
    Object.entries(found).flatMap(([id, resource]) => (resource.Properties ? [[id, resource.Properties] as const] : [])),
  );
}

function functionNamed(description: string): { id: string; props: FunctionProps } {
  const matches = [...propertiesOf<FunctionProps>("AWS::Lambda::Function")].filter(
    ([, props]) => props.Description === description,
  );
  expect(matches, `functions described "${description}"`).toHaveLength(1);
  const [id, props] = matches[0] ?? ["", undefined];
  if (!props) throw new Error(`no function ${description}`);
  return { id, props };
}

const groupFunction = (group: GroupName) => functionNamed(`Route group ${group}`);

function statementsOf(description: string): Statement[] {
  const roleId = functionNamed(description).props.Role["Fn::GetAtt"][0];
  return [...propertiesOf<PolicyProps>("AWS::IAM::Policy").values()]
    .filter((policy) => policy.Roles.some((role) => role.Ref === roleId))
    .flatMap((policy) => policy.PolicyDocument.Statement);
}

const actionsOf = (statement: Statement) => (Array.isArray(statement.Action) ? statement.Action : [statement.Action]);

function allowedActions(description: string): Set<string> {
  return new Set(statementsOf(description).flatMap(actionsOf));
}

function resourcesAllowed(description: string, action: string): unknown[] {
  return statementsOf(description)
    .filter((statement) => actionsOf(statement).includes(action))
    .flatMap((statement) => (Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource]));
}

function stateMachineId(job: JobName): string {
  const ids = [...propertiesOf(STATE_MACHINE).keys()].filter((id) => id.includes(job));
  expect(ids).toHaveLength(1);
  return ids[0] ?? "";
}

/** The state machine's definition, with CloudFormation references replaced by a placeholder. */
function definitionOf(job: JobName): { TimeoutSeconds?: number; States: Record<string, Record<string, unknown>> } {
  const props = propertiesOf<{ DefinitionString: { "Fn::Join": [string, unknown[]] } }>(STATE_MACHINE).get(
    stateMachineId(job),
  );
  const parts = props?.DefinitionString["Fn::Join"][1] ?? [];
  return JSON.parse(parts.map((part) => (typeof part === "string" ? part : "REF")).join(""));
}

describe("functions", () => {
  it("runs every product function on arm64 Node.js 22", () => {
    const nodeFunctions = [...propertiesOf<FunctionProps>("AWS::Lambda::Function").values()].filter((props) =>
      props.Runtime?.startsWith("nodejs"),
    );
    expect(nodeFunctions.length).toBeGreaterThanOrEqual(GROUP_NAMES.length);
    for (const props of nodeFunctions) {
      expect(props.Runtime).toBe("nodejs22.x");
      expect(props.Architectures).toEqual(["arm64"]);
    }
  });

  it.each(GROUP_NAMES)("creates one API function for route group %s, within API Gateway's timeout, with the API functions' memory", (group) => {
    const { props } = groupFunction(group);
    expect(props.Timeout).toBe(29);
    expect(props.MemorySize).toBe(API_FUNCTION_MEMORY_MB);
    expect(props.Environment?.Variables).toMatchObject({ DEFAULT_TENANT_ID: "demo", TABLE_NAME: { Ref: expect.any(String) } });
    expect(props.Environment?.Variables).not.toHaveProperty("JWT_SECRET");
  });

  it("gives each job task the memory and timeout of its definition", () => {
    for (const [job, definition] of Object.entries(JOBS)) {
      for (const task of definition.tasks) {
        const { props } = functionNamed(`Job ${job} task ${task.name}`);
        expect(props.MemorySize).toBe(task.memoryMb);
        expect(props.Timeout).toBe(task.timeoutSeconds);
      }
    }
  });

  it("keeps logs for one month", () => {
    template.allResourcesProperties("AWS::Logs::LogGroup", { RetentionInDays: 30 });
  });
});

describe("HTTP API", () => {
  it("has one route per route-table entry, each integrated with its group's function", () => {
    const routes = [...propertiesOf<{ RouteKey: string; Target: { "Fn::Join": [string, [string, Ref]] } }>(
      "AWS::ApiGatewayV2::Route",
    ).values()];
    const expected = allRoutes();
    expect(routes.map((route) => route.RouteKey).sort()).toEqual(expected.map((route) => route.routeKey).sort());
    expect(routes.map((route) => route.RouteKey)).toEqual(expect.arrayContaining(["POST /api/login", "PUT /api/users/{id}"]));

    const integrations = propertiesOf<{ IntegrationUri: GetAtt; PayloadFormatVersion: string }>(
      "AWS::ApiGatewayV2::Integration",
    );
    for (const { routeKey, group } of expected) {
      const route = routes.find((candidate) => candidate.RouteKey === routeKey);
      const integration = integrations.get(route?.Target["Fn::Join"][1][1].Ref ?? "");
      expect(integration?.PayloadFormatVersion).toBe("2.0");
      expect(integration?.IntegrationUri["Fn::GetAtt"][0], routeKey).toBe(groupFunction(group).id);
    }
  });

  it("lets API Gateway invoke each route group's function once for all its routes, keeping the template far from CloudFormation's 500 resources", () => {
    const permissions = Object.values(template.findResources("AWS::Lambda::Permission")).filter(
      (permission) => permission.Properties.Principal === "apigateway.amazonaws.com",
    );
    expect(permissions).toHaveLength(GROUP_NAMES.length);
    for (const permission of permissions) {
      expect(JSON.stringify(permission.Properties.SourceArn)).toContain("/*/*/*");
    }
    expect(Object.keys(template.toJSON().Resources).length).toBeLessThan(350);
  });

  it("configures no CORS", () => {
    template.hasResourceProperties("AWS::ApiGatewayV2::Api", { CorsConfiguration: Match.absent() });
  });
});

describe("data", () => {
  it("builds the table from the table definition, retained and protected from deletion, on demand, with PITR and TTL", () => {
    const key = (pk: string, sk: string) => [
      { AttributeName: pk, KeyType: "HASH" },
      { AttributeName: sk, KeyType: "RANGE" },
    ];
    template.resourceCountIs("AWS::DynamoDB::Table", 1);
    template.hasResource("AWS::DynamoDB::Table", {
      DeletionPolicy: "Retain",
      Properties: {
        BillingMode: "PAY_PER_REQUEST",
        KeySchema: key(TABLE.partitionKey, TABLE.sortKey),
        GlobalSecondaryIndexes: TABLE.globalIndexes.map((index) => ({
          IndexName: index.name,
          KeySchema: key(index.partitionKey, index.sortKey),
          Projection: { ProjectionType: "ALL" },
        })),
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
        DeletionProtectionEnabled: true,
      },
    });
  });

  it("keeps reports in a private bucket that expires them", () => {
    template.hasResourceProperties("AWS::S3::Bucket", {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: Match.objectLike({}),
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: 1, Status: "Enabled" })] },
    });
  });

  it("generates the JWT signing key in Secrets Manager", () => {
    template.resourceCountIs("AWS::SecretsManager::Secret", 1);
    template.hasResourceProperties("AWS::SecretsManager::Secret", {
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
    });
  });
});

describe("jobs", () => {
  it.each(JOB_NAMES)("%s: catches every task failure and has a timeout", (job) => {
    template.resourceCountIs(STATE_MACHINE, JOB_NAMES.length);
    const definition = definitionOf(job);
    expect(definition.TimeoutSeconds).toBe(JOBS[job].timeoutMinutes * 60);
    for (const task of JOBS[job].tasks) {
      expect(definition.States[task.name]?.Catch).toEqual([
        { ErrorEquals: ["States.ALL"], ResultPath: "$.error", Next: "RecordFailure" },
      ]);
    }
    expect(definition.States.RecordFailure?.Next).toBe("Failed");
    expect(definition.States.Failed?.Type).toBe("Fail");
  });

  it("runs the nightly aggregation at 03:00 São Paulo time", () => {
    const { id } = functionNamed("Nightly sales aggregation");
    template.hasResourceProperties("AWS::Scheduler::Schedule", {
      ScheduleExpression: "cron(0 3 * * ? *)",
      ScheduleExpressionTimezone: "America/Sao_Paulo",
      Target: Match.objectLike({ Arn: { "Fn::GetAtt": [id, "Arn"] } }),
    });
  });
});

describe("web", () => {
  interface DistributionProps {
    DistributionConfig: {
      CacheBehaviors?: { PathPattern: string; TargetOriginId: string }[];
      Origins: { Id: string; DomainName: unknown }[];
    };
  }

  it("serves the app through CloudFront, with SPA routing that leaves API errors alone", () => {
    template.hasResourceProperties("AWS::CloudFront::Distribution", {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: "index.html",
        CustomErrorResponses: Match.absent(),
        DefaultCacheBehavior: Match.objectLike({
          FunctionAssociations: [Match.objectLike({ EventType: "viewer-request" })],
        }),
      }),
    });
  });

  it("forwards /api/* uncached, with every method, to the HTTP API", () => {
    template.hasResourceProperties("AWS::CloudFront::Distribution", {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: "/api/*",
            AllowedMethods: ["GET", "HEAD", "OPTIONS", "PUT", "PATCH", "POST", "DELETE"],
            CachePolicyId: "4135ea2d-6df8-44a3-9df3-4b5a84be39ad", // CachingDisabled
            OriginRequestPolicyId: "b689b0a8-53d0-40ab-baf2-68738e2966ac", // AllViewerExceptHostHeader
          }),
        ],
      }),
    });
    const [distribution] = propertiesOf<DistributionProps>("AWS::CloudFront::Distribution").values();
    const config = distribution?.DistributionConfig;
    const apiBehavior = config?.CacheBehaviors?.find((behavior) => behavior.PathPattern === "/api/*");
    const origin = config?.Origins.find((candidate) => candidate.Id === apiBehavior?.TargetOriginId);
    const [apiId] = propertiesOf("AWS::ApiGatewayV2::Api").keys();
    expect(JSON.stringify(origin?.DomainName)).toContain(`{"Ref":"${apiId}"},".execute-api."`);
  });
});

describe("least privilege", () => {
  it("lets sales only read the table", () => {
    const actions = allowedActions("Route group sales");
    expect(actions).toContain("dynamodb:Query");
    for (const write of DYNAMODB_WRITES) expect(actions).not.toContain(write);
  });

  it("never lets anyone Scan the table", () => {
    for (const group of GROUP_NAMES) expect(allowedActions(`Route group ${group}`)).not.toContain("dynamodb:Scan");
  });

  it("keeps the JWT secret from integration", () => {
    expect(allowedActions("Route group integration")).not.toContain("secretsmanager:GetSecretValue");
    expect(groupFunction("integration").props.Environment?.Variables).not.toHaveProperty("JWT_SECRET_ARN");
  });

  it("lets reports start the report machine only", () => {
    expect(resourcesAllowed("Route group reports", "states:StartExecution")).toEqual([
      { Ref: stateMachineId("reportRendering") },
    ]);
    expect(groupFunction("reports").props.Environment?.Variables).toMatchObject({
      REPORT_STATE_MACHINE_ARN: { Ref: stateMachineId("reportRendering") },
    });
  });

  it("lets the report renderer write reports but the reports group only read them", () => {
    expect(allowedActions("Job reportRendering task render")).toContain("s3:PutObject");
    expect(allowedActions("Route group reports")).toContain("s3:GetObject");
    expect(allowedActions("Route group reports")).not.toContain("s3:PutObject");
  });

  function expectGrantsExactly(description: string, needs: FunctionNeeds): void {
    const actions = allowedActions(description);
    const variables = functionNamed(description).props.Environment?.Variables ?? {};
    expect(actions.has("dynamodb:PutItem")).toBe(needs.table === "readWrite");
    expect(actions.has("secretsmanager:GetSecretValue")).toBe(needs.jwtSecret);
    expect("JWT_SECRET_ARN" in variables).toBe(needs.jwtSecret);
    expect(actions.has("s3:GetObject")).toBe(needs.reportsBucket !== undefined);
    expect(actions.has("s3:PutObject")).toBe(needs.reportsBucket === "readWrite");
    const invokes = needs.invokesAggregation === true;
    expect(actions.has("lambda:InvokeFunction")).toBe(invokes);
    expect("AGGREGATION_FUNCTION_NAME" in variables).toBe(invokes);
  }

  it.each(GROUP_NAMES)("grants %s exactly what its needs say, with the ARN of each job it starts", (group) => {
    const needs: GroupNeeds = ROUTE_GROUPS[group].needs;
    const description = `Route group ${group}`;
    expectGrantsExactly(description, needs);

    const starts: readonly JobName[] = needs.startsJobs ?? [];
    expect(resourcesAllowed(description, "states:StartExecution")).toEqual(starts.map((job) => ({ Ref: stateMachineId(job) })));
    const variables = groupFunction(group).props.Environment?.Variables ?? {};
    for (const job of JOB_NAMES) {
      const variable = JOBS[job].stateMachineArnEnv;
      if (starts.includes(job)) expect(variables[variable]).toEqual({ Ref: stateMachineId(job) });
      else expect(variables).not.toHaveProperty(variable);
    }
  });

  it.each(JOB_NAMES)("grants the tasks of %s exactly what their definition says", (job) => {
    for (const task of JOBS[job].tasks) {
      const description = `Job ${job} task ${task.name}`;
      expectGrantsExactly(description, task.needs);
      expect(resourcesAllowed(description, "states:StartExecution")).toEqual([]);
    }
  });

  it("grants the failure recorder what its definition says", () => {
    expectGrantsExactly("Job failure recorder", JOB_FAILURE_RECORDER.needs);
  });
});

describe("cdk-nag", () => {
  /** Every finding of the AWS Solutions and Serverless packs not acknowledged with a reason. */
  function findings(scope: Stack): string[] {
    return nagPacks().flatMap((pack) =>
      pack
        .validateScope(scope)
        .violations.flatMap((violation) =>
          violation.violatingResources.map((resource) => `${violation.ruleName} at ${resource.constructPath}`),
        ),
    );
  }

  it("leaves no finding of the AWS Solutions and Serverless packs unaddressed", () => {
    expect(findings(stack)).toEqual([]);
  });

  it("leaves none either in what the alarm e-mail and custom domain add (TLS 1.2 is then required, not acknowledged)", () => {
    expect(findings(configuredStack)).toEqual([]);
  });
});

interface AlarmProps {
  MetricName?: string;
  Namespace?: string;
  EvaluationPeriods: number;
  TreatMissingData?: string;
  AlarmActions?: unknown[];
  Metrics?: { Id: string; Expression?: string; MetricStat?: { Metric: { MetricName: string; Namespace: string }; Stat: string } }[];
}

/** An alarm on one metric as it is, without metric math. */
const isDirect = (alarm: AlarmProps) => !alarm.Metrics?.some((metric) => metric.Expression);

/** The `namespace metricName` pairs an alarm watches, directly or through metric math. */
function watchedMetrics(alarm: AlarmProps): string[] {
  if (alarm.MetricName) return [`${alarm.Namespace} ${alarm.MetricName}`];
  return (alarm.Metrics ?? []).flatMap((metric) =>
    metric.MetricStat ? [`${metric.MetricStat.Metric.Namespace} ${metric.MetricStat.Metric.MetricName}`] : [],
  );
}

function alarmsWatching(metric: string): AlarmProps[] {
  return [...propertiesOf<AlarmProps>("AWS::CloudWatch::Alarm").values()].filter((alarm) => watchedMetrics(alarm).includes(metric));
}

const productFunctionCount = () =>
  [...propertiesOf<FunctionProps>("AWS::Lambda::Function").values()].filter((props) => props.Runtime?.startsWith("nodejs")).length;

describe("API hardening", () => {
  interface StageProps {
    StageName: string;
    AccessLogSettings: { DestinationArn: GetAtt; Format: string };
    DefaultRouteSettings: { ThrottlingRateLimit: number; ThrottlingBurstLimit: number };
    RouteSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
  }
  const defaultStage = () => {
    const [props] = propertiesOf<StageProps>("AWS::ApiGatewayV2::Stage").values();
    if (!props) throw new Error("no stage");
    return props;
  };

  it("writes one JSON access-log line per request, with request id, host, route, status and latency, to a kept log group", () => {
    const { StageName, AccessLogSettings } = defaultStage();
    expect(StageName).toBe("$default");
    expect(AccessLogSettings.Format).toBe(ACCESS_LOG_FORMAT);
    const logGroupId = AccessLogSettings.DestinationArn["Fn::GetAtt"][0];
    expect(propertiesOf<{ RetentionInDays: number }>("AWS::Logs::LogGroup").get(logGroupId)?.RetentionInDays).toBe(30);

    // As API Gateway fills it in: numbers where the format leaves them unquoted.
    const line = JSON.parse(
      AccessLogSettings.Format.replace(/"\$context\.[A-Za-z.]+"/g, '"x"').replace(/\$context\.[A-Za-z.]+/g, "200"),
    ) as Record<string, unknown>;
    expect(line).toMatchObject({ requestId: "x", host: "x", routeKey: "x", status: 200, responseLatency: 200 });
    expect(AccessLogSettings.Format).not.toMatch(/cookie|header|authorization|apiKey|identity|querystring/i);
  });

  it("throttles the whole stage and sign-in more tightly", () => {
    const { DefaultRouteSettings, RouteSettings } = defaultStage();
    expect(DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: STAGE_THROTTLE.rateLimit,
      ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit,
    });
    expect(allRoutes().map((route) => route.routeKey)).toContain(SIGN_IN_ROUTE);
    expect(RouteSettings).toEqual({
      [SIGN_IN_ROUTE]: { ThrottlingRateLimit: SIGN_IN_THROTTLE.rateLimit, ThrottlingBurstLimit: SIGN_IN_THROTTLE.burstLimit },
    });
    expect(SIGN_IN_THROTTLE.rateLimit).toBeLessThan(STAGE_THROTTLE.rateLimit);
  });

  it("counts each route's requests, latency and 5xx under its own group's metrics", () => {
    const filters = [...propertiesOf<{
      FilterPattern: string;
      MetricTransformations: { MetricNamespace: string; MetricName: string; MetricValue: string }[];
    }>("AWS::Logs::MetricFilter").values()];
    const patternsOf = (group: GroupName, metricName: string) =>
      filters
        .filter((filter) =>
          filter.MetricTransformations.some(
            (metric) => metric.MetricNamespace === `BackOffice/Api/${group}` && metric.MetricName === metricName,
          ),
        )
        .map((filter) => filter.FilterPattern)
        .join("\n");
    for (const { group, routeKey } of allRoutes()) {
      expect(patternsOf(group, "Latency"), routeKey).toContain(`$.routeKey = "${routeKey}"`);
      expect(patternsOf(group, "ServerErrors"), routeKey).toContain(`$.routeKey = "${routeKey}"`);
      for (const other of GROUP_NAMES.filter((name) => name !== group)) {
        expect(patternsOf(other, "Latency")).not.toContain(`"${routeKey}"`);
      }
    }
    for (const filter of filters) expect(filter.FilterPattern.length).toBeLessThanOrEqual(1024);
  });
});

describe("tracing, logs and failures", () => {
  it("traces every product function", () => {
    const nodeFunctions = [...propertiesOf<FunctionProps & { TracingConfig?: { Mode: string } }>("AWS::Lambda::Function").values()]
      .filter((props) => props.Runtime?.startsWith("nodejs"));
    for (const props of nodeFunctions) expect(props.TracingConfig, props.Description).toEqual({ Mode: "Active" });
  });

  it.each(JOB_NAMES)("%s: logs every state's events to a kept log group and traces executions", (job) => {
    const props = propertiesOf<{
      TracingConfiguration: { Enabled: boolean };
      LoggingConfiguration: { Level: string; IncludeExecutionData: boolean; Destinations: { CloudWatchLogsLogGroup: { LogGroupArn: GetAtt } }[] };
    }>(STATE_MACHINE).get(stateMachineId(job));
    expect(props?.TracingConfiguration).toEqual({ Enabled: true });
    expect(props?.LoggingConfiguration).toMatchObject({ Level: "ALL", IncludeExecutionData: false });
    const logGroupId = props?.LoggingConfiguration.Destinations[0]?.CloudWatchLogsLogGroup.LogGroupArn["Fn::GetAtt"][0] ?? "";
    expect(propertiesOf<{ RetentionInDays: number }>("AWS::Logs::LogGroup").get(logGroupId)?.RetentionInDays).toBe(30);
  });

  const failedWorkQueue = () => {
    const ids = [...propertiesOf("AWS::SQS::Queue").keys()];
    expect(ids).toHaveLength(1);
    return ids[0] ?? "";
  };

  it("sends the nightly aggregation's failed runs to the failed-work queue, from Lambda and from the scheduler", () => {
    const queueArn = { "Fn::GetAtt": [failedWorkQueue(), "Arn"] };
    expect(functionNamed("Nightly sales aggregation").props).toMatchObject({ DeadLetterConfig: { TargetArn: queueArn } });
    template.hasResourceProperties("AWS::Scheduler::Schedule", {
      Target: Match.objectLike({ DeadLetterConfig: { Arn: queueArn } }),
    });
  });

  it("sends every job execution that does not succeed to the failed-work queue", () => {
    template.hasResourceProperties("AWS::Events::Rule", {
      EventPattern: {
        source: ["aws.states"],
        "detail-type": ["Step Functions Execution Status Change"],
        detail: {
          status: ["FAILED", "TIMED_OUT", "ABORTED"],
          stateMachineArn: Match.arrayEquals(JOB_NAMES.map((job) => ({ Ref: stateMachineId(job) }))),
        },
      },
      Targets: [Match.objectLike({ Arn: { "Fn::GetAtt": [failedWorkQueue(), "Arn"] } })],
    });
  });

  it("writes the buckets' and CloudFront's access logs to the log bucket", () => {
    const buckets = propertiesOf<{ LoggingConfiguration?: { DestinationBucketName: Ref } }>("AWS::S3::Bucket");
    const logged = [...buckets.values()].filter((bucket) => bucket.LoggingConfiguration);
    expect(logged).toHaveLength(2);
    const logBucketId = logged[0]?.LoggingConfiguration?.DestinationBucketName.Ref ?? "";
    expect(buckets.has(logBucketId)).toBe(true);
    for (const bucket of logged) expect(bucket.LoggingConfiguration?.DestinationBucketName.Ref).toBe(logBucketId);
    template.hasResourceProperties("AWS::CloudFront::Distribution", {
      DistributionConfig: Match.objectLike({
        Logging: Match.objectLike({ Bucket: { "Fn::GetAtt": [logBucketId, "RegionalDomainName"] } }),
      }),
    });
  });
});

describe("least privilege, without wildcards", () => {
  it("names the table's indexes instead of index/*, and writes to the table only", () => {
    const tableId = [...propertiesOf("AWS::DynamoDB::Table").keys()][0] ?? "";
    const tableArn = { "Fn::GetAtt": [tableId, "Arn"] };
    expect(resourcesAllowed("Route group users", "dynamodb:Query")).toEqual([
      tableArn,
      ...TABLE.globalIndexes.map((index) => ({ "Fn::Join": ["", [tableArn, `/index/${index.name}`]] })),
    ]);
    expect(resourcesAllowed("Route group users", "dynamodb:PutItem")).toEqual([tableArn]);
  });

  it("lets the integration group invoke the aggregation function itself, not its versions", () => {
    const { id } = functionNamed("Nightly sales aggregation");
    expect(resourcesAllowed("Route group integration", "lambda:InvokeFunction")).toEqual([{ "Fn::GetAtt": [id, "Arn"] }]);
  });
});

describe("web TLS", () => {
  it("answers on the default certificate when no domain is given", () => {
    template.hasResourceProperties("AWS::CloudFront::Distribution", {
      DistributionConfig: Match.objectLike({ Aliases: Match.absent(), ViewerCertificate: Match.absent() }),
    });
  });

  it("serves the given domains with their certificate and TLS 1.2 at least", () => {
    configured.hasResourceProperties("AWS::CloudFront::Distribution", {
      DistributionConfig: Match.objectLike({
        Aliases: CUSTOM_DOMAIN.domainNames,
        ViewerCertificate: {
          AcmCertificateArn: CUSTOM_DOMAIN.certificateArn,
          MinimumProtocolVersion: "TLSv1.2_2021",
          SslSupportMethod: "sni-only",
        },
      }),
    });
  });
});

describe("alarms and dashboard", () => {
  const topicId = () => {
    const ids = [...propertiesOf("AWS::SNS::Topic").keys()];
    expect(ids).toHaveLength(1);
    return ids[0] ?? "";
  };

  it("sends every alarm to the one topic", () => {
    const alarms = [...propertiesOf<AlarmProps>("AWS::CloudWatch::Alarm").values()];
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) expect(alarm.AlarmActions).toEqual([{ Ref: topicId() }]);
  });

  it("subscribes the alarm e-mail from context, and nobody without it", () => {
    template.resourceCountIs("AWS::SNS::Subscription", 0);
    configured.resourceCountIs("AWS::SNS::Subscription", 1);
    configured.hasResourceProperties("AWS::SNS::Subscription", { Protocol: "email", Endpoint: ALARM_EMAIL });
  });

  it.each(GROUP_NAMES)("alarms on the 5xx rate and the p95 latency of route group %s", (group) => {
    const errorRate = alarmsWatching(`BackOffice/Api/${group} ServerErrors`);
    expect(errorRate).toHaveLength(1);
    expect(watchedMetrics(errorRate[0] as AlarmProps)).toContain(`BackOffice/Api/${group} Latency`);
    expect(errorRate[0]?.Metrics?.find((metric) => metric.Expression)?.Expression).toContain(`100 * FILL(errors_${group}, 0) / requests_${group}`);
    const latency = alarmsWatching(`BackOffice/Api/${group} Latency`).filter(isDirect);
    expect(latency).toHaveLength(1);
    expect(latency[0]?.Metrics?.[0]?.MetricStat?.Stat).toBe("p95");
  });

  it("alarms on every product function's errors, and on throttles in the functions' shared concurrency", () => {
    const direct = (metric: string) => alarmsWatching(metric).filter(isDirect);
    expect(direct("AWS/Lambda Errors")).toHaveLength(productFunctionCount());
    template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      Namespace: "AWS/Lambda",
      MetricName: "Throttles",
      Dimensions: Match.absent(),
      Threshold: 1,
    });
  });

  it("alarms on each job's failed executions, the failed-work queue and DynamoDB throttling", () => {
    expect(alarmsWatching("AWS/States ExecutionsFailed")).toHaveLength(JOB_NAMES.length);
    expect(alarmsWatching("AWS/SQS ApproximateNumberOfMessagesVisible")).toHaveLength(1);
    const throttling = alarmsWatching("AWS/DynamoDB ReadThrottleEvents");
    expect(throttling).toHaveLength(1);
    expect(watchedMetrics(throttling[0] as AlarmProps)).toContain("AWS/DynamoDB WriteThrottleEvents");
  });

  it("alarms when the 03:00 aggregation has not succeeded by 06:00: no successful run in the 26 hours before", () => {
    const { id } = functionNamed("Nightly sales aggregation");
    const nightly = [...propertiesOf<AlarmProps & { Metrics: { MetricStat?: { Metric: { Dimensions: unknown[] } } }[] }>(
      "AWS::CloudWatch::Alarm",
    ).values()].filter((alarm) => alarm.TreatMissingData === "breaching");
    expect(nightly).toHaveLength(1);
    expect(nightly[0]).toMatchObject({ EvaluationPeriods: 26, DatapointsToAlarm: 26, ComparisonOperator: "LessThanThreshold", Threshold: 1 });
    expect(watchedMetrics(nightly[0] as AlarmProps).sort()).toEqual(["AWS/Lambda Errors", "AWS/Lambda Invocations"]);
    for (const metric of nightly[0]?.Metrics ?? []) {
      if (metric.MetricStat) expect(metric.MetricStat.Metric.Dimensions).toEqual([{ Name: "FunctionName", Value: { Ref: id } }]);
    }
  });

  it("puts them on one dashboard", () => {
    template.resourceCountIs("AWS::CloudWatch::Dashboard", 1);
  });
});
