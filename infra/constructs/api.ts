import { Stack } from "aws-cdk-lib";
import { AccessLogFormat } from "aws-cdk-lib/aws-apigateway";
import * as apigwv2 from "aws-cdk-lib/aws-apigatewayv2";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import * as logs from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";
import { type Access, allRoutes, GROUP_NAMES, type GroupName, ROUTE_GROUPS, type RouteEntry } from "../../functions/plan/routes";
import { acknowledgeRules } from "./nag";
import { BackOfficeFunction, type BackOfficeResources } from "./backoffice-function";

const HTTP_METHODS = Object.values(apigwv2.HttpMethod);

function httpMethod(method: string): apigwv2.HttpMethod {
  const found = HTTP_METHODS.find((candidate) => candidate === method);
  if (!found) throw new Error(`Unsupported HTTP method in route table: ${method} (expected one of ${HTTP_METHODS.join(", ")})`);
  return found;
}

/** Requests per second for the whole API, and the burst above it, before API Gateway answers 429. */
export const STAGE_THROTTLE = { rateLimit: 200, burstLimit: 400 } as const;
/**
 * Sign-in gets a tighter ceiling (all clients together): it slows a password-guessing flood and keeps the
 * deliberately slow password hashing from taking the session function's concurrency.
 */
export const SIGN_IN_ROUTE = "POST /api/login";
export const SIGN_IN_THROTTLE = { rateLimit: 10, burstLimit: 30 } as const;

/**
 * One JSON line per request. The host is the API's own (CloudFront forwards the viewer's in a header the
 * function logs); no headers, cookies, query strings or keys are written.
 */
export const ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: "$context.requestId",
  requestTime: "$context.requestTime",
  host: "$context.domainName",
  method: "$context.httpMethod",
  routeKey: "$context.routeKey",
  path: "$context.path",
  protocol: "$context.protocol",
  // Numbers unquoted, so that metric filters can compare and measure them.
  status: "$STATUS",
  responseLatency: "$LATENCY",
  responseLength: "$context.responseLength",
  integrationStatus: "$context.integrationStatus",
  integrationLatency: "$context.integrationLatency",
  integrationError: "$context.integrationErrorMessage",
  error: "$context.error.message",
})
  .replace('"$STATUS"', "$context.status")
  .replace('"$LATENCY"', "$context.responseLatency");

/** Per-group request metrics, counted from the access log (HTTP APIs publish none per integration). */
export interface RouteGroupMetrics {
  /** Response latency in ms; take p95 for the alarm, SampleCount for the number of requests. */
  latency: cloudwatch.Metric;
  /** Responses with status 500 or more. */
  serverErrors: cloudwatch.Metric;
}

// CloudWatch Logs refuses filter patterns longer than this; a group's routes are split across filters.
const MAX_FILTER_PATTERN = 1024;

/**
 * One function per route group and one HTTP API route per route-table entry.
 * No CORS configuration: the web app is served from the same origin, and the API must not
 * answer preflights permissively (DESIGN §8).
 */
export class BackOfficeApi extends Construct {
  readonly httpApi: apigwv2.HttpApi;
  readonly accessLogs: logs.LogGroup;
  readonly groupMetrics: ReadonlyMap<GroupName, RouteGroupMetrics>;

  constructor(scope: Construct, id: string, resources: BackOfficeResources) {
    super(scope, id);
    this.httpApi = new apigwv2.HttpApi(this, "HttpApi", { description: "Back office API", createDefaultStage: false });
    this.accessLogs = new logs.LogGroup(this, "AccessLogs", { retention: logs.RetentionDays.ONE_MONTH });
    const stage = this.httpApi.addStage("DefaultStage", {
      stageName: "$default",
      autoDeploy: true,
      throttle: STAGE_THROTTLE,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(ACCESS_LOG_FORMAT),
      },
    });
    acknowledgeRules(stage, {
      "Serverless-APIGWStructuredLogging":
        "The access log is JSON once API Gateway fills it in; status and latency are left unquoted so metric filters can compare and measure them, which is all that keeps the template's format text from parsing as JSON.",
    });

