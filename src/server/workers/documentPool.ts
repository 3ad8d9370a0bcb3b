import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
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
  /**
   * Where the worker module that builds a task is (documents/documentWorkerUrl.ts), asked when
   * the first document is made. The pool knows how to run tasks, not which there are, so the
   * features that make documents never import it back.
   */
  workerUrl: () => Promise<string>;
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

async function startPool<Task extends object>(
  workerUrl: () => Promise<string>,
  maxQueue: number,
  threads: number,
): Promise<Piscina<Task, Uint8Array>> {
  const url = await workerUrl();
  // Built, the worker is its own entry file beside main.js; from source, tsx loads it.
  const fromSource = url.endsWith('.ts');
  return new Piscina({
    filename: fromSource ? TS_WORKER_ENTRY : url,
    workerData: fromSource ? { tsModule: url } : undefined,
    minThreads: 0,
    maxThreads: threads,
    maxQueue,
    idleTimeout: 30_000,
  });
}

/** What a feature asks of a pool: a document of its own kind, built off the request thread. */
export interface DocumentBuilder<Task extends object> {
  build(task: Task, signal?: AbortSignal): Promise<Buffer>;
  buildWhenRoom(task: Task): Promise<Buffer>;
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
export class DocumentPool<Task extends object = object> implements DocumentBuilder<Task> {
  private pool: Promise<Piscina<Task, Uint8Array>> | undefined;

  constructor(private readonly options: DocumentPoolOptions) {}

  /**
   * The document, or DocumentQueueFull at once when the queue is full. Aborting `signal`
   * (the server closing) ends a document under way and rejects.
   */
  async build(task: Task, signal?: AbortSignal): Promise<Buffer> {
    this.pool ??= startPool<Task>(
      this.options.workerUrl,
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
  async buildWhenRoom(task: Task): Promise<Buffer> {
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
