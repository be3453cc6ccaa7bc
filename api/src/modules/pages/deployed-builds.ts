/** How often, at most, the remotes' manifests are read again to notice a remote deployed anew at its address. */
const CHECK_EVERY_MS = 1000;
/** A manifest that takes longer is read at the next check. */
const MANIFEST_TIMEOUT_MS = 2000;

type Manifest = { metaData?: { buildInfo?: { buildVersion?: unknown } } };

async function manifestBuild(url: URL): Promise<string | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    if (!response.ok) return undefined;
    const version = ((await response.json()) as Manifest).metaData?.buildInfo?.buildVersion;
    return typeof version === 'string' ? version : undefined;
  } catch {
    // an unreachable remote, or one being deployed, is read again at the next check
    return undefined;
  }
}

/**
 * The build each remote's manifest names, read again at most once a second while pages are asked for. A remote
 * whose build changed was deployed anew at its address: `onRedeployed` hears of it, and the renderers are told to
 * load it anew, so a page's markup and the scripts a browser loads for it come from one build.
 */
export class DeployedBuilds {
  private builds: Readonly<Record<string, string>> = {};
  private lastCheck = 0;

  constructor(private readonly onRedeployed: (name: string, build: string) => void) {}

  /** By federation name, the build each manifest named at the last check. */
  get current(): Readonly<Record<string, string>> {
    return this.builds;
  }

  /**
   * Starts reading the manifests of `remotes` (relative addresses resolve on `origin`) unless read within a second;
   * resolves once those reads are done, for a caller that waits for them (a page goes on without).
   */
  async check(remotes: Readonly<Record<string, string>>, origin: string): Promise<void> {
    if (Date.now() - this.lastCheck < CHECK_EVERY_MS) return;
    this.lastCheck = Date.now();
    await Promise.all(Object.entries(remotes).map(([name, url]) => this.read(name, new URL(url, origin))));
  }

  private async read(name: string, url: URL) {
    const build = await manifestBuild(url);
    const before = this.builds[name];
    if (build === undefined || build === before) return;
    this.builds = { ...this.builds, [name]: build };
    if (before !== undefined) this.onRedeployed(name, build);
  }
}
