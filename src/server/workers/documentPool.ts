import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { DocumentTask } from '../documents/documentTasks';
import { ServiceUnavailable } from '../http/ServiceUnavailable';

/** Thrown when the pool's queue is full: the caller answers 503 with Retry-After. */
export class DocumentQueueFull extends ServiceUnavailable {
  constructor() {
    super(
      'Documents are being made for many visitors at once. Please try again in a moment.',
      'busy',
      10,
    );
    this.name = 'DocumentQueueFull';
  }
}

export interface DocumentPoolOptions {
  /** Documents waiting for a thread before new ones are refused. */
  maxQueue?: number;
  /** Worker threads: by default half the cores (at least one), so pages keep the rest. */
  threads?: number;
}

const TS_WORKER_ENTRY = new URL('./tsWorkerEntry.mjs', import.meta.url).href;

async function startPool(
  maxQueue: number,
  threads: number,
): Promise<Piscina<DocumentTask, Uint8Array>> {
  // A dynamic import: built, this is the worker's own entry file beside main.js.
  const { DOCUMENT_WORKER_URL } = await import('./documentWorker');
  const fromSource = DOCUMENT_WORKER_URL.endsWith('.ts');
  return new Piscina({
    filename: fromSource ? TS_WORKER_ENTRY : DOCUMENT_WORKER_URL,
    workerData: fromSource ? { tsModule: DOCUMENT_WORKER_URL } : undefined,
    minThreads: 0,
    maxThreads: threads,
    maxQueue,
    idleTimeout: 30_000,
  });
}

/**
 * Quote PDFs (and the other documents a visitor can ask for) are drawn in worker threads of
 * a piscina pool (https://github.com/piscinajs/piscina), never on the request thread: drawn
 * there, 100 at once stalled every request for seconds. The queue is bounded: past
 * `maxQueue` waiting documents a new one is refused at once (DocumentQueueFull, a 503 with
 * Retry-After) rather than waiting minutes. Threads start when first needed and end when idle.
 */
export class DocumentPool {
  private pool: Promise<Piscina<DocumentTask, Uint8Array>> | undefined;

  constructor(private readonly options: DocumentPoolOptions = {}) {}

  async build(task: DocumentTask): Promise<Buffer> {
    this.pool ??= startPool(
      this.options.maxQueue ?? 64,
      this.options.threads ?? Math.max(1, Math.floor(availableParallelism() / 2)),
    );
    const pool = await this.pool;
    let bytes: Uint8Array;
    try {
      bytes = await pool.run(task);
    } catch (error) {
      if (error instanceof Error && error.message === 'Task queue is at limit') {
        throw new DocumentQueueFull();
      }
      throw error;
    }
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  async close(): Promise<void> {
    if (this.pool) await (await this.pool).destroy();
  }
}
