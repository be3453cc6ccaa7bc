// `BENCH_BASELINE=<git ref>`: the shop at that revision, beside the one under test, so a change is measured before
// and after on the same machine in the same run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, type ShopProcess } from '../../scripts/testing/shop-process.ts';
import { startShop } from './shop-server.ts';

export interface BaselineShop {
  /** the ref and the commit it names */
  label: string;
  shop: ShopProcess;
  /** stops the shop and removes its worktree */
  remove(): Promise<void>;
}

const git = (args: string[], cwd = repoRoot) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

export interface BaselineCheckout {
  /** the ref and the commit it names */
  label: string;
  /** the worktree's folder */
  dir: string;
  remove(): void;
}

/**
 * Checks the ref out in a temporary git worktree and hard-links this checkout's node_modules folders into it (a link
 * per file, so nothing is downloaded and the workspace links point into the worktree).
 */
export function checkOutBaseline(ref: string): BaselineCheckout {
  const commit = git(['rev-parse', '--short', `${ref}^{commit}`]);
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'healthy-grains-baseline-')), 'shop');
  git(['worktree', 'add', '--detach', dir, commit]);
  const remove = () => {
    git(['worktree', 'remove', '--force', dir]);
    rmSync(path.dirname(dir), { recursive: true, force: true });
  };
  try {
    for (const folder of ['.', ...readdirSync(repoRoot)]) {
      const modules = path.join(repoRoot, folder, 'node_modules');
      if (folder !== 'node_modules' && existsSync(modules) && existsSync(path.join(dir, folder))) {
        execFileSync('cp', ['-al', modules, path.join(dir, folder, 'node_modules')]);
      }
    }
  } catch (error) {
    remove();
    throw error;
  }
  return { label: `${ref} (${commit})`, dir, remove };
}

/**
 * The ref's checkout (`checkOutBaseline`), started by `start`: by default with `npm start`, which builds its front
 * ends first.
 */
export async function startBaselineShop(
  ref: string,
  start: (dir: string) => Promise<ShopProcess> = (dir) => startShop({}, dir),
): Promise<BaselineShop> {
  const checkout = checkOutBaseline(ref);
  try {
    const shop = await start(checkout.dir);
    return {
      label: checkout.label,
      shop,
      remove: async () => {
        await shop.stop();
        checkout.remove();
      },
    };
  } catch (error) {
    checkout.remove();
    throw error;
  }
}
