import { CfnResource, Stack, Token, Validations } from "aws-cdk-lib";
import { AwsSolutionsChecks, ServerlessChecks } from "cdk-nag";
import type { IConstruct } from "constructs";

/** The cdk-nag packs the stack is held to: `cdk synth` fails on a finding, and so does the nag test. */
export function nagPacks(): [AwsSolutionsChecks, ServerlessChecks] {
  return [new AwsSolutionsChecks(), new ServerlessChecks()];
}

/**
 * Accepts cdk-nag rules on one construct, each with the reason it does not apply here. A construct holding
 * several CloudFormation resources (a function and its role) covers them all, so name the narrowest one.
 */
export function acknowledgeRules(scope: IConstruct, reasons: Readonly<Record<string, string>>): void {
  for (const [id, reason] of Object.entries(reasons)) Validations.of(scope).acknowledge({ id, reason });
}

/** How cdk-nag writes a resource's ARN inside a finding id, e.g. `<Reports65402A0A.Arn>`. */
export function nagArnToken(scope: IConstruct): string {
  const resource = scope.node.defaultChild ?? scope;
  if (!CfnResource.isCfnResource(resource)) throw new Error(`${scope.node.path} has no CloudFormation resource`);
  return `<${Stack.of(resource).resolve(resource.logicalId)}.Arn>`;
}

/** How cdk-nag writes a stack's partition, account or region: the value when known, else `<AWS::Region>` and the like. */
export function nagStackValue(stack: Stack, value: "partition" | "account" | "region"): string {
  const pseudo = { partition: "AWS::Partition", account: "AWS::AccountId", region: "AWS::Region" } as const;
  return Token.isUnresolved(stack[value]) ? `<${pseudo[value]}>` : stack[value];
}
