import type { Role } from "../../shared/roles";

/** A user as stored. `passwordHash` never leaves the functions; see toUserView. */
export interface UserRecord {
  pk: string;
  sk: string;
  tenantId: string;
  id: number;
  name: string;
  username: string;
  avatar: string;
  role: Role;
  passwordHash: string;
  /** Bumped on password change; sessions signed with an older version end. */
  sessionVersion: number;
}
