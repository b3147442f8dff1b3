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
  stop(): Promise<number>;
  exited: Promise<number>;
}

export function launchPortal(options?: LaunchOptions): Promise<LaunchedPortal>;
