import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The built web app and its server render (the pages' heads come from the render). */
export const WEB_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
const SERVER_RENDER = fileURLToPath(new URL('../../../web/dist-server/render.js', import.meta.url));

/** Builds the web app once when a fresh checkout has none (call in beforeAll, before startTestApp). */
export function ensureWebBuild() {
  if (!existsSync(SERVER_RENDER) || !existsSync(`${WEB_DIST}/index.html`)) {
    execFileSync('npm', ['run', 'build', '--workspace', 'apps/web'], { stdio: 'ignore' });
  }
}
