/** The envelope every API answer carries (spec §7, DESIGN §8). */
export type MessageType = "info" | "alert" | "error" | "success";

export interface ApiMessage {
  type: MessageType;
  msg: string;
}

export interface ApiEnvelope<T> {
  success: boolean;
  data?: T;
  message?: ApiMessage;
}

/** The signed-in user as the browser keeps it (spec §3 "Current user"). */
export interface CurrentUser {
  id: number;
  name: string;
  username: string;
  avatar: string;
  admin: boolean;
}

export interface TenantData {
  byname: string;
}

export interface TenantLogo {
  logo: string;
}
