import { CfnResource, Duration, Stack } from "aws-cdk-lib";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import * as logs from "aws-cdk-lib/aws-logs";
import * as sfn from "aws-cdk-lib/aws-stepfunctions";
import * as tasks from "aws-cdk-lib/aws-stepfunctions-tasks";
import { Construct } from "constructs";
import {
  JOB_FAILURE_RECORDER,
  JOB_NAMES,
  JOBS,
  type JobDefinition,
  type JobName,
  type JobTask,
  TASK_ERROR_PATH,
  TASK_MORE_PATH,
  TASK_RESULT_PATH,
} from "../../functions/plan/jobs";
import { acknowledgeRules, nagArnToken } from "./nag";
import { BackOfficeFunction, type BackOfficeResources } from "./backoffice-function";

/** One Step Functions state machine per job definition, sharing one failure recorder. */
export class Jobs extends Construct {
  readonly stateMachines: ReadonlyMap<JobName, sfn.StateMachine>;

  constructor(scope: Construct, id: string, resources: BackOfficeResources) {
    super(scope, id);
    const recorder = failureRecorder(this, "RecordFailure", resources);
    this.stateMachines = new Map(
      JOB_NAMES.map((job) => [job, new JobStateMachine(this, job, { name: job, definition: JOBS[job], recorder, resources }).stateMachine]),
    );
  }
}

/** The function every job's catch calls to mark the job failed. */
export function failureRecorder(scope: Construct, id: string, resources: BackOfficeResources): lambda.IFunction {
  return new BackOfficeFunction(scope, id, {
    entry: JOB_FAILURE_RECORDER.entry,
    description: "Job failure recorder",
    needs: JOB_FAILURE_RECORDER.needs,
    resources,
  }).function;
}

export interface JobStateMachineProps {
  name: string;
  definition: JobDefinition;
  recorder: lambda.IFunction;
  resources: BackOfficeResources;
}

/**
 * A job's tasks in sequence, each a function with its definition's limits and needs; a repeating task goes
 * back to itself while it answers `more` (a Choice state); any failure is recorded.
 */
export class JobStateMachine extends Construct {
  readonly stateMachine: sfn.StateMachine;

  constructor(scope: Construct, id: string, props: JobStateMachineProps) {
    super(scope, id);
    const { name, definition } = props;

    const onFailure = new tasks.LambdaInvoke(this, "RecordFailure", {
      lambdaFunction: props.recorder,
      payloadResponseOnly: true,
      resultPath: sfn.JsonPath.DISCARD,
    }).next(new sfn.Fail(this, "Failed", { error: "JobFailed", cause: `${name} failed` }));

    const invoked: lambda.IFunction[] = [props.recorder];
    const step = (task: JobTask): sfn.TaskStateBase => {
      const fn = new BackOfficeFunction(this, `Task-${task.name}`, {
        entry: task.entry,
        description: `Job ${name} task ${task.name}`,
        needs: task.needs,
        resources: props.resources,
        memorySize: task.memoryMb,
        timeout: Duration.seconds(task.timeoutSeconds),
      }).function;
      invoked.push(fn);
      // The whole state goes in (payloadResponseOnly, no InputPath); the output goes under TASK_RESULT_PATH
      // and an error under TASK_ERROR_PATH, so later tasks and the recorder still have the job input.
      return new tasks.LambdaInvoke(this, task.name, {
        lambdaFunction: fn,
        payloadResponseOnly: true,
        resultPath: TASK_RESULT_PATH,
      }).addCatch(onFailure, { errors: [sfn.Errors.ALL], resultPath: TASK_ERROR_PATH });
    };
    // Each task's state follows the one before; a repeating task's Choice loops back to it, and what comes
    // next follows the Choice's way out.
    const [first, ...rest] = definition.tasks;
    const stage = (task: JobTask): { start: sfn.TaskStateBase; end: sfn.INextable } => {
      const state = step(task);
      if (!task.repeatsWhileMore) return { start: state, end: state };
      const finished = new sfn.Pass(this, `${task.name} finished`);
      state.next(
        new sfn.Choice(this, `${task.name} has more`)
          .when(sfn.Condition.booleanEquals(TASK_MORE_PATH, true), state)
          .otherwise(finished),
      );
      return { start: state, end: finished };
    };
    const head = stage(first);
    rest.reduce((previous, task) => {
      const next = stage(task);
      previous.end.next(next.start);
      return next;
    }, head);

    // Under /aws/vendedlogs/ so that Step Functions' log delivery does not grow the account's log resource policy.
    const logGroup = new logs.LogGroup(this, "Logs", {
      logGroupName: `/aws/vendedlogs/states/${Stack.of(this).stackName}-${name}`,
      retention: logs.RetentionDays.ONE_MONTH,
    });
    this.stateMachine = new sfn.StateMachine(this, "StateMachine", {
      definitionBody: sfn.DefinitionBody.fromChainable(head.start),
      timeout: Duration.minutes(definition.timeoutMinutes),
      // Every state's events, without the payloads (tenant data); the execution history keeps those.
      logs: { destination: logGroup, level: sfn.LogLevel.ALL, includeExecutionData: false },
      tracingEnabled: true,
    });

    acknowledgeRules(this.stateMachine.role, {
      "AwsSolutions-IAM5[Resource::*]":
        "CloudWatch Logs delivery (logs:CreateLogDelivery and the rest) and X-Ray (xray:PutTraceSegments and the rest) " +
        "support no resource-level permissions.",
      // Functions built here; an imported one (in tests) has no resource of this stack to name.
      ...Object.fromEntries(
        invoked.filter((fn) => CfnResource.isCfnResource(fn.node.defaultChild)).map((fn) => [
          `AwsSolutions-IAM5[Resource::${nagArnToken(fn)}:*]`,
          "LambdaInvoke grants the function and its qualified ARNs (`:*`, versions and aliases of that one function); no other function.",
        ]),
      ),
    });
  }
}
