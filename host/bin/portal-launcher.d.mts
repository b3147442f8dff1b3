export interface LaunchOptions {
  port?: number | string;
  gatewayPort?: number | string;
  releasesPort?: number | string;
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export interface LaunchedPortal {
  url: string;
  gatewayUrl: string;
  /** Process ids of the three services (the bench reads their CPU time). */
  pids: { gateway: number; releases: number; host: number };
  stop(): Promise<number>;
  exited: Promise<number>;
}

export function launchPortal(options?: LaunchOptions): Promise<LaunchedPortal>;