    const integrations = new Map<GroupName, HttpLambdaIntegration>();
    for (const group of GROUP_NAMES) {
      const { entry, needs } = ROUTE_GROUPS[group];
      const fn = new BackOfficeFunction(this, `Group-${group}`, {
        entry,
        description: `Route group ${group}`,
        needs,
        resources,
      }).function;
      integrations.set(
        group,
        new HttpLambdaIntegration(`${group}-integration`, fn, {
          payloadFormatVersion: apigwv2.PayloadFormatVersion.VERSION_2_0,
          // One invoke permission per function for any route of this API, not one per route: the routes
          // would otherwise take about 90 of the template's 500 resources, and every new route one more.
          scopePermissionToRoute: false,
        }),
      );
    }

    const routes = allRoutes();
    for (const route of routes) {
      const integration = integrations.get(route.group);
      if (!integration) throw new Error(`Route ${route.routeKey} names unknown group ${route.group}`);
      const [created] = this.httpApi.addRoutes({ path: route.path, methods: [httpMethod(route.method)], integration });
      if (!created) throw new Error(`No route created for ${route.routeKey}`);
      acknowledgeRules(created, { "AwsSolutions-APIG4": AUTHORIZATION_REASONS[route.access] });
      if (route.routeKey === SIGN_IN_ROUTE) {
        const cfnStage = stage.node.defaultChild as apigwv2.CfnStage;
        // Plain JSON to CloudFormation, hence its property names.
        cfnStage.routeSettings = {
          [SIGN_IN_ROUTE]: {
            ThrottlingRateLimit: SIGN_IN_THROTTLE.rateLimit,
            ThrottlingBurstLimit: SIGN_IN_THROTTLE.burstLimit,
          },
        };
        // A stage's route settings name a route that must already exist.
        cfnStage.node.addDependency(created);
      }
    }
    if (!routes.some((route) => route.routeKey === SIGN_IN_ROUTE)) throw new Error(`The route table has no ${SIGN_IN_ROUTE}`);

    this.groupMetrics = new Map(GROUP_NAMES.map((group) => [group, this.countGroup(group, routes)]));
  }

  private countGroup(group: GroupName, routes: readonly RouteEntry[]): RouteGroupMetrics {
    const namespace = `${Stack.of(this).stackName}/Api/${group}`;
    const keys = routes.filter((route) => route.group === group).map((route) => `$.routeKey = "${route.routeKey}"`);
    routeChunks(keys).forEach((chunk, index) => {
      const anyRoute = chunk.join(" || ");
      this.accessLogs.addMetricFilter(`Latency-${group}-${index}`, {
        filterPattern: logs.FilterPattern.literal(`{ ${anyRoute} }`),
        metricNamespace: namespace,
        metricName: "Latency",
        metricValue: "$.responseLatency",
        unit: cloudwatch.Unit.MILLISECONDS,
      });
      this.accessLogs.addMetricFilter(`ServerErrors-${group}-${index}`, {
        filterPattern: logs.FilterPattern.literal(`{ $.status >= 500 && (${anyRoute}) }`),
        metricNamespace: namespace,
        metricName: "ServerErrors",
        metricValue: "1",
        unit: cloudwatch.Unit.COUNT,
      });
    });
    return {
      latency: new cloudwatch.Metric({ namespace, metricName: "Latency", statistic: "p95" }),
      serverErrors: new cloudwatch.Metric({ namespace, metricName: "ServerErrors", statistic: "Sum" }),
    };
  }
}

/** Splits `$.routeKey = "…"` terms into groups whose joined pattern stays within CloudWatch's limit. */
function routeChunks(terms: readonly string[]): string[][] {
  const room = MAX_FILTER_PATTERN - "{ $.status >= 500 && () }".length;
  const chunks: string[][] = [];
  let current: string[] = [];
  for (const term of terms) {
    if (current.length > 0 && [...current, term].join(" || ").length > room) {
      chunks.push(current);
      current = [];
    }
    current.push(term);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

const SESSION_CHECK =
  "Authorized in the function, by the session cookie (a signed JWT) and the role the route table names " +
  "for this route; an API Gateway authorizer would repeat that check for every request.";

const AUTHORIZATION_REASONS: Record<Access, string> = {
  public:
    "Public by design: signing in and out, and the company's name and logo shown on the sign-in page.",
  user: SESSION_CHECK,
  admin: SESSION_CHECK,
  apiKey:
    "Authorized in the function by the company's integration key, the credential the store's own " +
    "systems send; API Gateway has no authorizer for it that would not repeat that check.",
};
