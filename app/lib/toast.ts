import { z } from "zod";

export const ToastSchema = z.object({
  id: z.string(),
  type: z.enum(["success", "error", "info", "message"]).default("message"),
  title: z.string(),
  description: z.string().optional(),
});
export type Toast = z.infer<typeof ToastSchema>;
export type ToastInput = Omit<Toast, "id" | "type"> & { id?: string; type?: Toast["type"] };
