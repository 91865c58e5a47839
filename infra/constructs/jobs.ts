import { Duration } from "aws-cdk-lib";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import * as sfn from "aws-cdk-lib/aws-stepfunctions";
import * as tasks from "aws-cdk-lib/aws-stepfunctions-tasks";
import { Construct } from "constructs";
import { JOB_FAILURE_RECORDER, JOBS, type JobDefinition } from "../../functions/jobs/definitions";
import type { GroupNeeds, JobName } from "../../functions/routes";
import { BackOfficeFunction, type BackOfficeResources } from "./backoffice-function";

/** What each job's tasks touch; the job definitions say what runs, this says what it may reach. */
const JOB_TASK_NEEDS: Record<JobName, GroupNeeds> = {
  pricingClassification: { table: "readWrite", jwtSecret: false },
  reportRendering: { table: "readWrite", jwtSecret: false, reportsBucket: "readWrite" },
};

const RECORDER_NEEDS: GroupNeeds = { table: "readWrite", jwtSecret: false };

/** One Step Functions state machine per job definition, sharing one failure recorder. */
export class Jobs extends Construct {
  readonly stateMachines: Record<JobName, sfn.StateMachine>;

  constructor(scope: Construct, id: string, resources: BackOfficeResources) {
    super(scope, id);
    const recorder = new BackOfficeFunction(this, "RecordFailure", {
      entry: JOB_FAILURE_RECORDER,
      description: "Job failure recorder",
      needs: RECORDER_NEEDS,
      resources,
    }).function;

    const build = (job: JobName) =>
      new JobStateMachine(this, job, { job, definition: JOBS[job], recorder, resources }).stateMachine;
    this.stateMachines = {
      pricingClassification: build("pricingClassification"),
      reportRendering: build("reportRendering"),
    };
  }
}

interface JobStateMachineProps {
  job: JobName;
  definition: JobDefinition;
  recorder: lambda.IFunction;
  resources: BackOfficeResources;
}

class JobStateMachine extends Construct {
  readonly stateMachine: sfn.StateMachine;

  constructor(scope: Construct, id: string, props: JobStateMachineProps) {
    super(scope, id);
    const { job, definition } = props;

    const onFailure = new tasks.LambdaInvoke(this, "RecordFailure", {
      lambdaFunction: props.recorder,
      payloadResponseOnly: true,
      resultPath: sfn.JsonPath.DISCARD,
    }).next(new sfn.Fail(this, "Failed", { error: "JobFailed", cause: `${job} failed` }));

    const steps = definition.tasks.map((task) => {
      const fn = new BackOfficeFunction(this, `Task-${task.name}`, {
        entry: task.entry,
        description: `Job ${job} task ${task.name}`,
        needs: JOB_TASK_NEEDS[job],
        resources: props.resources,
        memorySize: task.memoryMb,
        timeout: Duration.seconds(task.timeoutSeconds),
      }).function;
      // Results go under $.result and errors under $.error, so every later task and the failure
      // recorder still receive the job input (tenantId, jobId, params).
      return new tasks.LambdaInvoke(this, task.name, {
        lambdaFunction: fn,
        payloadResponseOnly: true,
        resultPath: "$.result",
      }).addCatch(onFailure, { errors: [sfn.Errors.ALL], resultPath: "$.error" });
    });

    const [first, ...rest] = steps;
    if (!first) throw new Error(`Job ${job} has no tasks`);
    const chain = rest.reduce((sequence, step) => sequence.next(step), sfn.Chain.start(first));

    this.stateMachine = new sfn.StateMachine(this, "StateMachine", {
      definitionBody: sfn.DefinitionBody.fromChainable(chain),
      timeout: Duration.minutes(definition.timeoutMinutes),
    });
  }
}
