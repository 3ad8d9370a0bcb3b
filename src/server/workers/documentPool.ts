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

/**
 * piscina's refusals of a task: its Errors.TaskQueueAtLimit and, with maxQueue 0,
 * NoTaskQueueAvailable (node_modules/piscina/dist/errors.js; the package does not export them).
 */
const QUEUE_FULL_MESSAGES = new Set([
  'Task queue is at limit',
  'No task queue available and all Workers are busy',
]);

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

/** The app's two pools (docs/operations.md "Documents"), each with its own bound. */
export interface DocumentPools {
  /** Quote, invoice, certificate and specimen PDFs: DOCUMENT_QUEUE_MAX waiting. */
  pdfs: DocumentPool;
  /** Order and trial zips, seconds each: ZIP_QUEUE_MAX waiting. */
  zips: DocumentPool;
}

/** How long a paid order's document waits for room in a full queue, trying again meanwhile. */
const WAIT_FOR_ROOM_MS = 30_000;
const TRY_AGAIN_MS = 250;

/**
 * Every document the server makes (quote, invoice, certificate and specimen PDFs; order and
 * trial zips) is made in worker threads of a piscina pool (https://github.com/piscinajs/piscina),
 * never on the request thread: drawn there, 100 quotes at once stalled every request for
 * seconds, and a web-licensed order's zip holds a thread for seconds. The app keeps one pool
 * for PDFs and one for zips, each with its own bound (DOCUMENT_QUEUE_MAX, ZIP_QUEUE_MAX), so
 * a run on zips never queues a quote behind them. Past `maxQueue` waiting documents a new one
 * is refused at once (DocumentQueueFull, a 503 with Retry-After) rather than waiting minutes.
 * Threads start when first needed and end when idle.
 */
export class DocumentPool {
  private pool: Promise<Piscina<DocumentTask, Uint8Array>> | undefined;

  constructor(private readonly options: DocumentPoolOptions = {}) {}

  /**
   * The document, or DocumentQueueFull at once when the queue is full. Aborting `signal`
   * (the server closing) ends a document under way and rejects.
   */
  async build(task: DocumentTask, signal?: AbortSignal): Promise<Buffer> {
    this.pool ??= startPool(
      this.options.maxQueue ?? 64,
      this.options.threads ?? Math.max(1, Math.floor(availableParallelism() / 2)),
    );
    const pool = await this.pool;
    let bytes: Uint8Array;
    try {
      bytes = await pool.run(task, { signal: signal ?? null });
    } catch (error) {
      if (error instanceof Error && QUEUE_FULL_MESSAGES.has(error.message)) {
        throw new DocumentQueueFull();
      }
      throw error;
    }
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /**
   * For what a paid order needs without a visitor waiting for it (the confirmation e-mail's
   * invoice): a full queue is tried again until there is room, for up to half a minute, instead
   * of refused at once; only then DocumentQueueFull.
   */
  async buildWhenRoom(task: DocumentTask): Promise<Buffer> {
    const giveUpAt = Date.now() + WAIT_FOR_ROOM_MS;
    for (;;) {
      try {
        return await this.build(task);
      } catch (error) {
        if (!(error instanceof DocumentQueueFull) || Date.now() >= giveUpAt) throw error;
        await new Promise((resolve) => setTimeout(resolve, TRY_AGAIN_MS));
      }
    }
  }

  async close(): Promise<void> {
    if (this.pool) await (await this.pool).destroy();
  }
}
