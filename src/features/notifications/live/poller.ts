import { backoffDelay } from './backoff';

export interface PollerOptions {
  interval: number;
  task(): Promise<void>;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * The fallback where EventSource is unavailable: runs the task every
 * interval; after a failure waits longer (backoff from the interval up to 8×)
 * so a struggling server is not polled harder.
 */
export class Poller {
  private timer: unknown = null;
  private failures = 0;
  private running = false;

  constructor(private readonly options: PollerOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(this.options.interval);
  }

  stop(): void {
    this.running = false;
    if (this.timer !== null)
      (this.options.clearTimer ?? clearTimeout)(this.timer as ReturnType<typeof setTimeout>);
    this.timer = null;
  }

  private schedule(ms: number): void {
    this.timer = (this.options.setTimer ?? setTimeout)(() => void this.tick(), ms);
  }

  private async tick(): Promise<void> {
    this.timer = null;
    try {
      await this.options.task();
      this.failures = 0;
    } catch {
      this.failures += 1;
    }
    if (!this.running) return;
    const { interval, random } = this.options;
    this.schedule(
      this.failures === 0
        ? interval
        : backoffDelay(this.failures, { base: interval, max: interval * 8, random }),
    );
  }
}
