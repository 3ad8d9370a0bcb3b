/**
 * What a use case or worker tells the operator: a line with its structured details
 * (`{ err, order_id }`). The server's pino logger is one; use cases never see Fastify.
 */
export interface Logger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}
