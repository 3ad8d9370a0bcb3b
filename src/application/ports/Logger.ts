/** Where failures that the user never sees go (docs/spec.md §8: "Start-up failure is only logged"). */
export interface Logger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}
