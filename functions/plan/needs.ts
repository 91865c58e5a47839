/**
 * What a function may touch in AWS, for least-privilege grants. Route groups (functions/plan/routes.ts) and job
 * tasks (functions/plan/jobs.ts) declare it; the CDK grants exactly this and sets the matching
 * environment.
 */
export interface FunctionNeeds {
  table: "read" | "readWrite";
  jwtSecret: boolean;
  reportsBucket?: "read" | "readWrite";
  invokesAggregation?: boolean;
}
