import * as apigwv2 from "aws-cdk-lib/aws-apigatewayv2";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import { Construct } from "constructs";
import { allRoutes, GROUP_NAMES, type GroupName, ROUTE_GROUPS } from "../../functions/plan/routes";
import { BackOfficeFunction, type BackOfficeResources } from "./backoffice-function";

const HTTP_METHODS = Object.values(apigwv2.HttpMethod);

function httpMethod(method: string): apigwv2.HttpMethod {
  const found = HTTP_METHODS.find((candidate) => candidate === method);
  if (!found) throw new Error(`Unsupported HTTP method in route table: ${method} (expected one of ${HTTP_METHODS.join(", ")})`);
  return found;
}

/**
 * One function per route group and one HTTP API route per route-table entry.
 * No CORS configuration: the web app is served from the same origin, and the API must not
 * answer preflights permissively (DESIGN §8).
 */
export class BackOfficeApi extends Construct {
  readonly httpApi: apigwv2.HttpApi;

  constructor(scope: Construct, id: string, resources: BackOfficeResources) {
    super(scope, id);
    this.httpApi = new apigwv2.HttpApi(this, "HttpApi", { description: "Back office API" });

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
        }),
      );
    }

    for (const route of allRoutes()) {
      const integration = integrations.get(route.group);
      if (!integration) throw new Error(`Route ${route.routeKey} names unknown group ${route.group}`);
      this.httpApi.addRoutes({ path: route.path, methods: [httpMethod(route.method)], integration });
    }
  }
}
