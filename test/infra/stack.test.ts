import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { App } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { JOB_FAILURE_RECORDER, JOB_NAMES, JOBS, type JobName } from "../../functions/plan/jobs";
import type { FunctionNeeds } from "../../functions/plan/needs";
import { TABLE } from "../../functions/lib/table";
import { allRoutes, GROUP_NAMES, type GroupName, type GroupNeeds, ROUTE_GROUPS } from "../../functions/plan/routes";
import { REPO_ROOT } from "../../infra/build/paths";
import { BackOfficeStack } from "../../infra/stack";

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

let template: Template;

beforeAll(() => {
  // The feature flags of cdk.json, as `cdk synth` applies them; no bundling (the bundle tests cover it).
  const { context } = JSON.parse(readFileSync(path.join(REPO_ROOT, "cdk.json"), "utf8")) as { context: Record<string, unknown> };
  const app = new App({ context: { ...context, "aws:cdk:bundling-stacks": [] } });
  const stack = new BackOfficeStack(app, "BackOffice", {
    defaultTenantId: "demo",
    webBuildDir: path.join(os.tmpdir(), "back-office-no-web-build"),
  });
  template = Template.fromStack(stack);
}, 60_000);

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

  it.each(GROUP_NAMES)("creates one API function for route group %s, within API Gateway's timeout", (group) => {
    const { props } = groupFunction(group);
    expect(props.Timeout).toBe(29);
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

  it("configures no CORS", () => {
    template.hasResourceProperties("AWS::ApiGatewayV2::Api", { CorsConfiguration: Match.absent() });
  });
});

describe("data", () => {
  it("builds the table from the table definition, retained, on demand, with PITR and TTL", () => {
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
    expect(allowedActions("Route group reports")).toContain("s3:GetObject*");
    expect(allowedActions("Route group reports")).not.toContain("s3:PutObject");
  });

  function expectGrantsExactly(description: string, needs: FunctionNeeds): void {
    const actions = allowedActions(description);
    const variables = functionNamed(description).props.Environment?.Variables ?? {};
    expect(actions.has("dynamodb:PutItem")).toBe(needs.table === "readWrite");
    expect(actions.has("secretsmanager:GetSecretValue")).toBe(needs.jwtSecret);
    expect("JWT_SECRET_ARN" in variables).toBe(needs.jwtSecret);
    expect(actions.has("s3:GetObject*")).toBe(needs.reportsBucket !== undefined);
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
