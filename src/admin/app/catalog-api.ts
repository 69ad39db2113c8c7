import type { ProductStatusAnswer, SaveProductAnswer, SaveProductRequest } from '../../../machines/product-editor.machine';
import type { AdminProductSummary, AdminSite, EditableProduct, UploadedImage } from '../../domain/contracts/admin-catalog';
import type { ProductPixels } from '../../domain/tracking';
import { AdminApiError, type Request } from './api';

/** The server's field issues in a refusal's data (`{ issues: [{ field, problem }] }`), if any. */
export function issuesOf(error: AdminApiError): { field: string; problem: string }[] {
  const issues = (error.data as { issues?: unknown } | null)?.issues;
  return Array.isArray(issues) ? issues.filter((issue): issue is { field: string; problem: string } => typeof issue?.field === 'string').map((issue) => ({ field: issue.field, problem: String(issue.problem ?? '') })) : [];
}

/** The catalog calls of the Products section (owners): sites, a site's products, uploads, saving, archiving. */
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
    async saveProduct({ draft, productId }: SaveProductRequest): Promise<SaveProductAnswer> {
      try {
        const saved = productId
          ? await request<{ id: string; url: string }>('PUT', `/products/${encodeURIComponent(productId)}`, { body: draft, csrfToken })
          : await request<{ id: string; url: string }>('POST', '/products', { body: draft, csrfToken });
        return { ok: true, id: saved.id, url: saved.url };
      } catch (error) {
        if (!(error instanceof AdminApiError) || error.status === 0 || error.status >= 500 || error.status === 401) throw error;
        const issues = issuesOf(error);
        if (error.status === 409) issues.push({ field: 'body.id', problem: 'taken' });
        if (error.status === 404 && !productId) issues.push({ field: 'body.siteId', problem: 'unknown' });
        return { ok: false, message: error.serverMessage ?? '', issues };
      }
    },
    /** A listed product as the editor starts from (throws on any failure: the editor offers to retry). */
    loadProduct: (productId: string) => request<EditableProduct>('GET', `/products/${encodeURIComponent(productId)}`),
    /** Archives ('inactive') or restores ('active'): a refusal (4xx) is an answer with the server's message. */
    async setProductStatus({ productId, status }: { productId: string; status: 'active' | 'inactive' }): Promise<ProductStatusAnswer> {
      try {
        const answer = await request<{ status: 'active' | 'inactive' }>('POST', `/products/${encodeURIComponent(productId)}/${status === 'inactive' ? 'archive' : 'restore'}`, { csrfToken });
        return { ok: true, status: answer.status };
      } catch (error) {
        if (!(error instanceof AdminApiError) || error.status === 0 || error.status >= 500 || error.status === 401) throw error;
        return { ok: false, message: error.serverMessage ?? '' };
      }
    },
    /** A product's ad pixels, and saving them (a refusal throws with the refused fields in its data). */
    pixels: (productId: string) => request<ProductPixels>('GET', `/products/${encodeURIComponent(productId)}/pixels`),
    savePixels: (productId: string, pixels: ProductPixels) => request<ProductPixels>('PUT', `/products/${encodeURIComponent(productId)}/pixels`, { body: pixels, csrfToken }),
  };
}

export type CatalogCalls = ReturnType<typeof catalogCalls>;
