import type { SaveProductAnswer } from '../../../machines/product-editor.machine';
import type { AdminProductSummary, AdminSite, ProductDraft, UploadedImage } from '../../domain/contracts/admin-catalog';
import { AdminApiError, type Request } from './api';

/** The server's field issues in a refusal's data (`{ issues: [{ field, problem }] }`), if any. */
export function issuesOf(error: AdminApiError): { field: string; problem: string }[] {
  const issues = (error.data as { issues?: unknown } | null)?.issues;
  return Array.isArray(issues) ? issues.filter((issue): issue is { field: string; problem: string } => typeof issue?.field === 'string').map((issue) => ({ field: issue.field, problem: String(issue.problem ?? '') })) : [];
}

/** The catalog calls of the Products section (owners): sites, a site's products, uploads, saving. */
export function catalogCalls(request: Request, csrfToken: string) {
  return {
    sites: async () => (await request<{ items: AdminSite[] }>('GET', '/sites')).items,
    products: async (siteId: string) => (await request<{ items: AdminProductSummary[] }>('GET', `/products?siteId=${encodeURIComponent(siteId)}`)).items,
    /** One photo through the server's image pipeline: where it is kept and its size. */
    upload: (file: Blob, name: string) => {
      const body = new FormData();
      body.append('image', file, name);
      return request<UploadedImage>('POST', '/uploads', { body, csrfToken });
    },
    /**
     * The editor machine's `saveProduct`: a refusal (4xx) is an answer with the server's message
     * and field issues (a taken address names the `id` field, an unknown site the site); a
     * network failure or a 5xx throws.
     */
    async saveProduct(draft: ProductDraft): Promise<SaveProductAnswer> {
      try {
        const saved = await request<{ id: string; url: string }>('POST', '/products', { body: draft, csrfToken });
        return { ok: true, id: saved.id, url: saved.url };
      } catch (error) {
        if (!(error instanceof AdminApiError) || error.status === 0 || error.status >= 500 || error.status === 401) throw error;
        const issues = issuesOf(error);
        if (error.status === 409) issues.push({ field: 'body.id', problem: 'taken' });
        if (error.status === 404) issues.push({ field: 'body.siteId', problem: 'unknown' });
        return { ok: false, message: error.serverMessage ?? '', issues };
      }
    },
  };
}

export type CatalogCalls = ReturnType<typeof catalogCalls>;
