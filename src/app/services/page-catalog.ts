import type { CompiledMessages } from '../providers/locale';

/**
 * The page's catalog, from the address its bootstrap names (preloaded with the app's code, so
 * this usually waits for nothing). A dropped connection gets one more try a second later; after
 * that the page stays as the server sent it, readable, like a page whose scripts did not arrive.
 */
export async function fetchPageCatalog(url: string, { attempts = 2, pauseMs = 1000 } = {}): Promise<CompiledMessages> {
  for (let attempt = 1; ; attempt++) {
    try {
      // No options: the request must match the page's <link rel="preload" as="fetch" crossorigin>.
      const response = await fetch(url);
      if (response.ok) return (await response.json()) as CompiledMessages;
      if (attempt >= attempts) throw new Error(`the page's catalog answered ${response.status}`);
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}
