/** The envelope every API answer carries, whatever the area (spec §7, DESIGN §8). */
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
