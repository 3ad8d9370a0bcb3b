/** Where failures that the user never sees go (spec §8: "Start-up failure is only logged"). */
export interface Logger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}
