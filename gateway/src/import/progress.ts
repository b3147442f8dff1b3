/**
 * A one-line progress bar on stderr: bytes read of the file, records per second, ETA. Redrawn
 * at most every 200 ms; on a non-TTY stderr it prints a line every 5 s instead.
 */
export class Progress {
  private lastDraw = Date.now();
  private readonly started = Date.now();
  private readonly tty: boolean;

  constructor(
    private readonly label: string,
    private readonly totalBytes: number,
    private readonly out: NodeJS.WriteStream = process.stderr,
  ) {
    this.tty = Boolean(out.isTTY);
  }

  update(bytes: number, records: number, force = false): void {
    const now = Date.now();
    if (!force && now - this.lastDraw < (this.tty ? 200 : 5000)) return;
    this.lastDraw = now;
    const seconds = Math.max((now - this.started) / 1000, 0.001);
    const fraction = this.totalBytes ? Math.min(bytes / this.totalBytes, 1) : 0;
    const rate = records / seconds;
    const eta = fraction > 0 ? (seconds / fraction) * (1 - fraction) : NaN;
    const width = 24;
    const filled = Math.round(fraction * width);
    const bar = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`;
    const line = `${this.label} ${bar} ${(fraction * 100).toFixed(1).padStart(5)}% ${records} records ${Math.round(rate)}/s ETA ${formatSeconds(eta)}`;
    this.out.write(this.tty ? `\r${line}\u001b[K` : `${line}\n`);
  }

  done(bytes: number, records: number): void {
    this.update(bytes, records, true);
    if (this.tty) this.out.write('\n');
  }
}

export function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds)) return '--:--';
  const s = Math.round(seconds);
  const m = Math.floor(s / 60);
  return `${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
